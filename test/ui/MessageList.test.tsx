import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../src/core/i18n/i18n';
import { MessageList } from '../../src/ui/MessageList';
import { json, ndjson, streamResponse } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

/** Animation frames that run only when the test says so. */
function manualFrames() {
  const pending = new Map<number, FrameRequestCallback>();
  let lastId = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending.set(++lastId, callback);
    return lastId;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void pending.delete(id));
  return {
    run() {
      const callbacks = [...pending.values()];
      pending.clear();
      act(() => callbacks.forEach((callback) => callback(performance.now())));
    },
  };
}

/** The list, with a scroll height the test can count reads of (each one forces a layout). */
function measuredList() {
  const list = screen.getByRole('region', { name: en.messageList });
  let reads = 0;
  Object.defineProperty(list, 'scrollHeight', {
    configurable: true,
    get: () => {
      reads += 1;
      return 5000;
    },
  });
  return { list, reads: () => reads };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MessageList follows the newest message', () => {
  it('scrolls to the bottom in the next frame after a reply, and says so', async () => {
    const frames = manualFrames();
    const { store } = renderChat(<MessageList />, { handler: () => json({ output: 'pronto' }) });
    const { list } = measuredList();
    const scrolled = vi.fn();
    store.on('scrollToBottom', scrolled);
    frames.run();
    list.scrollTop = 0;
    scrolled.mockClear();

    await act(() => store.sendMessage('oi'));
    frames.run();
    expect(list.scrollTop).toBe(5000);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('measures the list once per frame however many streamed chunks arrive in it', async () => {
    const frames = manualFrames();
    const meta = { nodeId: 'a', runIndex: 0 };
    const chunks = Array.from({ length: 20 }, (_, index) => ({ type: 'item', content: `${index} `, metadata: meta }));
    const { store } = renderChat(<MessageList />, {
      options: { enableStreaming: true },
      handler: () => streamResponse(ndjson(...chunks, { type: 'end', metadata: meta })),
    });
    const { list, reads } = measuredList();
    frames.run();
    const before = reads();

    await act(() => store.sendMessage('oi'));
    // Every chunk re-rendered the list, and no frame has run yet: nothing was measured.
    expect(reads()).toBe(before);
    frames.run();
    expect(reads()).toBe(before + 1);
    expect(list.scrollTop).toBe(5000);
    expect(list.textContent).toContain('19');
  });
});
