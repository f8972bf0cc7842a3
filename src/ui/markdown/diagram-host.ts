/**
 * The chat's side of a diagram (diagram-rule.ts finds them; docs/features.md#diagrams). Only
 * ever loaded through a dynamic `import()`: `papo-chat.diagram-host.js` in the standalone
 * bundle, a lazy chunk in the npm build, fetched the first time a reply holds a diagram.
 *
 * Mermaid does not run in the page: while it draws it writes style attributes and a `<style>`
 * element into the document, which a strict `style-src` refuses (some 40 violations for three
 * diagrams). It runs in one hidden frame per page (src/diagram/), loaded from a URL and so
 * under that file's own policy, which sends back the SVG as text. Here that text is sanitised
 * again and inserted without a style attribute or element the page's CSP would see: each
 * `style="…"` is set through the CSSOM (not subject to `style-src`) and the `<style>` goes
 * into a constructed stylesheet that the chat's shadow root adopts.
 */
import DOMPurify from 'dompurify';
import { showFailure } from './diagram-failure';
import { followScheme, isDark } from './diagram-scheme';
import type { DiagramSettings } from './diagram-settings';

export type DiagramHost = { drawDiagram(diagram: Element, settings: DiagramSettings): void };

const MESSAGE = 'papo-diagram';

/** The laid-out but unseen box Mermaid measures its text in. */
const FRAME_STYLE = 'position:fixed;left:-10000px;top:0;width:1000px;height:800px;border:0;visibility:hidden';

/** The rules of the drawn diagram and of its code under it, with each diagram's own CSS after them. */
const DIAGRAM_STYLES =
  '.papo-diagram svg{display:block;max-width:100%;height:auto;margin:0 auto .5em}.papo-diagram__source summary{cursor:pointer;width:max-content}';

type Draw = (source: string, dark: boolean) => Promise<string | undefined>;

/**
 * The frame at `url`, made the first time a diagram is drawn. Its script says "ready" when it
 * runs, before the frame's `load` event, but the message may arrive after that event. So at
 * `load`: a frame on the chat's origin is looked into, and one whose script did not run (a
 * missing file, a script that failed) means no diagram can be drawn: each, then and later, keeps
 * its code and a line. One try per page, counted by that event rather than timed. A frame on
 * another origin (a CDN) is asked "hello" instead, which its script answers; until it does,
 * the code shows.
 */
function openFrame(url: string): Draw {
  const origin = new URL(url, location.href).origin;
  const frame = document.createElement('iframe');
  const waiting = new Map<number, (svg: string | undefined) => void>();
  const queued: { id: number; source: string; dark: boolean }[] = [];
  let state: 'loading' | 'ready' | 'failed' = 'loading';
  let asked = 0;
  const post = (request: (typeof queued)[number]) =>
    frame.contentWindow?.postMessage({ [MESSAGE]: 'draw', ...request }, origin);
  const answer = (id: number, svg: string | undefined) => {
    waiting.get(id)?.(svg);
    waiting.delete(id);
  };

  addEventListener('message', (event: MessageEvent<{ [MESSAGE]?: string; id?: number; svg?: unknown }>) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const { data } = event;
    if (data?.[MESSAGE] === 'ready') {
      state = 'ready';
      queued.splice(0).forEach(post);
    } else if (data?.[MESSAGE] === 'drawn' && typeof data.id === 'number') {
      answer(data.id, typeof data.svg === 'string' ? data.svg : undefined);
    }
  });
  frame.addEventListener('load', () => {
    if (state !== 'loading') return;
    let started: unknown;
    try {
      started = (frame.contentWindow as { papoDiagramFrame?: boolean } | null)?.papoDiagramFrame;
    } catch {
      // Another origin: its script answers "hello" if it runs.
      return frame.contentWindow?.postMessage({ [MESSAGE]: 'hello' }, origin);
    }
    if (started) return;
    state = 'failed';
    console.warn(`papo-chat: the diagrams' frame (${url}) did not start; their code is shown.`);
    for (const { id } of queued.splice(0)) answer(id, undefined);
  });
  // No `sandbox`: its module script and Mermaid's chunks are fetched as CORS requests, which an
  // opaque origin (a sandbox without allow-same-origin) would need the server's leave for, and
  // with allow-same-origin a same-origin frame could lift its own sandbox. It runs only its own
  // files (its CSP: script-src 'self'), and what it sends back is sanitised again here.
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'papo-chat diagrams';
  frame.style.cssText = FRAME_STYLE;
  frame.src = url;
  document.body.append(frame);

  return (source, dark) =>
    new Promise((resolve) => {
      if (state === 'failed') return resolve(undefined);
      const request = { id: ++asked, source, dark };
      waiting.set(request.id, resolve);
      if (state === 'ready') post(request);
      else queued.push(request);
    });
}

const frames = new Map<string, Draw>();
const drawings = new Map<string, Promise<string | undefined>>();

/** Mermaid's SVG for `source`, drawn once per page for each source and scheme. */
function render(url: string, source: string, dark: boolean): Promise<string | undefined> {
  const key = `${url}\n${dark}\n${source}`;
  let drawing = drawings.get(key);
  if (!drawing) {
    let draw = frames.get(url);
    if (!draw) frames.set(url, (draw = openFrame(url)));
    drawings.set(key, (drawing = draw(source, dark)));
  }
  return drawing;
}

/** A value with `url(` could fetch from anywhere: made invalid, so the browser drops it. */
const withoutUrls = (css: string) => css.replace(/url\s*\(/gi, 'invalid(');

/** The SVG of `text`, sanitised, with its styles set through the CSSOM; its `<style>` in `css`. */
function svgOf(text: string): { svg: SVGSVGElement; css: string } | undefined {
  let css = '';
  const markup = text
    .replace(/<style[^>]*>([\s\S]*?)<\/style>/gi, (_, rules: string) => ((css += rules), ''))
    // Parsed as written, a style attribute is a violation of `style-src` even in a document that is never shown.
    .replace(/<[^>]+>/g, (tag) => tag.replace(/\sstyle="/g, ' data-papo-style="'));
  const fragment = DOMPurify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.firstElementChild;
  if (!(svg instanceof SVGSVGElement)) return undefined;
  for (const element of [svg, ...svg.querySelectorAll<SVGElement>('[data-papo-style]')]) {
    const style = element.getAttribute('data-papo-style');
    if (style === null) continue;
    element.style.cssText = withoutUrls(style);
    element.removeAttribute('data-papo-style');
  }
  return { svg, css: withoutUrls(css) };
}

const sheets = new WeakMap<Document | ShadowRoot, { sheet: CSSStyleSheet; rules: Map<string, string> }>();

/** Adds a diagram's CSS (its rules start with its SVG's id) to the stylesheet its root adopts. */
function adoptStyles(root: Document | ShadowRoot, id: string, css: string): void {
  let styles = sheets.get(root);
  if (!styles) {
    styles = { sheet: new CSSStyleSheet(), rules: new Map() };
    sheets.set(root, styles);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.sheet];
  }
  styles.rules.set(id, css);
  styles.sheet.replaceSync(DIAGRAM_STYLES + [...styles.rules.values()].join(''));
}

/** Mermaid's SVG `text` as the chat shows it, named, its styles adopted by `root`; none if it cannot be. */
function shownSvg(text: string | undefined, root: Node, name: string): SVGSVGElement | undefined {
  const drawn = text === undefined ? undefined : svgOf(text);
  if (!drawn || !(root instanceof Document || root instanceof ShadowRoot)) return undefined;
  const { svg, css } = drawn;
  adoptStyles(root, svg.id, css);
  const title = svg.querySelector(':scope > title')?.textContent?.trim();
  svg.removeAttribute('aria-labelledby');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', title || name);
  return svg;
}

/**
 * Draws `diagram` (the code block diagram-rule.ts marked): the SVG, named by the diagram's
 * `accTitle` or "Diagram", above its code in a disclosure; or the code and a line saying it
 * could not be drawn. Drawn, it follows the chat's scheme (diagram-scheme.ts): the SVG in the
 * other scheme takes the place of the first once it is there, the code under it untouched.
 */
export function drawDiagram(diagram: Element, { frameUrl, name, failed }: DiagramSettings): void {
  const source = diagram.querySelector('code')?.textContent ?? '';
  const url = frameUrl ?? new URL('./diagram/papo-chat.diagram.html', import.meta.url).href;
  const dark = isDark(diagram);
  void render(url, source, dark).then((text) => {
    // Written again meanwhile (a reply that grew): the new block draws its own.
    if (!diagram.isConnected || !diagram.classList.contains('papo-diagram--raw')) return;
    const svg = shownSvg(text, diagram.getRootNode(), name);
    if (!svg) return showFailure(diagram, failed);
    const code = document.createElement('details');
    code.className = 'papo-diagram__source';
    const summary = document.createElement('summary');
    summary.textContent = 'mermaid';
    code.append(summary, ...diagram.childNodes);
    diagram.replaceChildren(svg, code);
    diagram.classList.remove('papo-diagram--raw');
    followScheme(diagram, dark, (now) =>
      render(url, source, now).then((again) => {
        // The scheme changed again meanwhile: that scheme's drawing takes the place.
        if (!diagram.isConnected || isDark(diagram) !== now) return;
        const redrawn = shownSvg(again, diagram.getRootNode(), name);
        if (redrawn) diagram.querySelector(':scope > svg')?.replaceWith(redrawn);
      }),
    );
  });
}
