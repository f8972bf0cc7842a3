/**
 * First runs kept out of the frames that draw a reply (docs/performance.md#what-a-streamed-chunk-costs):
 * linkify's link expressions are built, and the highlighter's grammar run once, in tasks of
 * their own as their files arrive. Work is counted (expressions built, highlighter calls), never timed.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Markdown, type Highlighter, type HighlighterLoader } from '../../../src/ui/Markdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** markdown's file as it runs for the first time in a page (the unit project shares one module graph). */
async function freshEngine() {
  vi.resetModules();
  return import('../../../src/ui/markdown/engine');
}

/** Counts `new RegExp(…)` from now on (literals are not built at run time). */
function countBuiltExpressions() {
  const counter = { built: 0 };
  vi.stubGlobal(
    'RegExp',
    new Proxy(RegExp, {
      construct(target, args, newTarget) {
        counter.built += 1;
        return Reflect.construct(target, args, newTarget) as object;
      },
    }),
  );
  return counter;
}

const HALF_WRITTEN_LINK = 'Veja [o guia](https://docs.example/g';

it('markdown builds its link expressions in a task after its file has run, so the first reply builds none', async () => {
  vi.useFakeTimers();
  const counter = countBuiltExpressions();
  const engine = await freshEngine();
  // Not in the task that ran the file, which may be drawing a reply already: one queued after it.
  expect(vi.getTimerCount()).toBe(1);
  vi.runAllTimers();
  counter.built = 0;
  engine.renderMarkdown(HALF_WRITTEN_LINK);
  expect(counter.built).toBe(0);
});

it('without that task, the first half-written link builds them while a reply is drawn', async () => {
  vi.useFakeTimers();
  const counter = countBuiltExpressions();
  const engine = await freshEngine();
  counter.built = 0;
  engine.renderMarkdown(HALF_WRITTEN_LINK);
  expect(counter.built).toBeGreaterThan(0);
});

it('runs the highlighter once on the first code block as it arrives, in a task before the render that uses it', async () => {
  const calls: { code: string; highlightedOnScreen: number }[] = [];
  const highlighter: Highlighter = {
    highlight(code) {
      calls.push({ code, highlightedOnScreen: document.querySelectorAll('.fake').length });
      return `<span class="fake">${code.replace(/</g, '&lt;')}</span>`;
    },
  };
  let resolve: (highlighter: Highlighter) => void = () => {};
  const load = vi.fn<HighlighterLoader>(() => new Promise((done) => (resolve = done)));
  const text = 'Intro\n\n```js\nconst a = 1;\n```\n\nMore\n\n```js\nconst b = 2;\n```';
  const { container } = render(<Markdown text={text} loadHighlighter={load} />);
  await waitFor(() => expect(container.querySelectorAll('pre code')).toHaveLength(2));
  await act(async () => resolve(highlighter));
  // The file's task and its promise callbacks have run: nothing highlighted yet.
  expect(calls).toEqual([]);
  await waitFor(() => expect(container.querySelectorAll('pre code .fake')).toHaveLength(2));
  // One unseen run of the first block, then each block once in the render.
  expect(calls.map(({ code }) => code)).toEqual(['const a = 1;\n', 'const a = 1;\n', 'const b = 2;\n']);
  expect(calls[0]!.highlightedOnScreen).toBe(0);
});
