/**
 * docs/decisions.md#streaming: a streamed reply is rendered incrementally. Appending a chunk renders
 * only the end of the reply again; the blocks before it are rendered once, and React
 * leaves their DOM alone.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Markdown, type HighlighterLoader } from '../../../src/ui/Markdown';
import { createBlockSplitter } from '../../../src/ui/markdown/blocks';
import { markdown, renderMarkdown } from '../../../src/ui/markdown/render';

const never: HighlighterLoader = () => new Promise(() => {});

function reply(sections: number): string {
  const parts: string[] = [];
  for (let i = 0; i < sections; i += 1) {
    parts.push(
      `## Step ${i}\n\n`,
      `Paragraph ${i} explains the step, with **bold** text and a link to https://www.atesta.example/${i}.\n`,
      `Its second line ${i}.\n\n`,
      `- first point ${i}\n- second point ${i}\n\n  more about it ${i}\n\n`,
      `\`\`\`js\nconst step${i} = ${i};\n\nconsole.log(step${i});\n\`\`\`\n\n`,
      `| col ${i} | value |\n| --- | --- |\n| a${i} | b${i} |\n\n`,
    );
  }
  return parts.join('');
}

/** Irregular but repeatable chunk ends, like a model's tokens. */
function chunkEnds(length: number, count: number): number[] {
  const ends: number[] = [];
  let seed = 7;
  for (let i = 1; i < count; i += 1) {
    seed = (seed * 48271) % 2147483647;
    ends.push(Math.round((i * length) / count) + (seed % 5) - 2);
  }
  return [...ends, length];
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('renders each settled block once while a reply streams in 150 chunks', () => {
  const text = reply(12);
  // About 27 characters a chunk: enough chunks to end inside every kind of block, few enough for happy-dom.
  const ends = chunkEnds(text.length, 150);
  const renders = vi.spyOn(markdown, 'render');
  const { container, rerender } = render(<Markdown text="" loadHighlighter={never} />);
  const root = container.firstElementChild as HTMLElement;
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });

  for (const end of ends) {
    const before = [...root.children];
    act(() => rerender(<Markdown text={text.slice(0, end)} loadHighlighter={never} />));
    records.push(...observer.takeRecords());
    for (const { target } of records.splice(0)) {
      if (target === root) continue; // a block added at the end
      const index = before.findIndex((block) => block.contains(target));
      // Only the last two blocks can change: the one being written, and the one before it
      // while the new one's first line is unfinished (it may still turn into a continuation).
      expect(index === -1 || index >= before.length - 2, `block ${index} of ${before.length} touched`).toBe(true);
    }
  }

  const sources = renders.mock.calls.map(([source]) => source);
  const final = createBlockSplitter().update(text);
  expect(final.blocks.length).toBeGreaterThanOrEqual(60);
  expect(root.children).toHaveLength(final.blocks.length);
  expect([...root.children].map((block) => block.innerHTML).join('')).toBe(renderMarkdown(text));

  for (const block of final.blocks.slice(0, final.stableCount)) {
    expect(
      sources.filter((source) => source === block.source),
      block.source,
    ).toHaveLength(1);
  }
  // Linear: about one render per chunk, plus one per block as the next one starts.
  expect(sources.length).toBeLessThanOrEqual(ends.length + final.blocks.length);
  const longest = Math.max(...final.blocks.map((block) => block.source.length));
  expect(Math.max(...sources.map((source) => source.length))).toBeLessThanOrEqual(longest);
});
