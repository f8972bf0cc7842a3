import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage } from '../core/messages/messages';

/**
 * Messages per group: the unit that leaves the DOM when far off and comes back when near
 * (docs/architecture.md#long-conversations). One box and one observed element per 20: fewer
 * messages in the DOM at the bottom than 40 were, and half the work when a group comes near.
 */
export const GROUP_SIZE = 20;
/**
 * The fewest of the newest messages drawn when the list is first drawn: the groups holding
 * them start with their messages in; the others start as boxes of an estimated height until
 * they come near the view. Each message drawn then is markdown rendered and laid out before
 * the first paint (at 10 000 restored, 30 cost about 30 ms more than 20).
 */
export const FIRST_PAINT_MESSAGES = 20;
/** Less than the height of a one-line message, its padding, its time row and the gap below it (92 px measured). */
const SHORTEST_MESSAGE_PX = 60;

/**
 * The newest messages drawn when the list is first drawn: enough one-line messages to fill
 * a window as tall as the page, so that no box of an estimated height shows at its top.
 */
export const firstPaintMessages = () =>
  Math.max(FIRST_PAINT_MESSAGES, Math.ceil((globalThis.innerHeight || 0) / SHORTEST_MESSAGE_PX));

/** A group: its messages (the same array while none of them changed), keyed by its first message's id. */
export type MessageGroup = { key: string; from: number; messages: readonly ChatMessage[] };

/** `group` holds `messages[from..end)`, each the same object: read in place, nothing copied. */
const holds = (group: MessageGroup, messages: readonly ChatMessage[], from: number, end: number) =>
  group.from === from &&
  group.messages.length === end - from &&
  group.messages.every((message, index) => message === messages[from + index]);

/**
 * `messages` in groups of `GROUP_SIZE` counted from the first, restored or sent in this
 * session alike: the last one fills up as messages arrive. A group whose messages did not
 * change is the one `previous` had at its place, so a memoised group draws nothing again; a
 * streamed chunk copies only the last group's messages, not every group's.
 */
export function groupMessages(messages: readonly ChatMessage[], previous: readonly MessageGroup[] = []) {
  const groups: MessageGroup[] = [];
  for (let from = 0; from < messages.length; from += GROUP_SIZE) {
    const end = Math.min(from + GROUP_SIZE, messages.length);
    const kept = previous[from / GROUP_SIZE];
    groups.push(
      kept && holds(kept, messages, from, end)
        ? kept
        : { key: messages[from]!.id, from, messages: messages.slice(from, end) },
    );
  }
  return groups;
}

/** `messages` in groups, each group the same object while its messages do not change. */
export function useMessageGroups(messages: readonly ChatMessage[]) {
  const previous = useRef<readonly MessageGroup[]>([]);
  const groups = useMemo(() => groupMessages(messages, previous.current), [messages]);
  previous.current = groups;
  return groups;
}

/**
 * Groups given a box of their own per step after the first paint, the newest first: the
 * 500 boxes and observers of 10 000 messages mounted in one commit made one long frame.
 */
export const GROUPS_PER_STEP = 100;

/**
 * How many of `groups` (the oldest) stand as one box for now: until the first paint of a
 * long list is done, every group but those holding the newest `firstPaintMessages()`, so
 * that paint does not wait for hundreds of boxes to be mounted; then, from the next task
 * after each frame, `GROUPS_PER_STEP` fewer, until none. Counted in messages too, for the
 * box's height.
 */
export function useOlderAsOneBox(groups: readonly MessageGroup[], total: number) {
  // The most groups that may still stand as one box: all of them until the first step.
  const [limit, setLimit] = useState(Infinity);
  const newest = groups.findIndex((group) => group.from + group.messages.length > total - firstPaintMessages());
  const held = Math.min(limit, Math.max(0, newest));
  useEffect(() => {
    if (held === 0) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (task = setTimeout(() => setLimit(Math.max(0, held - GROUPS_PER_STEP)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [held]);
  return { groups: held, messages: held && groups[held]!.from };
}
