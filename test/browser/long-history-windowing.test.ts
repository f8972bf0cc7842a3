/**
 * What keeps working when only the messages near the view are in the DOM (Chromium): the
 * listeners and what React keeps of far-off messages do not grow with the conversation, the
 * reader's place holds while far-off groups come back, a focused button stays, Tab walks the
 * messages, new replies are announced, and messages sent in a long live session join groups
 * that leave the DOM too.
 */
import { describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import {
  NEWEST,
  SIZE,
  atBottom,
  chatWithHistory,
  firstInView,
  indexOf,
  list,
  nextFrame,
  onScreen,
  quiet,
  restored,
  settled,
} from './long-history';
import { mountChat, openChat, stubWebhook, type Widget } from './harness';

/** Every JS event listener on the list and inside it, as Chromium's DevTools count them. */
async function listenersIn(element: HTMLElement): Promise<number> {
  (window as unknown as { listToCount?: HTMLElement }).listToCount = element;
  const session = cdp();
  // The tests run in a frame of the page CDP talks to: the element is found through it.
  const { result } = await session.send('Runtime.evaluate', {
    expression: `[...document.querySelectorAll('iframe')].map((f) => { try { return f.contentWindow.listToCount } catch { return undefined } }).find(Boolean)`,
  });
  const { listeners } = await session.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId!,
    depth: -1,
    pierce: true,
  });
  return listeners.length;
}

type Fiber = { deletions: unknown[] | null; memoizedProps: { children?: unknown }; alternate: Fiber | null };

/**
 * What React still holds of a far-off group's messages on its box's two fibers: the children
 * it deleted (kept until the box renders twice more) and the elements of its previous props.
 * React's internals, read only to count them.
 */
function keptByBox(box: Element): number {
  const key = Object.keys(box).find((name) => name.startsWith('__reactFiber$'))!;
  const fiber = (box as unknown as Record<string, Fiber>)[key]!;
  return [fiber, fiber.alternate].reduce((sum, each) => {
    const children = each?.memoizedProps.children;
    const elements = Array.isArray(children) ? children.length : children ? 1 : 0;
    return sum + (each?.deletions?.length ?? 0) + elements;
  }, 0);
}

/** A restored chat of SIZE messages, every older step done and the list still. */
async function settledChat() {
  const chat = await chatWithHistory();
  chat.release();
  await expect.poll(() => settled(chat.widget)).toBe(true);
  await quiet(chat.widget);
  return chat;
}

/** Sets the list's scroll position and waits until the groups around it have come or gone. */
async function scrollTo(widget: Widget, top: number) {
  list(widget).scrollTop = top;
  await quiet(widget);
}

describe('a long conversation with only the messages near the view in the DOM', () => {
  it('has listeners that do not grow with the messages: none per message or button', async () => {
    const { widget } = await settledChat();
    // Every bubble shows Copy (and 👍/👎 would): React gives an element with onClick an
    // `onclick` of its own; a reply's buttons use capture and add none.
    expect(widget.messages('bot').length).toBeGreaterThan(10);
    expect(await listenersIn(list(widget))).toBe(0);
    await scrollTo(widget, list(widget).scrollHeight / 2);
    expect(restored(widget).length).toBeGreaterThan(10);
    expect(await listenersIn(list(widget))).toBe(0);
  });

  it('keeps no far-off message alive in React once its group leaves the DOM: one element per group', async () => {
    const { widget } = await settledChat();
    const view = list(widget);
    const groups = () => [...widget.root.querySelectorAll('.papo-messages__group')];
    // Forty screens up and back: the groups passed come into the DOM and, far off again, leave.
    const drawn = new Set(groups().filter((group) => group.firstChild));
    for (let screen = 1; screen <= 40; screen += 1) {
      await scrollTo(widget, view.scrollTop - view.clientHeight);
      for (const group of groups()) if (group.firstChild) drawn.add(group);
    }
    await scrollTo(widget, view.scrollHeight);
    const left = [...drawn].filter((group) => !group.firstChild);
    expect(left.length).toBeGreaterThanOrEqual(3);
    // One deleted child and one element of the props before, not one per message.
    for (const group of left) expect(keptByBox(group)).toBeLessThanOrEqual(2);
  });

  it('keeps the reading place while groups come in, and the list height once they were laid out', async () => {
    const { widget } = await settledChat();
    const view = list(widget);
    const start = view.scrollHeight;
    for (const top of [start * 0.6, start * 0.3, start * 0.1, view.clientHeight]) {
      await scrollTo(widget, top);
      // One screen up and back, twice: the first time groups never laid out may come in
      // and correct their estimated height, the second time they come back at the height
      // they were laid out at. Either way the message read stays where it is.
      const heights: number[] = [];
      for (const round of [1, 2]) {
        const reading = firstInView(widget);
        const offset = reading.getBoundingClientRect().top - view.getBoundingClientRect().top;
        view.scrollTop -= view.clientHeight;
        await quiet(widget);
        view.scrollTop += view.clientHeight;
        await quiet(widget);
        expect(reading.isConnected, `round ${round}`).toBe(true);
        expect(Math.abs(reading.getBoundingClientRect().top - view.getBoundingClientRect().top - offset)).toBeLessThan(
          2,
        );
        heights.push(view.scrollHeight);
      }
      expect(heights[1]).toBe(heights[0]);
    }
  });

  it('goes to the newest message with End at once, in the next frame, and to the first with Home', async () => {
    const { widget } = await settledChat();
    const view = list(widget);
    view.focus();
    // The browser's smooth scroll would take frames, and stop short wherever far-off groups
    // laid out on the way turned out taller than they stood.
    await userEvent.keyboard('{Home}');
    await nextFrame();
    expect(onScreen(widget, 'Mensagem 0 ')).toBe(true);
    await quiet(widget);
    await userEvent.keyboard('{End}');
    await nextFrame();
    expect(atBottom(view)).toBe(true);
    await quiet(widget);
    expect(onScreen(widget, NEWEST)).toBe(true);
    expect(atBottom(view)).toBe(true);
  });

  it('keeps a focused button in the DOM when it is scrolled far off, and Tab goes on to the next message', async () => {
    const { widget } = await settledChat();
    const view = list(widget);
    await scrollTo(widget, view.scrollHeight / 2);
    const message = restored(widget).find(
      (m) => m.querySelector('.papo-actions__copy') && m.getBoundingClientRect().top > view.getBoundingClientRect().top,
    )!;
    const copy = message.querySelector<HTMLButtonElement>('.papo-actions__copy')!;
    copy.focus();
    await scrollTo(widget, 0);
    expect(restored(widget).map(indexOf)).toContain(0);
    expect(copy.isConnected).toBe(true);
    expect(widget.focused()).toBe(copy);

    await userEvent.tab();
    const next = widget.focused()!.closest('.papo-message')!;
    expect(indexOf(next)).toBeGreaterThan(indexOf(message));
    expect(Number(next.getAttribute('aria-posinset'))).toBe(indexOf(next) + 2);
  });

  it('announces a new reply and follows it to the bottom', async () => {
    const { widget, textarea } = await settledChat();
    await scrollTo(widget, 0);
    await userEvent.fill(textarea, 'Mais uma pergunta');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.liveRegion()!.textContent).toContain('Resposta nova');
    await expect.poll(() => atBottom(list(widget))).toBe(true);
    expect(widget.messages('bot').at(-1)!.getAttribute('aria-setsize')).toBe(String(SIZE + 3));
  });

  it('puts the messages of a long live session in groups too: the DOM holds a bounded number', async () => {
    stubWebhook();
    // One greeting: the session's messages are the 2nd to the 201st.
    const widget = mountChat({ initialMessages: ['Olá'] });
    await openChat(widget);
    const sends = 100;
    for (let index = 0; index < sends; index += 1) {
      await widget.instance.sendMessage(`Pergunta ${index}`);
      await expect.poll(() => widget.root.textContent).toContain(`Eco: Pergunta ${index}`);
    }
    await quiet(widget);
    const inDom = () =>
      [...widget.root.querySelectorAll<HTMLElement>('.papo-message')].filter((m) =>
        m.textContent?.includes('Pergunta'),
      );
    // 200 messages: the complete groups far above the view left the DOM.
    expect(inDom().length).toBeLessThanOrEqual(120);
    expect(inDom().at(-1)!.textContent).toContain(`Eco: Pergunta ${sends - 1}`);
    expect(inDom().at(-1)!.getAttribute('aria-posinset')).toBe(String(2 * sends + 1));
    expect(inDom()[0]!.textContent).not.toContain('Pergunta 0');
    // Scrolled to the top, the first ones are back, in their place.
    await scrollTo(widget, 0);
    expect(inDom()[0]!.textContent).toContain('Pergunta 0');
    expect(inDom()[0]!.getAttribute('aria-posinset')).toBe('2');
    expect(inDom().length).toBeLessThanOrEqual(120);
  });
});
