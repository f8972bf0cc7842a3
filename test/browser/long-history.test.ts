/**
 * A long restored conversation (Chromium): the newest messages are drawn at once with the
 * list at the bottom, the older ones are added above without moving the reader, and only
 * the messages near the view stay in the DOM, each with its place in the conversation.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { FIRST_PAINT_MESSAGES } from '../../src/ui/useNewestFirst';
import {
  SIZE,
  NEWEST,
  atBottom,
  chatWithHistory,
  firstInView,
  firstPaint,
  indexOf,
  list,
  nextFrame,
  onScreen,
  quiet,
  restored,
  settled,
} from './long-history';

describe('a long restored conversation, in Chromium', () => {
  it('draws the newest first, at the bottom, then places every message, keeping only those near the view', async () => {
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
    while (!settled(widget)) {
      expect(atBottom(list(widget))).toBe(true);
      await nextFrame();
    }
    await quiet(widget);
    expect(atBottom(list(widget))).toBe(true);
    // Far-off messages are out of the DOM: a screen's worth and its neighbours stay.
    const inDom = restored(widget);
    expect(inDom.length).toBeLessThan(150);
    // Those in it are the newest, in order, each saying its place among all (the greeting is 1st).
    const indexes = inDom.map(indexOf);
    expect(indexes).toEqual(indexes.map((_, at) => SIZE - inDom.length + at));
    expect(
      inDom.map((m) => [m.getAttribute('role'), m.getAttribute('aria-posinset'), m.getAttribute('aria-setsize')]),
    ).toEqual(indexes.map((index) => ['listitem', String(index + 2), String(SIZE + 1)]));
    expect(inDom[0]!.closest('[role="list"]')).toBe(list(widget).querySelector('.papo-messages__list'));
    // The restored history is not read out: only new replies are announced.
    expect(widget.liveRegion()!.textContent).toBe('');
  });

  it('keeps a reader who scrolled up at the same message while older ones are added', async () => {
    const { widget, release } = await chatWithHistory();
    release();
    await firstPaint(widget);
    const view = list(widget);
    view.scrollTop -= 300;
    const reading = firstInView(widget);
    const offset = () => reading.getBoundingClientRect().top - view.getBoundingClientRect().top;
    const before = offset();
    await expect.poll(() => settled(widget)).toBe(true);
    await quiet(widget);
    // Within the rounding of a scroll position to whole pixels.
    expect(reading.isConnected).toBe(true);
    expect(Math.abs(offset() - before)).toBeLessThan(2);
  });

  it('finds what is near the view with find-in-page and scrolls to the top with the keyboard', async () => {
    const { widget, release } = await chatWithHistory();
    release();
    await expect.poll(() => settled(widget)).toBe(true);
    // Find-in-page (window.find is Chromium's) reaches what is on screen, not what is far off.
    const find = (text: string) => {
      window.getSelection()!.removeAllRanges();
      return (window as unknown as { find: (text: string) => boolean }).find(text);
    };
    expect(find(NEWEST)).toBe(true);
    expect(find('Mensagem 0 ')).toBe(false);

    list(widget).focus();
    await userEvent.keyboard('{Home}');
    await expect.poll(() => onScreen(widget, 'Mensagem 0 ')).toBe(true);
    expect(find('Mensagem 0 ')).toBe(true);
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
    expect(settled(widget)).toBe(false);
    await expect.poll(() => widget.messages('user').at(-1)?.textContent).toContain('Pergunta nova');
    await expect.poll(() => settled(widget)).toBe(true);
    const all = [...widget.root.querySelectorAll('.papo-message')].map((m) => m.textContent ?? '');
    expect(all.findIndex((text) => text.includes('Pergunta nova'))).toBeGreaterThan(
      all.findIndex((text) => text.includes(NEWEST)),
    );
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent).toContain('Resposta nova');
    await expect.poll(() => atBottom(list(widget))).toBe(true);
  });
});
