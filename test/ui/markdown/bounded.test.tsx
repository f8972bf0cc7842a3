/**
 * A streamed chunk costs what it adds: the open text parsed again on each update is
 * bounded, a reply is rendered up to a budget until "Show all", and long runs without
 * spaces get break opportunities.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import MarkdownIt from 'markdown-it';
import { afterEach, expect, it } from 'vitest';
import { Markdown, RENDER_SLICE, type HighlighterLoader } from '../../../src/ui/Markdown';
import { createBlockSplitter } from '../../../src/ui/markdown/blocks';
import { cutPoint } from '../../../src/ui/markdown/cut-point';
import { breakableHtml } from '../../../src/ui/markdown/render';

const never: HighlighterLoader = () => new Promise(() => {});

afterEach(cleanup);

/** A markdown-it whose block parser counts the characters it is given. */
function countingParser() {
  const md = new MarkdownIt();
  const parse = md.block.parse.bind(md.block);
  const counts = { calls: 0, chars: 0, longest: 0 };
  md.block.parse = (src, state, env, tokens) => {
    counts.calls += 1;
    counts.chars += src.length;
    counts.longest = Math.max(counts.longest, src.length);
    parse(src, state, env, tokens);
  };
  return { md, counts };
}

it('parses a bounded open text per chunk, even when the reply is one long paragraph', () => {
  const text = 'word '.repeat(4_000); // 20 000 characters, no blank line: one block
  const { md, counts } = countingParser();
  const splitter = createBlockSplitter(md, 500);
  let split;
  for (let end = 20; end <= text.length; end += 20) split = splitter.update(text.slice(0, end));

  // Each update parsed at most twice the bound plus what arrived (not all that came before).
  expect(counts.longest).toBeLessThanOrEqual(3 * 500 + 20);
  // Linear in the reply: ~1000 updates × ≤ 1 500 characters, against ~10 million when the
  // whole paragraph was parsed again on every chunk.
  expect(counts.chars).toBeLessThan(text.length * 100);
  expect(split!.blocks.map((block) => block.source).join('')).toBe(text);
});

it('keeps a CR LF split across two chunks as one line break', () => {
  const splitter = createBlockSplitter();
  splitter.update('one\r');
  const split = splitter.update('one\r\ntwo\r\n\r\nthree');
  expect(split.blocks.map((block) => block.source).join('')).toBe('one\ntwo\n\nthree');
});

it('cuts at a line end in the second half of a piece, else at its size, never inside a surrogate pair', () => {
  expect(cutPoint('aaaa\nbbbbbb', 0, 8)).toBe(5);
  expect(cutPoint('a\nbbbbbbbbbb', 0, 8)).toBe(8);
  expect(cutPoint('short', 0, 8)).toBe(5);
  expect(cutPoint(`abcdefg${'😀'.repeat(3)}`, 0, 8)).toBe(7);
  expect(cutPoint('xxxxxxxx\nyyyy\nzz', 9, 4)).toBe(13);
});

it('renders up to the budget, then the rest a slice per frame after "Show all"', async () => {
  const text = Array.from({ length: (2 * RENDER_SLICE) / 10 }, (_, i) => `line ${i % 1000}`.padEnd(9, '.')).join('\n');
  const { container, getByRole } = render(
    <Markdown text={text} budget={1_000} showAllLabel="Mostrar tudo" loadHighlighter={never} />,
  );
  const root = container.firstElementChild!;
  const shown = () => (root.textContent ?? '').replace(/\s|Mostrar tudo/g, '').length;
  const all = text.replace(/\s/g, '').length;
  expect(shown()).toBeLessThanOrEqual(1_000);

  act(() => fireEvent.click(getByRole('button', { name: 'Mostrar tudo' })));
  // The first frame adds at most one slice.
  expect(shown()).toBeLessThan(all);
  await expect.poll(shown).toBe(all);
  expect(root.querySelector('button')).toBeNull();
});

it('shows a short reply whole, without the button', () => {
  const { container } = render(<Markdown text="Olá **mundo**" loadHighlighter={never} />);
  expect(container.textContent?.trim()).toBe('Olá mundo');
  expect(container.querySelector('button')).toBeNull();
});

it('breaks long runs without spaces into short pieces, escaped, keeping surrogate pairs whole', () => {
  expect(breakableHtml('a short <b>text</b>')).toBe('a short &lt;b&gt;text&lt;/b&gt;');
  const run = 'A'.repeat(45);
  expect(breakableHtml(`x ${run} y`)).toBe(`x ${'A'.repeat(20)}<wbr>${'A'.repeat(20)}<wbr>${'A'.repeat(5)} y`);
  const emoji = `${'a'.repeat(19)}${'😀'.repeat(20)}`;
  const html = breakableHtml(emoji);
  expect(html.replace(/<wbr>/g, '')).toBe(emoji);
  for (const piece of html.split('<wbr>')) expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  expect(breakableHtml('&'.repeat(40)).split('<wbr>')[0]).toBe('&amp;'.repeat(20));
});
