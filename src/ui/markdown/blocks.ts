/**
 * Splits a growing reply into top-level markdown blocks so a streamed chunk re-parses and
 * re-renders only the end of the reply (docs/decisions.md#streaming), not all of it.
 *
 * A block is *stable* once another top-level block starts after it on a complete line:
 * CommonMark decides block structure line by line, so what follows can no longer change it.
 * The start must be on a complete line because a half-typed one can still turn back into a
 * continuation (`#` starts a heading, `#a` continues the paragraph above). Stable blocks are
 * kept and never parsed again; only the text after them is, on each update. Block limits
 * come from markdown-it's own block parser, so an open fence or a list with blank lines
 * inside stays one block.
 *
 * So that a chunk costs what it adds, not what came before it, the open text is bounded: once
 * it is longer than `maxOpen` with no settled block in it (one huge paragraph, line or list),
 * its first `maxOpen` characters, cut at a line end where there is one, are closed as a block
 * of their own. A piece cut inside a fenced code block or a table hands the next piece the
 * lines that open it again (`reopen`: the fence, or the table's header and delimiter rows),
 * so code stays code and rows stay rows; other markup (a paragraph, a list) continues as a
 * block of the same kind. Only replies with a block of many kilobytes are cut at all.
 */
import type { MarkdownIt, Token } from 'markdown-it';
import { markdown, type References } from './render';
import { reopeningLines } from './reopen';
import { cutPoint } from './cut-point';
import { addDefinitions, currentReferences, NO_REFERENCES } from './block-references';

export type MarkdownBlock = {
  /** The block's markdown, from its first line up to the next block (blank lines included). */
  readonly source: string;
  /** It holds a fenced code block, the only kind that is highlighted. */
  readonly hasFence: boolean;
  /**
   * Lines rendered before `source` but not part of the reply: set when a very long code
   * block or table was cut into pieces and this piece continues it.
   */
  readonly reopen?: string;
};

export type BlockSplit = {
  /**
   * Stable blocks (the same objects from one update to the next), then the rest: the block
   * being written and, while the line after it is unfinished, the one before it.
   */
  readonly blocks: readonly MarkdownBlock[];
  readonly stableCount: number;
  /** Every link reference definition of the text, for rendering the blocks one by one. */
  readonly references: References;
  readonly hasFence: boolean;
};

export type BlockSplitter = {
  update(text: string): BlockSplit;
  /** The length of the text last split (0 before the first update). */
  readonly length: number;
};

/** The longest open text parsed again on each update (see above). */
export const MAX_OPEN_BLOCK = 8_000;

type ParsedBlock = MarkdownBlock & { labels: string[] };

/**
 * The top-level blocks of `text` as markdown-it's block parser sees them, how many of them
 * are settled, and the link definitions found. Each block runs from its first line to the
 * next block's, so blank lines and definitions between blocks belong to the one before.
 */
function parseBlocks(md: MarkdownIt, text: string) {
  const env: { references?: References } = {};
  const tokens: Token[] = [];
  md.block.parse(text, md, env, tokens);

  const starts: { line: number; hasFence: boolean; labels: string[] }[] = [];
  for (const token of tokens) {
    if (token.level === 0 && token.nesting !== -1 && token.map) {
      starts.push({ line: starts.length === 0 ? 0 : token.map[0], hasFence: false, labels: [] });
    }
    const current = starts[starts.length - 1];
    if (token.type === 'fence' && current) current.hasFence = true;
    if (token.type === 'reference_definition' && current) current.labels.push((token.meta as { label: string }).label);
  }
  // Blank lines alone make no token, but they are still part of the text.
  if (starts.length === 0 && text) starts.push({ line: 0, hasFence: false, labels: [] });

  const offsets = lineOffsets(
    text,
    starts.map((start) => start.line),
  );
  const blocks: ParsedBlock[] = starts.map(({ hasFence, labels }, index) => ({
    source: text.slice(offsets[index], offsets[index + 1]),
    hasFence,
    labels,
  }));
  const lastLineStart = text.endsWith('\n') ? text.length : text.lastIndexOf('\n') + 1;
  const settled = Math.max(0, offsets.filter((offset) => offset < lastLineStart).length - 1);
  return { blocks, settled, definitions: env.references ?? NO_REFERENCES };
}

/** Character offset of the start of each line in `lines` (ascending) within `text`. */
function lineOffsets(text: string, lines: readonly number[]): number[] {
  const offsets: number[] = [];
  let line = 0;
  let offset = 0;
  for (const wanted of lines) {
    for (; line < wanted; line += 1) offset = text.indexOf('\n', offset) + 1;
    offsets.push(offset);
  }
  return offsets;
}

/** A piece cut from an over-long open text as one block however it parses, its definitions, and what re-opens it. */
function cutPiece(md: MarkdownIt, reopen: string, source: string) {
  const { blocks, definitions } = parseBlocks(md, reopen + source);
  const piece: ParsedBlock = {
    source,
    hasFence: blocks.some((block) => block.hasFence),
    labels: blocks.flatMap((block) => block.labels),
  };
  return [piece, definitions, reopeningLines(md, reopen + source)] as const;
}

/** parseBlocks of the open text, with the first block's re-opening lines taken back out. */
function parseOpen(md: MarkdownIt, reopen: string, open: string) {
  const parsed = parseBlocks(md, reopen + open);
  const first = parsed.blocks[0];
  if (reopen && first) parsed.blocks[0] = { ...first, source: first.source.slice(reopen.length) };
  return parsed;
}

export function createBlockSplitter(md: MarkdownIt = markdown, maxOpen = MAX_OPEN_BLOCK): BlockSplitter {
  let text = '';
  let last: BlockSplit | null = null;
  let stable: MarkdownBlock[] = [];
  let stableEnd = 0;
  let stableHasFence = false;
  let stableReferences: Record<string, References[string]> = {};

  // What re-opens the block the last settled piece was cut inside of ('' when none).
  let reopen = '';

  function settle(block: ParsedBlock, definitions: References) {
    stable.push(withReopen(block, reopen));
    stableEnd += block.source.length;
    stableHasFence ||= block.hasFence;
    addDefinitions(stableReferences, block.labels, definitions);
    reopen = '';
  }

  /** Settles the first `maxOpen` characters or so of the open text as one piece; returns the rest. */
  function settlePiece(open: string) {
    const cut = cutPoint(open, 0, maxOpen);
    const [piece, definitions, next] = cutPiece(md, reopen, open.slice(0, cut));
    settle(piece, definitions);
    reopen = next;
    return open.slice(cut);
  }

  let raw = '';

  function update(input: string): BlockSplit {
    if (last && input === raw) return last;
    // Only an append keeps the stable blocks; an edit or a new text starts over.
    const added = appendedText(raw, input);
    if (added !== null) {
      text += added;
    } else {
      stable = [];
      stableEnd = 0;
      stableHasFence = false;
      stableReferences = {};
      reopen = '';
      text = normaliseLineEnds(input);
    }
    raw = input;

    let open = text.slice(stableEnd);
    // A block longer than `maxOpen` is closed in pieces, so no update parses more than that.
    while (open.length > maxOpen * 2) open = settlePiece(open);
    let parsed = parseOpen(md, reopen, open);
    if (parsed.settled === 0 && open.length > maxOpen) parsed = parseOpen(md, reopen, settlePiece(open));
    const { blocks, settled, definitions } = parsed;
    const openReopen = reopen;
    for (const block of blocks.slice(0, settled)) settle(block, definitions);
    const rest = blocks.slice(settled);
    last = {
      blocks: [
        ...stable,
        ...rest.map(({ source, hasFence }, index) =>
          withReopen({ source, hasFence }, settled === 0 && index === 0 ? openReopen : ''),
        ),
      ],
      stableCount: stable.length,
      references: currentReferences(stableReferences, rest, definitions, last?.references),
      hasFence: stableHasFence || rest.some((block) => block.hasFence),
    };
    return last;
  }

  return {
    update,
    get length() {
      return raw.length;
    },
  };
}

/**
 * What `input` adds to `raw`, line ends normalised, or `null` when it is not an append. A reply
 * only ever grows by appends, so comparing the length and the end of the previous text (not
 * all of it, which would cost the reply's length on every chunk) tells an append apart.
 */
export function appendedText(raw: string, input: string): string | null {
  const tail = Math.max(0, raw.length - 256);
  if (input.length < raw.length || !input.startsWith(raw.slice(tail), tail)) return null;
  // Only the new characters are normalised; a CR LF split across two chunks is one break.
  return normaliseLineEnds(
    raw.endsWith('\r') && input[raw.length] === '\n' ? input.slice(raw.length + 1) : input.slice(raw.length),
  );
}

// markdown-it normalises line endings the same way before it parses.
function normaliseLineEnds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

function withReopen({ source, hasFence }: MarkdownBlock, reopen: string): MarkdownBlock {
  return reopen ? { source, hasFence, reopen } : { source, hasFence };
}
