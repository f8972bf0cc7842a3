/**
 * A bot's text before markdown has loaded (engine.ts; docs/performance.md#when-each-file-is-fetched),
 * or when it could not load. A paragraph with nothing markdown would change is drawn exactly
 * as markdown draws it (the same `<p>`, `<br>` and escaping), so the common reply, greeting
 * or history entry looks the same before and after, and is not drawn again when markdown
 * arrives. Any other paragraph shows its characters as written, its spaces and lines kept.
 */
import type { BlockSplit, BlockSplitter, MarkdownBlock } from './blocks';
import { NO_REFERENCES } from './block-references';
import { breakableHtml } from './breakable';

/**
 * What may make markdown draw a text otherwise than plain paragraphs of lines (with
 * `breaks: true`): inline and block syntax, a character reference, what linkify turns into
 * a link (a scheme, `//`, an e-mail's `@`), a line that starts with a space or could start a
 * list, a heading underline or a rule, and whitespace other than spaces and line ends.
 * Wider than markdown is, never narrower: test/ui/markdown/plain.test.ts compares both.
 */
const MARKDOWN_SYNTAX = /[\\`*_~[\]<>&|#@\0]|[^\S \n]|\/\/|(?:https?|ftp|mailto):|^(?: |[-+=]|\d+[.)])/im;

/** With `math` on (`markdown.math`), a `$` may open a formula too, which only markdown finds. */
export function needsMarkdown(text: string, math?: boolean): boolean {
  return MARKDOWN_SYNTAX.test(text) || (!!math && text.includes('$'));
}

/** A text's paragraphs as markdown splits them into blocks: each with the blank lines after it. */
function paragraphs(text: string): string[] {
  const pieces = text.split(/(?<=\n[ \t]*\n)(?=[^\n]*\S)/);
  // Blank lines before the first paragraph belong to it, as in markdown's blocks.
  if (pieces.length > 1 && !/\S/.test(pieces[0]!)) pieces.splice(0, 2, pieces[0]! + pieces[1]!);
  return text ? pieces : [];
}

/** One block's HTML: as markdown would draw it when it `needsMarkdown` not, else its text as written. */
export function plainHtml(source: string): string {
  if (needsMarkdown(source)) {
    const text = source.replace(/\s+$/, '');
    return text ? `<p class="papo-markdown__plain">${breakableHtml(text)}</p>\n` : '';
  }
  const lines = source.split('\n').flatMap((line) => (line.trim() ? [breakableHtml(line.trimEnd())] : []));
  return lines.length > 0 ? `<p>${lines.join('<br>\n')}</p>\n` : '';
}

/** A block splitter (blocks.ts's shape) that needs no markdown: one block per paragraph. */
export function createPlainSplitter(): BlockSplitter {
  let raw = '';
  let last: BlockSplit | undefined;
  const update = (text: string): BlockSplit => {
    if (last && text === raw) return last;
    raw = text;
    const blocks: MarkdownBlock[] = paragraphs(text).map((source) => ({ source, hasFence: false }));
    last = { blocks, stableCount: 0, references: NO_REFERENCES, hasFence: false };
    return last;
  };
  return {
    update,
    get length() {
      return raw.length;
    },
  };
}
