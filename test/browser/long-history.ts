/** A restored conversation of 1 000 messages and what the long-history tests look at. */
import { json, storedHistory } from '../helpers/fake-webhook.mjs';
import { deferred, mountChat, openChat, stubWebhook, type Widget } from './harness';

export const SIZE = 1000;
/** Distinct, ordered texts: "Mensagem 0 …" is the oldest, "Mensagem 999 …" the newest. */
export const history = Array.from({ length: SIZE }, (_, index) => ({
  sender: index % 2 === 0 ? ('user' as const) : ('bot' as const),
  text: `Mensagem ${index} **de** um histórico longo, com texto bastante para ocupar uma linha ou duas.`,
}));
export const NEWEST = `Mensagem ${SIZE - 1} `;

/** The restored messages in the DOM, in DOM order. */
export const restored = (widget: Widget) =>
  [...widget.root.querySelectorAll<HTMLElement>('.papo-message')].filter((m) => m.textContent?.includes('Mensagem'));
/** The number in "Mensagem N …": the message's index in `history`. */
export const indexOf = (message: Element) => Number(/Mensagem (\d+) /.exec(message.textContent ?? '')?.[1]);
export const list = (widget: Widget) => widget.root.querySelector<HTMLElement>('.papo-messages')!;
export const atBottom = (element: HTMLElement) => element.scrollHeight - element.clientHeight - element.scrollTop <= 1;
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** The history is drawn: its newest message is in the list. */
export const settled = (widget: Widget) => restored(widget).some((m) => m.textContent?.includes(NEWEST));

/** The message holding `text` is inside the list's visible box. */
export function onScreen(widget: Widget, text: string) {
  const message = restored(widget).find((m) => m.textContent?.includes(text));
  if (!message) return false;
  const box = message.getBoundingClientRect();
  const view = list(widget).getBoundingClientRect();
  return box.height > 0 && box.bottom > view.top && box.top < view.bottom;
}

/** The first restored message whose top is inside the list's visible box. */
export function firstInView(widget: Widget) {
  const top = list(widget).getBoundingClientRect().top;
  return restored(widget).find((m) => m.getBoundingClientRect().top >= top)!;
}

/** Opens a chat whose history arrives when the returned `release` is called. */
export async function chatWithHistory(reply = 'Resposta nova') {
  const gate = deferred<void>();
  stubWebhook(async (call) => {
    if (call.payload.action !== 'loadPreviousSession') return json({ output: reply });
    await gate.promise;
    return json(storedHistory(history));
  });
  // One greeting: the history's messages are the 2nd to the 1 001st.
  const widget = mountChat({ initialMessages: ['Olá'] });
  const textarea = await openChat(widget);
  return { widget, textarea, release: gate.resolve };
}

/**
 * Records every restored message that enters the DOM from now on (their indexes), and, in
 * the very commit that first draws the newest one, the groups holding messages, the boxes and
 * the messages drawn (before the observer of the view can send far-off groups away).
 */
export function recordDrawn(widget: Widget) {
  const drawn = new Set<number>();
  let groupsAtFirstDraw: number | null = null;
  let boxesAtFirstDraw: number | null = null;
  let messagesAtFirstDraw: number | null = null;
  const observer = new MutationObserver(() => {
    for (const message of restored(widget)) drawn.add(indexOf(message));
    if (groupsAtFirstDraw !== null || !drawn.has(SIZE - 1)) return;
    const groups = [...list(widget).querySelectorAll('.papo-messages__group')];
    groupsAtFirstDraw = groups.filter((group) => group.querySelector('.papo-message')).length;
    boxesAtFirstDraw = groups.length;
    messagesAtFirstDraw = restored(widget).length;
  });
  observer.observe(widget.root, { childList: true, subtree: true });
  return {
    drawn,
    groupsAtFirstDraw: () => groupsAtFirstDraw,
    boxesAtFirstDraw: () => boxesAtFirstDraw,
    messagesAtFirstDraw: () => messagesAtFirstDraw,
    stop: () => observer.disconnect(),
  };
}

/** Resolves in the first frame after the one that first drew the newest message. */
export async function firstPaint(widget: Widget) {
  while (!restored(widget).some((m) => m.textContent?.includes(NEWEST))) await nextFrame();
  await nextFrame();
}

/** Resolves once `frames` frames in a row passed without a change in the list's DOM. */
export async function quiet(widget: Widget, frames = 5) {
  let changed = true;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(list(widget), { childList: true, subtree: true, attributes: true });
  for (let still = 0; still < frames; still = changed ? 0 : still + 1) {
    changed = false;
    await nextFrame();
  }
  observer.disconnect();
}
