/**
 * A long restored conversation (Chromium): the newest messages are drawn at once with the
 * list at the bottom, the groups near the view are drawn above without moving the reader,
 * those never near are never drawn, and only the messages near the view stay in the DOM,
 * each with its place in the conversation.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { firstPaintMessages, GROUP_SIZE } from '../../src/ui/messageGroups';
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
  recordDrawn,
  restored,
  settled,
} from './long-history';

describe('a long restored conversation, in Chromium', () => {
  it('draws the newest first, at the bottom, then only the groups near the view, keeping only those in the DOM', async () => {
    const { widget, release } = await chatWithHistory();
    const record = recordDrawn(widget);
    release();
    await firstPaint(widget);
    // The commit that draws the newest draws only the groups holding the newest, and one box
    // of an estimated height for all the older ones: nothing in it rendered or laid out.
    const newestGroups = Math.ceil(firstPaintMessages() / GROUP_SIZE) + 1;
    expect(record.groupsAtFirstDraw()).toBeGreaterThanOrEqual(1);
    expect(record.groupsAtFirstDraw()).toBeLessThanOrEqual(newestGroups);
    expect(record.boxesAtFirstDraw()).toBeLessThanOrEqual(newestGroups + 1);
    expect(onScreen(widget, NEWEST)).toBe(true);
    expect(atBottom(list(widget))).toBe(true);
    expect(record.messagesAtFirstDraw()).toBeGreaterThanOrEqual(firstPaintMessages());

    // While the groups near the view are drawn above, the view stays at the bottom in every frame.
    for (let frame = 0; frame < 30; frame += 1) {
      expect(atBottom(list(widget))).toBe(true);
      await nextFrame();
    }
    await quiet(widget);
    record.stop();
    expect(atBottom(list(widget))).toBe(true);
    // Then each group has a box of its own, to come in when near.
    expect(list(widget).querySelectorAll('.papo-messages__group').length).toBe(SIZE / GROUP_SIZE);
    // Groups never near the view were never drawn: a few groups' worth of work, not 1 000 messages'.
    expect(record.drawn.size).toBeLessThan(SIZE / 10);
    expect(record.drawn.has(0)).toBe(false);
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

  it('keeps a reader who scrolled up at the same message while the groups above are drawn', async () => {
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

  it('draws a message sent in the commit that first draws the history last, at the bottom', async () => {
    const { widget, textarea, release } = await chatWithHistory();
    await userEvent.fill(textarea, 'Pergunta nova');
    release();
    // Sent in the very commit that first draws the history.
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!restored(widget).some((m) => m.textContent?.includes(NEWEST))) return;
        observer.disconnect();
        textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        resolve();
      });
      observer.observe(widget.root, { childList: true, subtree: true });
    });
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
