import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBlockSplitter, type BlockSplit } from '../../../src/ui/markdown/blocks';
import { markdown, renderMarkdown } from '../../../src/ui/markdown/render';

const sources = (split: BlockSplit) => split.blocks.map((block) => block.source);
const renderSplit = (split: BlockSplit) =>
  split.blocks.map((block) => renderMarkdown(block.source, { references: split.references })).join('');

/** Texts whose block structure changes as they grow, or that look like it might. */
const documents = {
  mixed: [
    '# Title',
    'A paragraph with **bold** and a link https://www.atesta.example.',
    'Setext heading',
    '---',
    '- tight',
    '- list',
    '',
    '1. loose',
    '',
    '2. list',
    '',
    '   still item two',
    '',
    'after the list',
    '> quote',
    'lazy continuation',
    '',
    '***',
    '',
  ].join('\n'),
  fences: [
    'Intro',
    '```js',
    'const a = 1;',
    '',
    '# not a heading',
    '',
    '```',
    '~~~',
    'tilde',
    '~~~',
    '````md',
    '```',
    'inner',
    '```',
    '````',
    '    indented code',
    '',
    '    more indented',
    'end',
    '- item with code:',
    '',
    '  ```py',
    '  print(1)',
    '',
    '  ```',
    '- next item',
    '',
  ].join('\n'),
  interruptions: [
    'para',
    '#a not a heading',
    'para',
    '***a not a break',
    'para',
    '```a` not a fence',
    'para',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    'para',
    '2. does not interrupt',
    '1. does interrupt',
    '',
    '[ref]: https://www.atesta.example "Title"',
    'Using [ref] and [later][].',
    '',
    '[later]: /docs/later',
  ].join('\n'),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createBlockSplitter', () => {
  it('splits at top-level blocks and keeps the text intact', () => {
    const split = createBlockSplitter().update('# Title\npara\n\n## Next\n\n- a\n- b\n\nlast\n');
    expect(sources(split)).toEqual(['# Title\n', 'para\n\n', '## Next\n\n', '- a\n- b\n\n', 'last\n']);
    // The last block can still grow; every block before it is settled.
    expect(split.stableCount).toBe(4);
  });

  it('keeps a fenced code block with blank lines inside in one block', () => {
    const text = 'Intro\n\n```js\nconst a = 1;\n\n\n# not a heading\n```\n\nafter\n';
    const split = createBlockSplitter().update(text);
    expect(sources(split)).toEqual(['Intro\n\n', '```js\nconst a = 1;\n\n\n# not a heading\n```\n\n', 'after\n']);
    expect(split.blocks.map((block) => block.hasFence)).toEqual([false, true, false]);
  });

  it('does not split a fence that is still open', () => {
    const split = createBlockSplitter().update('Intro\n\n~~~\ncode\n\n# not a heading\n\n- nor a list\n');
    expect(sources(split)).toEqual(['Intro\n\n', '~~~\ncode\n\n# not a heading\n\n- nor a list\n']);
    expect(split.hasFence).toBe(true);
  });

  it('keeps a list with blank lines between and inside its items in one block', () => {
    const list = '- one\n\n- two\n\n  more of two\n\n  ```\n  code\n\n  ```\n- three\n\n';
    const split = createBlockSplitter().update(`${list}after`);
    expect(sources(split)).toEqual([list, 'after']);
    expect(split.blocks[0]?.hasFence).toBe(true);
  });

  it('does not let a block started on an unfinished line settle the one before it', () => {
    const splitter = createBlockSplitter();
    const heading = splitter.update('para\n#');
    expect(sources(heading)).toEqual(['para\n', '#']);
    expect(heading.stableCount).toBe(0);
    expect(sources(splitter.update('para\n#a'))).toEqual(['para\n#a']);
    expect(splitter.update('para\n#a\n# b').stableCount).toBe(0);
    const settled = splitter.update('para\n#a\n# b\n');
    expect(sources(settled)).toEqual(['para\n#a\n', '# b\n']);
    expect(settled.stableCount).toBe(1);
  });

  it('returns the same result for the same text', () => {
    const splitter = createBlockSplitter();
    expect(splitter.update('# a\n\nb')).toBe(splitter.update('# a\n\nb'));
  });

  it('reads \\r\\n and \\r as line breaks, also split across chunks', () => {
    const splitter = createBlockSplitter();
    splitter.update('# a\r');
    expect(sources(splitter.update('# a\r\nb\r\n'))).toEqual(['# a\n', 'b\n']);
  });

  it.each(Object.entries(documents))('renders the %s text like a whole parse at every length', (_name, text) => {
    const splitter = createBlockSplitter();
    const seen = new Set<object>();
    let stableCount = 0;
    for (let end = 1; end <= text.length; end += 1) {
      const prefix = text.slice(0, end);
      const split = splitter.update(prefix);
      expect(sources(split).join('')).toBe(prefix);
      expect(renderSplit(split)).toBe(renderMarkdown(prefix));
      // Stable blocks never change once settled: the same objects come back each time.
      expect(split.stableCount).toBeGreaterThanOrEqual(stableCount);
      split.blocks.slice(0, split.stableCount).forEach((block) => seen.add(block));
      expect(seen.size).toBe(split.stableCount);
      stableCount = split.stableCount;
    }
    expect(stableCount).toBeGreaterThan(3);
  });

  it('finds reference definitions from any block and keeps the object while they do not change', () => {
    const splitter = createBlockSplitter();
    const before = splitter.update('Use [ref].\n\n[ref]: /docs\n\n');
    expect(before.references).toEqual({ REF: { href: '/docs', title: '' } });
    const after = splitter.update('Use [ref].\n\n[ref]: /docs\n\n# more\n\ntext');
    expect(after.references).toBe(before.references);
    expect(renderMarkdown(after.blocks[0]?.source ?? '', { references: after.references })).toContain('href="/docs"');
  });

  it('starts over when the text is replaced rather than appended', () => {
    const splitter = createBlockSplitter();
    const first = splitter.update('# One\n\nfirst paragraph\n\nsecond');
    const parse = vi.spyOn(markdown.block, 'parse');
    const edited = splitter.update('# Two\n\nfirst paragraph\n\nsecond!');
    expect(parse).toHaveBeenCalledOnce();
    expect(parse.mock.calls[0]?.[0]).toBe('# Two\n\nfirst paragraph\n\nsecond!');
    expect(sources(edited)).toEqual(['# Two\n\n', 'first paragraph\n\n', 'second!']);
    expect(edited.blocks[1]).not.toBe(first.blocks[1]);
    expect(sources(splitter.update('new'))).toEqual(['new']);
    expect(splitter.update('').blocks).toEqual([]);
  });

  it('parses only the unsettled end of the text on each append', () => {
    const paragraphs = Array.from({ length: 100 }, (_, i) => `Paragraph ${i} has a few words of text.\n\n`);
    const text = paragraphs.join('');
    const parse = vi.spyOn(markdown.block, 'parse');
    const splitter = createBlockSplitter();
    const chunks = 500;
    for (let i = 1; i <= chunks; i += 1) splitter.update(text.slice(0, Math.round((i * text.length) / chunks)));

    const parsed = parse.mock.calls.map(([source]) => source.length);
    expect(parsed).toHaveLength(chunks);
    // The block being written and the one before it (until the new one's first line is
    // complete), never the whole text again: the total grows linearly with the text.
    const longestBlock = Math.max(...paragraphs.map((p) => p.length));
    expect(Math.max(...parsed)).toBeLessThanOrEqual(2 * longestBlock + Math.ceil(text.length / chunks));
    expect(parsed.reduce((a, b) => a + b, 0)).toBeLessThan(chunks * 2 * longestBlock);
    expect(parsed.reduce((a, b) => a + b, 0)).toBeLessThan(text.length * 10);
  });
});
