/**
 * No frame renders more than a slice of new text (docs/decisions.md#streaming): a reply that
 * arrives whole is drawn a slice per frame up to the budget, and a streamed reply passing
 * the budget keeps what is on screen instead of splitting and rendering it all again.
 * Work is counted (characters handed to markdown-it), never timed.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Markdown, ARRIVAL_SLICE, type HighlighterLoader } from '../../../src/ui/Markdown';
import { MAX_OPEN_BLOCK } from '../../../src/ui/markdown/blocks';
import { cutPoint } from '../../../src/ui/markdown/cut-point';
import { markdown } from '../../../src/ui/markdown/render';

const never: HighlighterLoader = () => new Promise(() => {});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** About `length` characters of short paragraphs, lists and code, like a model's answer. */
function answer(length: number): string {
  const parts: string[] = [];
  for (let i = 0, size = 0; size < length; i += 1) {
    const part =
      i % 3 === 0
        ? `Paragraph ${i} says **what** to do, with a link to https://www.atesta.example/${i}.\nAnd why, on a second line.`
        : i % 3 === 1
          ? `- point ${i}\n- another point ${i}`
          : `\`\`\`js\nconst step${i} = ${i};\n\`\`\``;
    parts.push(part);
    size += part.length + 2;
  }
  return parts.join('\n\n').slice(0, length);
}

/** Characters markdown-it renders, counted per step. */
function renderedCharacters() {
  const render = markdown.render.bind(markdown);
  let count = 0;
  vi.spyOn(markdown, 'render').mockImplementation((source, env) => {
    count += source.length;
    return render(source, env);
  });
  return () => {
    const counted = count;
    count = 0;
    return counted;
  };
}

/**
 * Characters markdown-it's block parser is given, counted per step: the splitter's parses
 * and each block's render both go through it.
 */
function parsedCharacters() {
  const parse = markdown.block.parse.bind(markdown.block);
  let count = 0;
  vi.spyOn(markdown.block, 'parse').mockImplementation((source, ...rest) => {
    count += source.length;
    return parse(source, ...rest);
  });
  return () => {
    const counted = count;
    count = 0;
    return counted;
  };
}

const shownText = (root: Element) =>
  [...root.querySelectorAll('.papo-markdown__block')].map((block) => block.textContent ?? '').join('');

/**
 * A budget small enough that a reply passing it streams in a few dozen updates: the rule is
 * the same at any size, and the work (hence the test's time) grows with the reply's length.
 */
const STREAM_BUDGET = 2_000;

it('keeps what is on screen when a streamed reply passes the budget, rendering only its end again', () => {
  const budget = STREAM_BUDGET;
  const text = answer(budget * 1.5);
  const counted = parsedCharacters();
  const view = (end: number) => <Markdown text={text.slice(0, end)} budget={budget} loadHighlighter={never} />;
  const { container, rerender } = render(view(0));
  const root = container.firstElementChild!;
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  // The last update before the budget ends after its last line end, where the start shown is
  // cut: the text passing the budget is then shorter than what was drawn before.
  const cut = cutPoint(text, 0, budget);
  expect(cut + 5).toBeLessThan(budget);
  // Chunks of a streamed reply (37 characters, not aligned with anything), plus that update.
  const ends = [...Array.from({ length: Math.ceil(text.length / 37) }, (_, i) => (i + 1) * 37), cut + 5];
  let most = 0;
  for (const end of ends.sort((a, b) => a - b)) {
    const before = [...root.querySelectorAll('.papo-markdown__block')];
    act(() => rerender(view(end)));
    most = Math.max(most, counted());
    records.push(...observer.takeRecords());
    for (const { target } of records.splice(0)) {
      if (target === root) continue; // a block added at the end, or the button
      const index = before.findIndex((block) => block.contains(target));
      // Only the block being written, and the one before it, can change: the rest stays as read.
      expect(index === -1 || index >= before.length - 2, `block ${index} of ${before.length} touched at ${end}`).toBe(
        true,
      );
    }
  }
  observer.disconnect();
  expect(root.querySelector('button')).not.toBeNull();
  // Each update parsed and rendered the end of the reply (a block or two), never its whole start again.
  expect(most).toBeLessThan(budget / 4);
});

/** Animation frames run one at a time, when the test says so. */
function manualFrames() {
  let queue = new Map<number, FrameRequestCallback>();
  let id = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.set(++id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => queue.delete(handle));
  return {
    pending: () => queue.size,
    run() {
      const callbacks = [...queue.values()];
      queue = new Map();
      act(() => callbacks.forEach((callback) => callback(performance.now())));
    },
  };
}

it('draws a long reply that arrives whole a slice per frame, up to the budget', () => {
  // Three slices' worth: the fewest that shows the budget drawn over several frames.
  const budget = ARRIVAL_SLICE * 3;
  const text = answer(budget * 2);
  const frames = manualFrames();
  const counted = renderedCharacters();
  const { container } = render(<Markdown text={text} budget={budget} loadHighlighter={never} />);
  const root = container.firstElementChild!;
  expect(shownText(root).length).toBeLessThanOrEqual(ARRIVAL_SLICE);
  expect(root.querySelector('button')).not.toBeNull();

  const rendered = [counted()];
  while (frames.pending() > 0) {
    frames.run();
    rendered.push(counted());
  }
  // The budget's part is drawn in several frames, none rendering more than a slice and the block it cut.
  expect(rendered.length).toBeGreaterThanOrEqual(3);
  expect(Math.max(...rendered)).toBeLessThanOrEqual(ARRIVAL_SLICE + MAX_OPEN_BLOCK / 4);
  expect(rendered.reduce((sum, frame) => sum + frame, 0)).toBeLessThan(budget * 1.2);
  expect(shownText(root).length).toBeGreaterThan(budget / 2);
  expect(root.querySelector('button')).not.toBeNull();
});
