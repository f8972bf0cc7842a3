/**
 * `usePapoChat(options)`: Papo's conversation (webhook, sessions, history, streaming,
 * Retry, rate limits) without Papo's UI, for a team that draws its own. It is the store of
 * `papo-chat`'s core (docs/architecture.md#the-store) held by a component.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { expectArgument, isRecord } from '../core/arguments';
import { createBrowserEnv, type ChatEnv } from '../core/env';
import { resolveOptions, type ChatOptions } from '../core/options';
import { createChatStore, type ChatState, type ChatStore } from '../core/store';

export interface UsePapoChatResult extends ChatState {
  /** The store itself: `on`/`off` for events, and everything below. */
  store: ChatStore;
  sendMessage: ChatStore['sendMessage'];
  retry: ChatStore['retry'];
  abort: ChatStore['abort'];
  stop: ChatStore['stop'];
  choose: ChatStore['choose'];
  rate: ChatStore['rate'];
  startNewSession: ChatStore['startNewSession'];
  loadPreviousSession: ChatStore['loadPreviousSession'];
  addBotMessage: ChatStore['addBotMessage'];
  canSend: ChatStore['canSend'];
  reportUiEvent: ChatStore['reportUiEvent'];
  /** Replaces the metadata of later requests; throws a PapoOptionsError for a bad value. */
  setMetadata(metadata: ChatOptions['metadata']): void;
  /** Switches the strings to a language of `i18n` or a built-in one; throws a PapoOptionsError for another. */
  setLanguage(language: string): void;
}

/**
 * The options are read when the component mounts (invalid ones throw a PapoOptionsError
 * there, naming the option); give the component a new `key` to start over with new ones,
 * as with `<PapoChat>`. On mount the previous session is restored (when
 * `loadPreviousSession` is on); on unmount the request in flight is cancelled.
 * `env` replaces the browser's fetch, storage, clock… (tests, React Native shims).
 */
export function usePapoChat(options: ChatOptions, env?: ChatEnv): UsePapoChatResult {
  // Created once per mount. Creating it touches nothing outside (no request, no storage
  // write), so rendering on a server or twice in StrictMode is harmless.
  const [store] = useState(() => {
    expectArgument(env === undefined || isRecord(env), 'usePapoChat(options, env?)', 'env', 'an object', env);
    return createChatStore(options, env ?? createBrowserEnv());
  });
  // What the setters change, on top of the options of the mount.
  const [changes] = useState<ChatOptions>(() => ({}));
  const [setters] = useState(() => {
    const change = (patch: ChatOptions) => {
      store.setOptions(resolveOptions({ ...options, ...changes, ...patch }));
      Object.assign(changes, patch);
    };
    return {
      setMetadata: (metadata: ChatOptions['metadata']) => change({ metadata }),
      setLanguage: (defaultLanguage: string) => change({ defaultLanguage }),
    };
  });
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    void store.initialize();
    return () => store.destroy();
  }, [store]);

  return {
    ...state,
    store,
    sendMessage: store.sendMessage,
    retry: store.retry,
    abort: store.abort,
    stop: store.stop,
    choose: store.choose,
    rate: store.rate,
    startNewSession: store.startNewSession,
    loadPreviousSession: store.loadPreviousSession,
    addBotMessage: store.addBotMessage,
    canSend: store.canSend,
    reportUiEvent: store.reportUiEvent,
    ...setters,
  };
}
