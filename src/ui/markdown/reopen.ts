/**
 * When a block too long to parse again on every chunk is closed in pieces (see blocks.ts),
 * a piece cut inside a fenced code block or a table must not lose what it is: the next piece
 * would render as paragraphs. These are the lines that open such a block again, rendered
 * before the next piece (not part of the reply's text).
 */
import type { MarkdownIt, Token } from 'markdown-it';

const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** The lines that re-open the block `source` ends inside of, or '' when it ends none. */
export function reopeningLines(md: MarkdownIt, source: string): string {
  const tokens: Token[] = [];
  md.block.parse(source, md, {}, tokens);
  const lastBlock = findLastTopLevelOpening(tokens);
  if (!lastBlock?.map) return '';
  const lines = source.split('\n');
  // A text ending in a line break has an empty last "line" that no block covers.
  const lineCount = source.endsWith('\n') ? lines.length - 1 : lines.length;
  const [first, next] = lastBlock.map;
  if (next < lineCount) return '';

  // A fence whose opening line is all the piece holds of it (cut inside that line) is not one yet.
  if (lastBlock.type === 'fence' && next - first >= 2) {
    const closing = lines[next - 1] ?? '';
    const match = CLOSING_FENCE.exec(closing);
    const closed =
      next - 1 > first &&
      match !== null &&
      match[1]?.[0] === lastBlock.markup[0] &&
      (match[1]?.length ?? 0) >= lastBlock.markup.length;
    return closed ? '' : `${lines[first]}\n`;
  }
  // A table's header and delimiter rows: without them its rows are plain paragraphs.
  if (lastBlock.type === 'table_open' && next - first > 2) return `${lines[first]}\n${lines[first + 1]}\n`;
  return '';
}

function findLastTopLevelOpening(tokens: readonly Token[]): Token | undefined {
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index];
    if (token && token.level === 0 && token.nesting !== -1 && token.map) return token;
  }
  return undefined;
}
