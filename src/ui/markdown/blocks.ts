/**
 * Splits a growing reply into top-level markdown blocks so a streamed chunk re-parses and
 * re-renders only the end of the reply (DECISIONS.md 6), not all of it.
 *
 * A block is *stable* once another top-level block starts after it on a complete line:
 * CommonMark decides block structure line by line, so what follows can no longer change it.
 * The start must be on a complete line because a half-typed one can still turn back into a
 * continuation (`#` starts a heading, `#a` continues the paragraph above). Stable blocks are
 * kept and never parsed again; only the text after them is, on each update. Block limits
 * come from markdown-it's own block parser, so an open fence or a list with blank lines
 * inside stays one block.
 */
import type { MarkdownIt, Token } from 'markdown-it';
import { markdown, type References } from './render';

export type MarkdownBlock = {
  /** The block's markdown, from its first line up to the next block (blank lines included). */
  readonly source: string;
  /** It holds a fenced code block, the only kind that is highlighted. */
  readonly hasFence: boolean;
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

export type BlockSplitter = { update(text: string): BlockSplit };

type ParsedBlock = MarkdownBlock & { labels: string[] };

const NO_REFERENCES: References = Object.freeze({});

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

/** Adds the definitions of `labels` not already in `into`: the first definition of a label wins. */
function addDefinitions(into: Record<string, References[string]>, labels: readonly string[], found: References) {
  for (const label of labels) {
    const definition = found[label];
    if (definition && !(label in into)) into[label] = definition;
  }
}

function sameReferences(a: References, b: References): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => a[key]?.href === b[key]?.href && a[key]?.title === b[key]?.title)
  );
}

export function createBlockSplitter(md: MarkdownIt = markdown): BlockSplitter {
  let text = '';
  let last: BlockSplit | null = null;
  let stable: MarkdownBlock[] = [];
  let stableEnd = 0;
  let stableHasFence = false;
  let stableReferences: Record<string, References[string]> = {};

  function update(input: string): BlockSplit {
    // markdown-it normalises line endings the same way before it parses.
    const next = input.includes('\r') ? input.replace(/\r\n?/g, '\n') : input;
    if (last && next === text) return last;
    // Only an append keeps the stable blocks; an edit or a new text starts over.
    if (!next.startsWith(text)) {
      stable = [];
      stableEnd = 0;
      stableHasFence = false;
      stableReferences = {};
    }
    text = next;

    const { blocks, settled, definitions } = parseBlocks(md, next.slice(stableEnd));
    for (const { source, hasFence, labels } of blocks.slice(0, settled)) {
      stable.push({ source, hasFence });
      stableEnd += source.length;
      stableHasFence ||= hasFence;
      addDefinitions(stableReferences, labels, definitions);
    }
    const rest = blocks.slice(settled);
    const references = { ...stableReferences };
    for (const block of rest) addDefinitions(references, block.labels, definitions);

    const previous = last?.references;
    last = {
      blocks: [...stable, ...rest.map(({ source, hasFence }) => ({ source, hasFence }))],
      stableCount: stable.length,
      // The same object while unchanged, so memoised blocks are not re-rendered for it.
      references:
        previous && sameReferences(previous, references)
          ? previous
          : Object.keys(references).length > 0
            ? references
            : NO_REFERENCES,
      hasFence: stableHasFence || rest.some((block) => block.hasFence),
    };
    return last;
  }

  return { update };
}
