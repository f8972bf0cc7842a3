/**
 * Replies that froze the page or widened the window: long streams, one huge line, a 5 MB
 * reply, deep nesting, 30 000 backticks. Nothing here depends on how fast the machine is:
 * the work done is counted (characters handed to markdown-it's block parser), and the
 * layout is measured. Long animation frames are only reported.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json, ndjson, streamResponse } from '../helpers/fake-webhook.mjs';
import { RENDER_BUDGET, RENDER_SLICE } from '../../src/ui/Markdown';
import { MAX_OPEN_BLOCK } from '../../src/ui/markdown/blocks';
import { markdown } from '../../src/ui/markdown/render';
import { mountChat, stubWebhook, type Widget } from './harness';

const KB = 1000;
const words = (length: number) => 'lorem ipsum dolor sit amet\n'.repeat(Math.ceil(length / 27)).slice(0, length);

/** Every text markdown-it's block parser was given while the spy was on. */
let parsed: number[] = [];
let longFrames: number[] = [];
let observer: PerformanceObserver | undefined;

beforeEach(() => {
  parsed = [];
  const parse = markdown.block.parse.bind(markdown.block);
  vi.spyOn(markdown.block, 'parse').mockImplementation((src, md, env, tokens) => {
    parsed.push(src.length);
    parse(src, md, env, tokens);
  });
  longFrames = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    observer = new PerformanceObserver((list) => longFrames.push(...list.getEntries().map((entry) => entry.duration)));
    observer.observe({ type: 'long-animation-frame' });
  }
});

afterEach((context) => {
  observer?.disconnect();
  // Reported, never asserted: the machine running the tests may be busy.
  if (longFrames.length > 0)
    console.info(`${context.task.name}: longest frame ${Math.round(Math.max(...longFrames))} ms`);
  vi.restoreAllMocks();
});

function replyWith(response: () => Response) {
  return stubWebhook((call) => (call.payload.action === 'loadPreviousSession' ? json({ data: [] }) : response()));
}

function streamed(text: string, itemSize: number) {
  const items: unknown[] = [{ type: 'begin', metadata: { nodeId: 'n', runIndex: 0 } }];
  for (let i = 0; i < text.length; i += itemSize) {
    items.push({ type: 'item', content: text.slice(i, i + itemSize), metadata: { nodeId: 'n', runIndex: 0 } });
  }
  items.push({ type: 'end', metadata: { nodeId: 'n', runIndex: 0 } });
  return () => streamResponse(ndjson(...items));
}

/** Opens the chat; the first test of the file also waits for the chat's code to compile. */
async function openChat(widget: Widget) {
  await userEvent.click(widget.toggle());
  await expect.poll(() => widget.textarea(), { timeout: 60_000 }).toBeTruthy();
}

async function ask(widget: Widget) {
  await userEvent.fill(widget.textarea()!, 'oi');
  await userEvent.keyboard('{Enter}');
  await expect
    .poll(() => widget.root.querySelector('.papo-message--bot[data-message-id]:not([data-streaming])'), {
      timeout: 120_000,
    })
    .toBeTruthy();
  await expect.poll(() => widget.typing(), { timeout: 120_000 }).toBeNull();
}

const reply = (widget: Widget) => widget.messages('bot').at(-1)!.querySelector<HTMLElement>('.papo-markdown')!;
const showAll = (widget: Widget) => reply(widget).querySelector<HTMLButtonElement>('.papo-markdown__show-all');
/** The reply's rendered text (not the button's), without white space. */
const visibleText = (element: Element) =>
  [...element.querySelectorAll('.papo-markdown__block')]
    .map((block) => block.textContent ?? '')
    .join('')
    .replace(/\s/g, '');

function expectNoHorizontalOverflow(widget: Widget) {
  const chatWindow = widget.chatWindow()!;
  const list = widget.root.querySelector<HTMLElement>('.papo-messages')!;
  expect(chatWindow.scrollWidth).toBeLessThanOrEqual(chatWindow.clientWidth);
  expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

async function expectShowAllRendersTheRest(widget: Widget, text: string) {
  expect(showAll(widget)!.textContent).toBe('Mostrar tudo');
  await userEvent.click(showAll(widget)!);
  await expect.poll(() => visibleText(reply(widget)).length, { timeout: 120_000 }).toBe(text.replace(/\s/g, '').length);
  expect(visibleText(reply(widget))).toBe(text.replace(/\s/g, ''));
  expect(showAll(widget)).toBeNull();
  // Each frame of "Show all" parsed at most a slice and the open block.
  expect(Math.max(...parsed)).toBeLessThanOrEqual(RENDER_SLICE + 2 * MAX_OPEN_BLOCK);
}

describe('long and hostile replies', () => {
  const streams: [string, number, number][] = [
    ['100 KB in 20-character items', 100 * KB, 20],
    ['200 KB in 20-character items', 200 * KB, 20],
    ['100 KB in 5-character items', 100 * KB, 5],
  ];
  for (const [name, size, itemSize] of streams) {
    it(`streams ${name} with work bounded per chunk, then shows the rest on request`, async () => {
      const text = words(size);
      replyWith(streamed(text, itemSize));
      const widget = mountChat({ enableStreaming: true });
      await openChat(widget);
      await ask(widget);

      // Once the shown part is full, later chunks parse nothing: the parsing a reply costs
      // does not grow with its length (it grew with its square before).
      const chunksInBudget = RENDER_BUDGET / itemSize;
      expect(parsed.length).toBeLessThanOrEqual(2 * chunksInBudget + 50);
      expect(Math.max(...parsed)).toBeLessThanOrEqual(RENDER_BUDGET);
      expect(visibleText(reply(widget)).length).toBeLessThanOrEqual(RENDER_BUDGET);
      expectNoHorizontalOverflow(widget);
      await expectShowAllRendersTheRest(widget, text);
      expectNoHorizontalOverflow(widget);
    }, 300_000);
  }

  it('renders a 200 000-character single line within the budget, wrapped inside the window, and all of it on request', async () => {
    const text = 'A'.repeat(200_000);
    replyWith(() => json({ output: text }));
    const widget = mountChat();
    await openChat(widget);
    await ask(widget);

    expect(visibleText(reply(widget)).length).toBeLessThanOrEqual(RENDER_BUDGET);
    expectNoHorizontalOverflow(widget);
    await expectShowAllRendersTheRest(widget, text);
    expectNoHorizontalOverflow(widget);
  }, 300_000);

  // Rendering all 5 MB on request takes 250 slices: the tests above show that "Show all"
  // ends with every character, so this one stops once a few slices are in and counts the
  // work each was given (the whole takes most of a minute on a busy machine).
  it('renders a 5 MB reply within the budget, wrapped inside the window, and the rest a slice at a time', async () => {
    const text = words(5_000 * KB);
    replyWith(() => json({ output: text }));
    const widget = mountChat();
    await openChat(widget);
    await ask(widget);

    expect(visibleText(reply(widget)).length).toBeLessThanOrEqual(RENDER_BUDGET);
    expect(Math.max(...parsed)).toBeLessThanOrEqual(RENDER_BUDGET);
    expectNoHorizontalOverflow(widget);
    await userEvent.click(showAll(widget)!);
    const slicesToSee = 4;
    await expect
      .poll(() => visibleText(reply(widget)).length, { timeout: 120_000 })
      .toBeGreaterThan(RENDER_BUDGET + slicesToSee * RENDER_SLICE * 0.8);
    expect(showAll(widget)).toBeNull();
    expect(Math.max(...parsed)).toBeLessThanOrEqual(RENDER_SLICE + 2 * MAX_OPEN_BLOCK);
    expectNoHorizontalOverflow(widget);
  }, 300_000);

  // Each with text that must be shown in the end: past the nesting limit it is shown flat.
  const shapes: [string, string, string | null][] = [
    ['a list nested 10 000 levels', `${'- '.repeat(10_000)}deep`, 'deep'],
    // Every depth from 0 to 399 levels, five times over (about 800 KB of indentation).
    [
      '2 000 lines indented up to 400 levels',
      Array.from({ length: 2_000 }, (_, i) => `${'  '.repeat(i % 400)}- line ${i}`).join('\n'),
      'line 1999',
    ],
    // A line of backticks only opens a code block, which holds nothing to show.
    ['30 000 backticks', '`'.repeat(30_000), null],
  ];
  for (const [name, text, shownInTheEnd] of shapes) {
    it(`keeps the window's width for ${name}`, async () => {
      replyWith(() => json({ output: text }));
      const widget = mountChat();
      await openChat(widget);
      await ask(widget);

      expect(Math.max(...parsed)).toBeLessThanOrEqual(RENDER_BUDGET);
      expect(reply(widget).querySelectorAll('*').length).toBeLessThanOrEqual(RENDER_BUDGET / 2);
      expectNoHorizontalOverflow(widget);
      await userEvent.click(showAll(widget)!);
      await expect.poll(() => showAll(widget), { timeout: 120_000 }).toBeNull();
      // The button goes at once; the rest is rendered a slice per frame.
      if (shownInTheEnd !== null) {
        await expect.poll(() => reply(widget).textContent?.includes(shownInTheEnd), { timeout: 120_000 }).toBe(true);
      }
      expectNoHorizontalOverflow(widget);
    }, 300_000);
  }
});
