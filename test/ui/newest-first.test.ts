/**
 * Which part of a long list is drawn (useNewestFirst): the newest at once, older ones in
 * steps, and what happens to that when messages are added, prepended or removed.
 */
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/core/messages/messages';
import {
  FIRST_PAINT_MESSAGES,
  nextShown,
  olderGroups,
  OLDER_MESSAGES_PER_STEP,
  type Shown,
} from '../../src/ui/useNewestFirst';

const message = (id: string): ChatMessage => ({
  id,
  type: 'text',
  sender: 'user',
  text: id,
  status: 'sent',
  createdAt: '',
});
const many = (count: number, prefix = 'm') => Array.from({ length: count }, (_, index) => message(`${prefix}${index}`));
const nothing: Shown = { messages: [], from: 0, live: 0 };
const step = (shown: Shown): Shown => ({ ...shown, from: Math.max(0, shown.from - OLDER_MESSAGES_PER_STEP) });

describe('drawing a long list newest first', () => {
  it('draws a restored history from its newest messages', () => {
    const history = many(1000);
    const shown = nextShown(nothing, history);
    expect(shown.from).toBe(1000 - FIRST_PAINT_MESSAGES);
    expect(shown.live).toBe(shown.from);
    expect(olderGroups(shown)).toEqual([]);
  });

  it('draws a short list, and each new message, at once', () => {
    let shown = nextShown(nothing, many(3));
    expect(shown.from).toBe(0);
    shown = nextShown(shown, [...shown.messages, message('new')]);
    expect(shown).toMatchObject({ from: 0, live: 0 });
  });

  it('adds older messages in groups counted back from the first drawn, which keep their keys', () => {
    let shown = step(nextShown(nothing, many(100)));
    const first = olderGroups(shown);
    expect(first.map((group) => group.key)).toEqual([0]);
    expect(first[0]!.messages.map((m) => m.id)).toEqual(
      many(70)
        .slice(30)
        .map((m) => m.id),
    );
    shown = step(shown);
    const groups = olderGroups(shown);
    expect(shown.from).toBe(0);
    expect(groups.map((group) => group.key)).toEqual([1, 0]);
    expect(groups.flatMap((group) => group.messages)).toEqual(shown.messages.slice(0, 70));
  });

  it('draws a message sent while older ones are still to come, after the newest', () => {
    const shown = step(nextShown(nothing, many(1000)));
    const next = nextShown(shown, [...shown.messages, message('sent')]);
    expect(next).toMatchObject({ from: shown.from, live: shown.live });
    expect(next.messages.slice(next.live).at(-1)!.id).toBe('sent');
  });

  it('keeps what the visitor sent drawn when the history arrives before it', () => {
    const pending = nextShown(nothing, [message('sent')]);
    const next = nextShown(pending, [...many(1000), message('sent')]);
    expect(next.from).toBe(1001 - FIRST_PAINT_MESSAGES);
    expect(next.messages.slice(next.live).at(-1)!.id).toBe('sent');
  });

  it('starts over when the list is replaced (a new session)', () => {
    const shown = step(nextShown(nothing, many(1000)));
    expect(nextShown(shown, [message('fresh')])).toMatchObject({ from: 0, live: 0 });
    expect(nextShown(shown, [])).toMatchObject({ from: 0, live: 0 });
  });
});
