/**
 * Diagrams in replies (`markdown: { diagrams: true }`, docs/features.md#diagrams): a
 * ```` ```mermaid ```` block is drawn by Mermaid. Markdown marks the block (this file, in the
 * markdown file); the chat's side of the drawing (diagram-host.ts, a file of its own) is
 * fetched the first time a reply holds one, and Mermaid itself runs in a frame of its own
 * (src/diagram/), where a page's strict CSP does not reach. Until the drawing is there, the
 * block shows its code; if it cannot be drawn, the code stays with one line saying so.
 */
import type { MarkdownIt, Renderer, Token } from 'markdown-it';
import type { DiagramHost } from './diagram-host';
import { showFailure } from './diagram-failure';
import type { DiagramSettings } from './diagram-settings';

let loading: Promise<DiagramHost | undefined> | undefined;

/** The chat's side of the drawing, fetched once per page; `undefined` when it could not be. */
function loadHost(): Promise<DiagramHost | undefined> {
  loading ??= import('./diagram-host').then(
    (module) => module,
    (error: unknown) => {
      // Not retried, as for math: a file that failed once (offline, blocked) would again.
      console.warn('papo-chat: diagrams could not be loaded; their code is shown.', error);
      return undefined;
    },
  );
  return loading;
}

const isMermaid = (token: Token) => token.info.trim().split(/\s/)[0]!.toLowerCase() === 'mermaid';

/**
 * A fence whose closing line has arrived: while a reply streams, a diagram's code grows line by
 * line, and each unfinished version would be sent to Mermaid (and fail) in turn. In a quote,
 * the closing line starts with its `>`s.
 */
function isClosed(lines: string[], token: Token): boolean {
  const last =
    token.map && token.map[1] - 1 > token.map[0] ? lines[token.map[1] - 1]!.replace(/^(?:\s*>)*/, '').trim() : '';
  return last.startsWith(token.markup) && /^[`~]+$/.test(last);
}

export function diagramPlugin(md: MarkdownIt): void {
  md.core.ruler.push('papo_diagrams', (state) => {
    if (!(state.env as { diagrams?: boolean }).diagrams) return;
    const lines = state.src.split('\n');
    for (const token of state.tokens) {
      if (token.type === 'fence' && isMermaid(token) && isClosed(lines, token)) token.meta = { diagram: true };
    }
  });
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env, self: Renderer) => {
    const html = fence(tokens, idx, options, env, self);
    // The code block as any other (its copy button included) until diagram-host.ts draws it.
    return (tokens[idx]!.meta as { diagram?: boolean } | null)?.diagram
      ? `<div class="papo-diagram papo-diagram--raw">${html}</div>\n`
      : html;
  };
}

/** Draws the diagrams of `block` still shown as code, fetching the chat's side of the drawing the first time. */
export function drawDiagrams(block: Element, settings: DiagramSettings): void {
  const raw = block.querySelectorAll('.papo-diagram--raw');
  if (raw.length === 0) return;
  void loadHost().then((host) => {
    for (const diagram of raw) {
      if (host) host.drawDiagram(diagram, settings);
      else showFailure(diagram, settings.failed);
    }
  });
}
