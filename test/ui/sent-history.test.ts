/**
 * Up/Down through what the visitor sent (useSentHistory.ts): the messages are read on a key
 * press, not on each render, so typing in a restored conversation of 10 000 messages does
 * not go through them all at each key (docs/performance.md#long-conversations).
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/core/messages/messages';
import { useSentHistory } from '../../src/ui/useSentHistory';

const sent = (text: string): ChatMessage => ({
  id: text,
  type: 'text',
  sender: 'user',
  text,
  status: 'sent',
  createdAt: '',
});

/** `messages`, counting how many times any of them is read. */
function counted(messages: ChatMessage[]) {
  const reads = { count: 0 };
  const list = new Proxy(messages, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads };
}

describe('walking through what was sent', () => {
  it('reads no message while rendering, however often, and finds the sent ones on a key press', () => {
    const { list, reads } = counted(Array.from({ length: 1000 }, (_, index) => sent(`m${index}`)));
    const { result, rerender } = renderHook(() => useSentHistory(list));
    for (let key = 0; key < 5; key += 1) rerender();
    expect(reads.count).toBe(0);
    expect(result.current.move('back', 'draft')).toBe('m999');
    expect(result.current.move('back', '')).toBe('m998');
    expect(result.current.move('forward', '')).toBe('m999');
    expect(result.current.move('forward', '')).toBe('draft');
  });
});
