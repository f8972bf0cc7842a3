/**
 * A long restored conversation (Chromium): the newest messages are drawn at once with the
 * list at the bottom, the older ones are added above without moving the reader, and in
 * the end every message is in the DOM, in order, for find-in-page and screen readers.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json, storedHistory } from '../helpers/fake-webhook.mjs';
import { FIRST_PAINT_MESSAGES } from '../../src/ui/useNewestFirst';
import { deferred, mountChat, openChat, stubWebhook, type Widget } from './harness';

const SIZE = 1000;
/** Distinct, ordered texts: "Mensagem 0 …" is the oldest, "Mensagem 999 …" the newest. */
const history = Array.from({ length: SIZE }, (_, index) => ({
  sender: index % 2 === 0 ? ('user' as const) : ('bot' as const),
  text: `Mensagem ${index} **de** um histórico longo, com texto bastante para ocupar uma linha ou duas.`,
}));
const NEWEST = `Mensagem ${SIZE - 1} `;

const restored = (widget: Widget) =>
  [...widget.root.querySelectorAll<HTMLElement>('.papo-message')].filter((m) => m.textContent?.includes('Mensagem'));
const list = (widget: Widget) => widget.root.querySelector<HTMLElement>('.papo-messages')!;
const atBottom = (element: HTMLElement) => element.scrollHeight - element.clientHeight - element.scrollTop <= 1;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The message holding `text` is inside the list's visible box. */
function onScreen(widget: Widget, text: string) {
  const message = restored(widget).find((m) => m.textContent?.includes(text));
  if (!message) return false;
  const box = message.getBoundingClientRect();
  const view = list(widget).getBoundingClientRect();
  return box.height > 0 && box.bottom > view.top && box.top < view.bottom;
}

/** Opens a chat whose history arrives when the returned `release` is called. */
async function chatWithHistory() {
  const gate = deferred<void>();
  stubWebhook(async (call) => {
    if (call.payload.action !== 'loadPreviousSession') return json({ output: 'Resposta nova' });
    await gate.promise;
    return json(storedHistory(history));
  });
  const widget = mountChat();
  const textarea = await openChat(widget);
  return { widget, textarea, release: gate.resolve };
}

/** Resolves in the first frame after the one that first drew the newest message. */
async function firstPaint(widget: Widget) {
  while (!restored(widget).some((m) => m.textContent?.includes(NEWEST))) await nextFrame();
  await nextFrame();
}

describe('a long restored conversation, in Chromium', () => {
  it('draws the newest first, at the bottom, then every message in order', async () => {
    const { widget, release } = await chatWithHistory();
    release();
    await firstPaint(widget);
    // At first paint: the newest on screen, the list at the bottom, the older still to come.
    expect(onScreen(widget, NEWEST)).toBe(true);
    expect(atBottom(list(widget))).toBe(true);
    expect(restored(widget).length).toBeLessThan(SIZE);
    expect(restored(widget).length).toBeGreaterThanOrEqual(FIRST_PAINT_MESSAGES);
    expect(list(widget).getAttribute('aria-busy')).toBe('true');

    // While the older ones are added above, the view stays at the bottom in every frame.
    while (restored(widget).length < SIZE) {
      expect(atBottom(list(widget))).toBe(true);
      await nextFrame();
    }
    const texts = restored(widget).map((m) => /Mensagem (\d+) /.exec(m.textContent ?? '')?.[1]);
    expect(texts).toEqual(history.map((_, index) => String(index)));
    expect(list(widget).hasAttribute('aria-busy')).toBe(false);
    expect(atBottom(list(widget))).toBe(true);
    // The restored history is not read out: only new replies are announced.
    expect(widget.liveRegion()!.textContent).toBe('');
  });

  it('keeps a reader who scrolled up at the same message while older ones are added', async () => {
    const { widget, release } = await chatWithHistory();
    release();
    await firstPaint(widget);
    const view = list(widget);
    view.scrollTop -= 300;
    const reading = restored(widget).find(
      (m) => m.getBoundingClientRect().top >= view.getBoundingClientRect().top && m.textContent?.includes('Mensagem'),
    )!;
    const offset = () => reading.getBoundingClientRect().top - view.getBoundingClientRect().top;
    const before = offset();
    await expect.poll(() => restored(widget).length).toBe(SIZE);
    // Within the rounding of a scroll position to whole pixels.
    expect(Math.abs(offset() - before)).toBeLessThan(2);
  });

  it('finds the oldest message with find-in-page and scrolls to the top with the keyboard', async () => {
    const { widget, release } = await chatWithHistory();
    release();
    await expect.poll(() => restored(widget).length).toBe(SIZE);
    // Find-in-page (window.find is Chromium's) reaches a message far off screen.
    const find = (text: string) => {
      window.getSelection()!.removeAllRanges();
      return (window as unknown as { find: (text: string) => boolean }).find(text);
    };
    expect(find(NEWEST)).toBe(true);
    expect(find('Mensagem 0 ')).toBe(true);
    expect(find('Mensagem 1000 ')).toBe(false);

    list(widget).focus();
    await userEvent.keyboard('{Home}');
    await expect.poll(() => onScreen(widget, 'Mensagem 0 ')).toBe(true);
    await userEvent.keyboard('{End}');
    await expect.poll(() => onScreen(widget, NEWEST)).toBe(true);
  });

  it('draws a message sent while older ones are still being added, last, at the bottom', async () => {
    const { widget, textarea, release } = await chatWithHistory();
    await userEvent.fill(textarea, 'Pergunta nova');
    release();
    // Sent in the very commit that first draws the history, so older ones are surely still to come.
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!restored(widget).some((m) => m.textContent?.includes(NEWEST))) return;
        observer.disconnect();
        textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        resolve();
      });
      observer.observe(widget.root, { childList: true, subtree: true });
    });
    expect(restored(widget).length).toBeLessThan(SIZE);
    await expect.poll(() => widget.messages('user').at(-1)?.textContent).toContain('Pergunta nova');
    await expect.poll(() => restored(widget).length).toBe(SIZE);
    const all = [...widget.root.querySelectorAll('.papo-message')].map((m) => m.textContent ?? '');
    expect(all.findIndex((text) => text.includes('Pergunta nova'))).toBeGreaterThan(
      all.findIndex((text) => text.includes(NEWEST)),
    );
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent).toContain('Resposta nova');
    await expect.poll(() => atBottom(list(widget))).toBe(true);
  });
});
