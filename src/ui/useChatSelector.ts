/**
 * `useChatSelector(store, selector, isEqual?)`: a component reads the part of a chat's state
 * it shows and re-renders only when that part changes (by `Object.is`, or `isEqual`), as
 * Zustand's `useStore(api, selector)` does. Built on React's useSyncExternalStore; the
 * selection is kept from one call to the next, so a selector that builds an object (with an
 * `isEqual` that compares it) does not make React render again and again.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ChatState, ChatStore } from '../core/store/store';

export function useChatSelector<Selected>(
  store: Pick<ChatStore, 'subscribe' | 'getSnapshot'>,
  selector: (state: ChatState) => Selected,
  isEqual: (previous: Selected, next: Selected) => boolean = Object.is,
): Selected {
  // The selection React last rendered: an inline selector (new each render) still keeps it.
  const rendered = useRef<{ value: Selected } | null>(null);
  const select = useMemo(() => {
    let memo: { state: ChatState; value: Selected } | null = null;
    return () => {
      const state = store.getSnapshot();
      if (memo?.state === state) return memo.value;
      const next = selector(state);
      const previous = memo ?? rendered.current;
      memo = { state, value: previous && isEqual(previous.value, next) ? previous.value : next };
      return memo.value;
    };
  }, [store, selector, isEqual]);
  const value = useSyncExternalStore(store.subscribe, select, select);
  useEffect(() => {
    rendered.current = { value };
  }, [value]);
  return value;
}
