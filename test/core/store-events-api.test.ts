import { describe, expect, it, vi } from 'vitest';
import { createChatStore } from '../../src/core/store';
import { fakeEnv } from '../helpers/fake-env';

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
    // @ts-expect-error Only the store says a message was received.
    store.reportUiEvent('messageReceived', { id: 'x', sender: 'bot', text: 'fake', createdAt: '' });

    expect(received).not.toHaveBeenCalled();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(arrows).toHaveBeenCalledWith({ key: 'ArrowUp', text: 'oi' });
    expect('emit' in store).toBe(false);
  });
});
