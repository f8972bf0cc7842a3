/**
 * The one markdown-it instance that turns a reply into HTML (docs/decisions.md#input-rules). Its output is the
 * only HTML the widget injects: with `html: false` every character of the reply is escaped.
 */
import MarkdownIt, { type RendererRule as RenderRule } from 'markdown-it';
import linkAttributes from 'markdown-it-link-attributes';
import { flatBeyondNestingPlugin } from './flat-beyond-nesting';
import { imagePolicy } from './image-policy';

/** What the lazily loaded `./highlight` module provides; `''` means "show it plain". */
export type Highlighter = { highlight(code: string, language: string): string };

/** Link reference definitions (`[label]: url`), keyed by markdown-it's normalised label. */
export type References = Readonly<Record<string, { readonly href: string; readonly title: string }>>;

export type RenderOptions = {
  /** Definitions from other blocks of the same reply, which is rendered block by block. */
  references?: References;
  /** `null` until the highlighter has loaded (or when it failed to). */
  highlighter?: Highlighter | null;
  /** Origins whose images are shown besides the page's own; other images become links. */
  allowedImageOrigins?: readonly string[];
  /** The name of the copy button above each code block; none without it. */
  copyCodeLabel?: string;
};

const BAD_PROTOCOL = /^(vbscript|javascript|file|data):/;
const SAFE_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp);/;
// Browsers drop tabs and newlines anywhere in a URL and C0 controls/spaces around it
// (WHATWG URL parsing), so `java\tscript:` would still run as `javascript:`. markdown-it
// percent-encodes them before calling this; the encoded forms are dropped too, to be safe.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]|%(?:[01][0-9a-f]|20|7f)/gi;

/** markdown-it calls this for every link and image; `false` leaves the markdown as plain text. */
export function validateLink(url: string): boolean {
  const normalised = url.replace(IGNORED_BY_BROWSERS, '').toLowerCase();
  return BAD_PROTOCOL.test(normalised) ? SAFE_DATA_IMAGE.test(normalised) : true;
}

export const markdown = new MarkdownIt('default', {
  html: false,
  linkify: true,
  breaks: true,
  maxNesting: 100,
});
markdown.validateLink = validateLink;
markdown.use(linkAttributes, { attrs: { target: '_blank', rel: 'noopener noreferrer' } });
markdown.use(imagePolicy);
markdown.use(flatBeyondNestingPlugin);

function safely(highlighter: Highlighter) {
  // A failure in a grammar must not break the message: `''` makes markdown-it escape the code.
  return (code: string, language: string): string => {
    try {
      const html = highlighter.highlight(code, language);
      return typeof html === 'string' ? html : '';
    } catch {
      return '';
    }
  };
}

// Code blocks and tables scroll sideways; `tabindex` lets keyboard users scroll them (WCAG 2.1.1).
function focusablePre(rule: RenderRule): RenderRule {
  return (tokens, idx, options, env, self) =>
    rule(tokens, idx, options, env, self).replace(/^<pre(?=[ >])/, '<pre tabindex="0"');
}

/**
 * A bar with a copy button above each code block, in the flow: over the code it would hide
 * the first line. Its clicks are handled by the reply (useCodeCopy), as this is plain HTML.
 */
function withCopyButton(rule: RenderRule): RenderRule {
  return (tokens, idx, options, env: RenderOptions | undefined, self) => {
    const html = rule(tokens, idx, options, env, self);
    if (!env?.copyCodeLabel) return html;
    const label = markdown.utils.escapeHtml(env.copyCodeLabel);
    return `<div class="papo-code"><div class="papo-code__bar"><button type="button" class="papo-code__copy">${label}</button></div>${html}</div>\n`;
  };
}

const fence = markdown.renderer.rules.fence as RenderRule;
// The highlighter comes through `env`, not the instance options, so one instance serves
// both before and after it has loaded.
markdown.renderer.rules.fence = withCopyButton(
  focusablePre((tokens, idx, options, env: RenderOptions | undefined, self) =>
    fence(tokens, idx, env?.highlighter ? { ...options, highlight: safely(env.highlighter) } : options, env, self),
  ),
);
markdown.renderer.rules.code_block = withCopyButton(focusablePre(markdown.renderer.rules.code_block as RenderRule));
markdown.renderer.rules.table_open = (tokens, idx, options, _env, self) =>
  `<div class="papo-markdown__table" tabindex="0">${self.renderToken(tokens, idx, options)}`;
markdown.renderer.rules.table_close = (tokens, idx, options, _env, self) =>
  `${self.renderToken(tokens, idx, options)}</div>\n`;

const LONG_RUN = /\S{40,}/g;
const RUN_PIECE = 20;

/**
 * Escaped text in which a long run without spaces gets a `<wbr>` every few characters.
 * Chromium takes seconds to line-break one very long word (50 000 letters: 6 s); short
 * pieces with break opportunities between them wrap at once and look the same.
 */
export function breakableHtml(text: string): string {
  const escape = markdown.utils.escapeHtml;
  let html = '';
  let done = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    html += escape(text.slice(done, match.index));
    const run = match[0];
    const pieces: string[] = [];
    for (let start = 0; start < run.length;) {
      let end = Math.min(run.length, start + RUN_PIECE);
      const code = run.charCodeAt(end - 1);
      if (end < run.length && code >= 0xd800 && code <= 0xdbff) end += 1; // keep a surrogate pair whole
      pieces.push(escape(run.slice(start, end)));
      start = end;
    }
    html += pieces.join('<wbr>');
    done = match.index + run.length;
  }
  return html + escape(text.slice(done));
}

markdown.renderer.rules.text = (tokens, idx) => breakableHtml(tokens[idx]?.content ?? '');
markdown.renderer.rules.code_inline = (tokens, idx, _options, _env, self) => {
  const token = tokens[idx];
  return token ? `<code${self.renderAttrs(token)}>${breakableHtml(token.content)}</code>` : '';
};

/** HTML for one block (or a whole text): escaped, with safe links and images, and optional highlighting. */
export function renderMarkdown(
  source: string,
  { references, highlighter = null, allowedImageOrigins = [], copyCodeLabel }: RenderOptions = {},
): string {
  // markdown-it adds the block's own definitions to `env.references`: give it a copy.
  const env: RenderOptions = { references: { ...references }, highlighter, allowedImageOrigins, copyCodeLabel };
  return markdown.render(source, env);
}
