import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ChatMessage } from '../core/messages/messages';

/**
 * The newest messages a list draws at once when many arrive together (a restored
 * conversation): more than a tall window holds, so the first paint shows a full screen.
 */
export const FIRST_PAINT_MESSAGES = 30;
/**
 * The older messages added above per step after that, one step per frame once it has
 * painted, as one group (see `OlderMessages`).
 */
export const OLDER_MESSAGES_PER_STEP = 40;

/**
 * What is drawn of `messages`: from `from` on. Those before `live` were added in steps, in
 * groups of `OLDER_MESSAGES_PER_STEP` counted back from `live`; the rest are drawn one by one.
 */
export type Shown = { messages: readonly ChatMessage[]; from: number; live: number };

/** Where `index` of the previous list is in `messages`: found by id; a removed one's successor takes its place. */
function moved(previous: readonly ChatMessage[], index: number, messages: readonly ChatMessage[]): number {
  const message = previous[index];
  if (message === undefined) return messages.length;
  if (messages[index]?.id === message.id) return index;
  const found = messages.findIndex((candidate) => candidate.id === message.id);
  return found === -1 ? Math.min(index, messages.length) : found;
}

/**
 * What to draw of `messages`, given what was drawn of the list before. Messages added after
 * the first drawn one are drawn at once; messages added before it (a restored history) wait
 * for the steps. At least the newest `FIRST_PAINT_MESSAGES` are always drawn.
 */
export function nextShown(previous: Shown, messages: readonly ChatMessage[]): Shown {
  const newest = Math.max(0, messages.length - FIRST_PAINT_MESSAGES);
  const from = Math.min(moved(previous.messages, previous.from, messages), newest);
  const live = Math.max(from, Math.min(moved(previous.messages, previous.live, messages), newest));
  return { messages, from, live: from === newest ? from : live };
}

/** The groups of older messages drawn so far, oldest first, each keyed by its place counted from `live`; `from`: its first's index. */
export function olderGroups({ messages, from, live }: Shown) {
  const groups: { key: number; from: number; messages: readonly ChatMessage[] }[] = [];
  for (let key = 0, end = live; end > from; key += 1, end -= OLDER_MESSAGES_PER_STEP) {
    const start = Math.max(from, end - OLDER_MESSAGES_PER_STEP);
    groups.unshift({ key, from: start, messages: messages.slice(start, end) });
  }
  return groups;
}

const NOTHING_SHOWN: Shown = { messages: [], from: 0, live: 0 };

/**
 * Draws a long list newest first: the newest at once, the older ones above them a step
 * per frame, after each frame has painted (docs/architecture.md#long-conversations). Each
 * is laid out once, in order; `OlderMessages` then keeps in the DOM only the groups near the
 * view. `keepPlace` runs around each step so the reader's view does not move.
 */
export function useNewestFirst(messages: readonly ChatMessage[], keepPlace: (addOlder: () => void) => void) {
  const [shown, setShown] = useState<Shown>(() => nextShown(NOTHING_SHOWN, messages));
  let current = shown;
  if (shown.messages !== messages) {
    // Derived while rendering, so a new message is drawn in the same render it arrives in.
    current = nextShown(shown, messages);
    setShown(current);
  }
  const { from } = current;

  useEffect(() => {
    if (from === 0) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    // A task after the next frame: the frame paints what is drawn so far first.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() =>
        // Committed at once, so `keepPlace` measures the list before and after the step.
        keepPlace(() =>
          flushSync(() => setShown((now) => ({ ...now, from: Math.max(0, now.from - OLDER_MESSAGES_PER_STEP) }))),
        ),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [from, keepPlace]);

  return { older: olderGroups(current), newer: current.messages.slice(current.live), olderToCome: from };
}
