/**
 * How a conversation is cut into groups (messageGroups.ts): 40 at a time from the first,
 * restored or live alike, each group the same object while its messages do not change.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/core/messages/messages';
import {
  firstPaintMessages,
  GROUP_SIZE,
  GROUPS_PER_STEP,
  groupMessages,
  useOlderAsOneBox,
} from '../../src/ui/messageGroups';

const message = (id: string): ChatMessage => ({
  id,
  type: 'text',
  sender: 'user',
  text: id,
  status: 'sent',
  createdAt: '',
});
const many = (count: number, prefix = 'm') => Array.from({ length: count }, (_, index) => message(`${prefix}${index}`));

describe('grouping a conversation', () => {
  it('cuts it into groups of GROUP_SIZE from the first message, the last one filling up', () => {
    const groups = groupMessages(many(2 * GROUP_SIZE + 3));
    expect(groups.map((group) => [group.key, group.from, group.messages.length])).toEqual([
      ['m0', 0, GROUP_SIZE],
      [`m${GROUP_SIZE}`, GROUP_SIZE, GROUP_SIZE],
      [`m${2 * GROUP_SIZE}`, 2 * GROUP_SIZE, 3],
    ]);
    expect(groupMessages([])).toEqual([]);
  });

  it('keeps the groups whose messages did not change, and gives a message that arrives to the last one', () => {
    const messages = many(GROUP_SIZE + 1);
    const before = groupMessages(messages);
    const after = groupMessages([...messages, message('new')], before);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.messages.map((m) => m.id)).toEqual([`m${GROUP_SIZE}`, 'new']);
    // A live session grows groups like a restored one: the 41st new message starts another.
    const full = [...messages, ...many(GROUP_SIZE - 1, 'live')];
    const grown = groupMessages(full, after);
    expect(grown).toHaveLength(2);
    expect(groupMessages([...full, message('next')], grown).map((group) => group.key)).toEqual([
      'm0',
      `m${GROUP_SIZE}`,
      'next',
    ]);
  });

  it('draws a group again when one of its messages changes (a streamed reply, an edit)', () => {
    const messages = many(GROUP_SIZE * 2);
    const before = groupMessages(messages);
    const edited = [...messages];
    edited[GROUP_SIZE + 5] = { ...messages[GROUP_SIZE + 5]!, text: 'changed' } as ChatMessage;
    const after = groupMessages(edited, before);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('copies only the changed group of a long conversation when a reply streams a chunk', () => {
    const messages = many(50 * GROUP_SIZE);
    const before = groupMessages(messages);
    const chunk = [...messages];
    chunk[chunk.length - 1] = { ...messages.at(-1)!, text: 'more' } as ChatMessage;
    let copies = 0;
    const counted = new Proxy(chunk, {
      get: (target, name, receiver) =>
        name === 'slice'
          ? (...range: [number?, number?]) => ((copies += 1), target.slice(...range))
          : Reflect.get(target, name, receiver),
    });
    const after = groupMessages(counted, before);
    expect(copies).toBe(1);
    expect(after.slice(0, -1).every((group, index) => group === before[index])).toBe(true);
    expect(after.at(-1)!.messages.at(-1)).toBe(chunk.at(-1));
  });

  it('keys groups anew when messages are put before them (a history restored after a message was sent)', () => {
    const pending = [message('sent')];
    const before = groupMessages(pending);
    const after = groupMessages([...many(GROUP_SIZE), ...pending], before);
    expect(after.map((group) => group.key)).toEqual(['m0', 'sent']);
    expect(after[1]).not.toBe(before[0]);
    expect(after[1]!.from).toBe(GROUP_SIZE);
  });
});

describe('giving the older groups their boxes after the first paint', () => {
  it('holds all but the newest as one box, then frees at most GROUPS_PER_STEP groups a step, the newest first', async () => {
    const messages = many(10_000);
    const groups = groupMessages(messages);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const held = useOlderAsOneBox(groups, messages.length);
      seen.push(held.groups);
      return held;
    });
    // The first render: every group older than those holding the newest firstPaintMessages().
    const newest = groups.findIndex(
      (group) => group.from + group.messages.length > messages.length - firstPaintMessages(),
    );
    expect(seen[0]).toBe(newest);
    await waitFor(() => expect(result.current.groups).toBe(0));
    const steps = [...new Set(seen)];
    expect(steps.length).toBeGreaterThan(2);
    for (let step = 1; step < steps.length; step += 1) {
      expect(steps[step - 1]! - steps[step]!).toBeGreaterThan(0);
      expect(steps[step - 1]! - steps[step]!).toBeLessThanOrEqual(GROUPS_PER_STEP);
    }
    // The box stands for the held groups' messages: those before the first group drawn.
    expect(result.current.messages).toBe(0);
  });
});
