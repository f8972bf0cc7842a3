/**
 * `usePapoChat(options)`: Papo's conversation (webhook, sessions, history, streaming,
 * Retry, rate limits) without Papo's UI, for a team that draws its own. It is the store of
 * `papo-chat`'s core (docs/architecture.md#the-store) held by a component.
 */
import { useEffect, useState } from 'react';
import { expectArgument, isRecord } from '../core/arguments';
import { createBrowserEnv, type ChatEnv } from '../core/env';
import { LIVE_OPTIONS, type LiveSetters } from '../core/store/live-setters';
import { resolveOptions, type ChatOptions } from '../core/options/options';
import { createChatStore, type ChatState, type ChatStore } from '../core/store/store';
import { useChatSelector } from '../ui/useChatSelector';

/** What a UI calls: the store's methods but its lifecycle, which the hook runs. */
export type ChatActions = Omit<ChatStore, 'getSnapshot' | 'subscribe' | 'initialize' | 'destroy' | 'setOptions'>;

export interface UsePapoChatResult extends ChatState, ChatActions, LiveSetters {
  /** The store itself: for `useChatSelector(chat.store, selector)` in the components below. */
  store: ChatStore;
}

const wholeState = (state: ChatState) => state;

/**
 * The options are read when the component mounts (invalid ones throw a PapoOptionsError
 * there, naming the option); give the component a new `key` to start over with new ones,
 * as with `<PapoChat>`. On mount the previous session is restored (when
 * `loadPreviousSession` is on); on unmount the request in flight is cancelled.
 * `env` replaces the browser's fetch, storage, clock… (tests, React Native shims).
 * The component re-renders on every change of the state; components below it can take
 * `store` and read only their part with `useChatSelector`.
 */
export function usePapoChat(options: ChatOptions, env?: ChatEnv): UsePapoChatResult {
  // Created once per mount, with its actions. Creating it touches nothing outside (no
  // request, no storage write), so rendering on a server or twice in StrictMode is harmless.
  const [{ store, actions }] = useState(() => {
    expectArgument(env === undefined || isRecord(env), 'usePapoChat(options, env?)', 'env', 'an object', env);
    const chat = createChatStore(options, env ?? createBrowserEnv());
    // The store's methods close over it (no `this`): they are handed on as they are, but
    // its lifecycle (the hook's effect runs it) and setOptions (the setters below).
    const { getSnapshot: _g, subscribe: _s, initialize: _i, destroy: _d, setOptions: _o, ...storeActions } = chat;
    // What the setters changed, on top of the options of the mount.
    let changes: ChatOptions = {};
    const setters = Object.fromEntries(
      Object.entries(LIVE_OPTIONS).map(([setter, option]) => [
        setter,
        (value: unknown) => {
          const patch = { [option]: value };
          chat.setOptions(resolveOptions({ ...options, ...changes, ...patch }));
          changes = { ...changes, ...patch };
        },
      ]),
    ) as unknown as LiveSetters;
    return { store: chat, actions: { ...storeActions, ...setters, store: chat } };
  });
  const state = useChatSelector(store, wholeState);

  useEffect(() => {
    void store.initialize();
    return () => store.destroy();
  }, [store]);

  return { ...state, ...actions };
}
