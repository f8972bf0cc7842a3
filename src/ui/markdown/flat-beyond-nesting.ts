/**
 * Markdown nested deeper than markdown-it's `maxNesting` (100 here) is shown flat instead of
 * dropped. markdown-it stops parsing at that depth to bound its recursion, and silently
 * loses the rest of the block; a reply of 10 000 nested quotes or list items would lose its
 * text. This rule runs first: within two levels of the limit (a list opens two levels at
 * once: the list and its item), it takes the rest of the container as one paragraph, with
 * the markers of deeper quotes and lists taken off each line.
 */
import type { MarkdownIt, StateBlock } from 'markdown-it';

/** Quote markers, bullets and ordered-list numbers at the start of a line, repeated. */
const CONTAINER_MARKERS = /^(?:[ \t]*(?:>|[*+-](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+[ \t]*/;

function flatBeyondNesting(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (silent || state.level < state.md.options.maxNesting - 2) return false;
  const lines: string[] = [];
  for (let line = startLine; line < endLine; line += 1) {
    const text = state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
    lines.push(text.replace(CONTAINER_MARKERS, ''));
  }
  const content = lines.join('\n').trim();
  state.line = endLine;
  if (!content) return true;
  state.push('paragraph_open', 'p', 1).map = [startLine, endLine];
  const inline = state.push('inline', '', 0);
  inline.content = content;
  inline.map = [startLine, endLine];
  inline.children = [];
  state.push('paragraph_close', 'p', -1);
  return true;
}

export function flatBeyondNestingPlugin(md: MarkdownIt): void {
  md.block.ruler.before('table', 'flat_beyond_nesting', flatBeyondNesting);
}
