/**
 * Markdown: what turns a bot's text into HTML, its words for screen readers and the links it
 * holds. The chat starts without it (docs/performance.md#when-each-file-is-fetched): the
 * standalone chat's code fetches it as `papo-chat.markdown.js`, a file built apart beside it
 * (tsup.config.ts), and the npm build keeps it a lazy chunk. It imports nothing from the
 * chat's React code, so it carries no second React; it is loaded by useMarkdownEngine.ts.
 */
import { markdown, renderMarkdown } from './render';

export { createBlockSplitter } from './blocks';
export { renderMarkdown } from './render';
export { plainText } from './plain-text';
export { drawMath } from './math-rule';
export { drawDiagrams } from './diagram-rule';

/** The `href` of every link in `text` as markdown reads it (source-policy.ts lists the others). */
export function linkedHrefs(text: string): string[] {
  const hrefs: string[] = [];
  for (const block of markdown.parse(text, {})) {
    for (const token of block.children ?? []) {
      const href = token.type === 'link_open' ? token.attrGet('href') : null;
      if (href !== null) hrefs.push(String(href));
    }
  }
  return hrefs;
}

/**
 * A link drawn twice in a task of its own after this file has run, before a reply is drawn
 * with it as a rule (markdown is fetched as the visitor types or sends): linkify builds its
 * link expressions on first use and V8 compiles each at its first and second run, 20–40 ms
 * that otherwise fell in the frame drawing the first half-written link of a streamed reply
 * (docs/performance.md#what-a-streamed-chunk-costs). Once warm, this costs well under 1 ms.
 */
export const WARM_UP = 'https://a.example/b';
setTimeout(() => {
  renderMarkdown(WARM_UP);
  renderMarkdown(WARM_UP);
});
