import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { ChatStore } from '../core/store/store';

/**
 * Keeps the conversation at its newest message when `changed` does (a message added, the
 * reply growing, waiting or not) while the window is `open`, and when the list is resized;
 * says so with the `scrollToBottom` UI event (docs/decisions.md#screens).
 */
export function useFollowNewest(
  list: RefObject<HTMLElement | null>,
  store: ChatStore,
  open: boolean,
  changed: unknown[],
) {
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !open) return;
    // At the next frame, before it paints: reading scrollHeight here, at once, forced a
    // layout of the whole list for every streamed chunk, several per frame (bench row 5).
    const frame = requestAnimationFrame(() => {
      element.scrollTop = element.scrollHeight;
      store.reportUiEvent('scrollToBottom');
    });
    return () => cancelAnimationFrame(frame);
  }, [list, store, open, ...changed]);

  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
}
