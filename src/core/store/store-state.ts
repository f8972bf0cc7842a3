/**
 * The store's snapshot cell: one immutable `ChatState`, replaced on every change, and the
 * listeners React's useSyncExternalStore subscribes.
 */
import type { ChatMessage } from '../messages/messages';
import type { ChatState } from './store-types';

export interface StateCell {
  get(): ChatState;
  set(patch: Partial<ChatState>): void;
  updateMessages(update: (messages: readonly ChatMessage[]) => readonly ChatMessage[]): void;
  subscribe(listener: () => void): () => void;
  clearListeners(): void;
}

export function createStateCell(initial: ChatState): StateCell {
  let state = initial;
  const listeners = new Set<() => void>();

  function set(patch: Partial<ChatState>) {
    state = { ...state, ...patch };
    // A copy: a listener may unsubscribe while we call them.
    for (const listener of [...listeners]) listener();
  }

  return {
    get: () => state,
    set,
    updateMessages: (update) => set({ messages: update(state.messages) }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearListeners: () => listeners.clear(),
  };
}
