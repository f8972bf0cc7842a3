/**
 * The one markdown-it instance that turns a reply into HTML (docs/decisions.md#input-rules). Its output is the
 * only HTML the widget injects: with `html: false` every character of the reply is escaped.
 */
import MarkdownIt, { type RendererRule as RenderRule } from 'markdown-it';
import linkAttributes from 'markdown-it-link-attributes';
import { flatBeyondNestingPlugin } from './flat-beyond-nesting';
import { imagePolicy } from './image-policy';
import { breakableHtml } from './breakable';
import { validateLink } from './link-policy';
import { mathPlugin } from './math-rule';
import { diagramPlugin } from './diagram-rule';

export { breakableHtml } from './breakable';
export { validateLink } from './link-policy';

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
  /** `$…$`, `\(…\)`, `$$…$$` and `\[…\]` are math (math-rule.ts), drawn by KaTeX. */
  math?: boolean;
  /** A ```` ```mermaid ```` block is a diagram (diagram-rule.ts), drawn by Mermaid. */
  diagrams?: boolean;
};

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
markdown.use(mathPlugin);

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
// Around the code block with its copy button: a diagram keeps both, to show until it is drawn.
markdown.use(diagramPlugin);
markdown.renderer.rules.code_block = withCopyButton(focusablePre(markdown.renderer.rules.code_block as RenderRule));
markdown.renderer.rules.table_open = (tokens, idx, options, _env, self) =>
  `<div class="papo-markdown__table" tabindex="0">${self.renderToken(tokens, idx, options)}`;
markdown.renderer.rules.table_close = (tokens, idx, options, _env, self) =>
  `${self.renderToken(tokens, idx, options)}</div>\n`;

markdown.renderer.rules.text = (tokens, idx) => breakableHtml(tokens[idx]?.content ?? '');
markdown.renderer.rules.code_inline = (tokens, idx, _options, _env, self) => {
  const token = tokens[idx];
  return token ? `<code${self.renderAttrs(token)}>${breakableHtml(token.content)}</code>` : '';
};

/** HTML for one block (or a whole text): escaped, with safe links and images, and optional highlighting. */
export function renderMarkdown(
  source: string,
  { references, highlighter = null, allowedImageOrigins = [], copyCodeLabel, math, diagrams }: RenderOptions = {},
): string {
  // markdown-it adds the block's own definitions to `env.references`: give it a copy.
  const env: RenderOptions = {
    references: { ...references },
    highlighter,
    allowedImageOrigins,
    copyCodeLabel,
    math,
    diagrams,
  };
  return markdown.render(source, env);
}
