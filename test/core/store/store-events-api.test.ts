import { describe, expect, it, vi } from 'vitest';
import { createChatStore } from '../../../src/core/store/store';
import { fakeEnv } from '../../helpers/fake-env';

describe('who may emit the chat’s events', () => {
  it('lets a UI report the visitor’s use of it, and nothing else', () => {
    const store = createChatStore({ loadPreviousSession: false }, fakeEnv().env);
    const scrolled = vi.fn();
    const arrows = vi.fn();
    const received = vi.fn();
    store.on('messageReceived', received);
    store.on('scrollToBottom', scrolled);
    store.on('arrowKeyDown', arrows);

    store.reportUiEvent('scrollToBottom');
    store.reportUiEvent('arrowKeyDown', { key: 'ArrowUp', text: 'oi' });
    // Only the store says a message was received: another name throws, naming the two.
    expect(() =>
      // @ts-expect-error Not a UI event.
      store.reportUiEvent('messageReceived', { id: 'x', sender: 'bot', text: 'fake', createdAt: '' }),
    ).toThrow(
      'reportUiEvent(name, payload?): "name" must be "arrowKeyDown" or "scrollToBottom", got "messageReceived"',
    );

    expect(received).not.toHaveBeenCalled();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(arrows).toHaveBeenCalledWith({ key: 'ArrowUp', text: 'oi' });
    expect('emit' in store).toBe(false);
  });
});
