/**
 * The one way components reach the chat: the store (read through useSyncExternalStore,
 * written only through its actions) and the window controls of the embed layer.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PapoError } from '../core/errors';
import type { ChatState, ChatStore } from '../core/store/store';
import { useChatSelector } from './useChatSelector';
import { loadDefaultEngine, type MarkdownEngineLoader } from './markdown/useMarkdownEngine';

/** What the embed layer exposes to the UI for window mode. */
export interface WindowControls {
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
  /** Closes the window; `returnFocus` moves focus back to the toggle (Escape, close button). */
  close(options?: { returnFocus?: boolean }): void;
}

/** What the embed layer does when the chat fails to draw (ChatErrorBoundary). */
export interface ChatRecovery {
  /** Reports the render error as other failures are: console, `onError`, the `error` event. */
  report(error: PapoError): void;
  /** Makes the chat again: a new store, restored from storage as on a page load. */
  reload(): void;
}

/** The text of the loader's message box, its selection, whether it had the focus, and whether Enter was pressed. */
export interface Draft {
  text: string;
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
  focused: boolean;
  send: boolean;
}

interface ChatContextValue {
  store: ChatStore;
  windowControls?: WindowControls;
  /**
   * Removes the chat the loader drew while this code was on its way and returns what the
   * visitor typed in it, once (docs/architecture.md#the-cold-click).
   */
  takeDraft?: () => Draft | undefined;
  /** Without it (stories, tests), a render error is only logged and Reload draws the same store again. */
  recovery?: ChatRecovery;
  /** Loads markdown (markdown/engine.ts); tests pass their own to hold or fail it. */
  loadMarkdown?: MarkdownEngineLoader;
}

const ChatContext = createContext<ChatContextValue | null>(null);

/** What every message reads of the chat's state: its texts and options, which change only with `setOptions`. */
export type ChatSettings = Pick<ChatState, 'strings' | 'options'>;

const SettingsContext = createContext<ChatSettings | null>(null);

/**
 * Gives the chat's components the store and, read once here, its settings. A message reads
 * the settings from this context, not from the store: a store subscription in each part of
 * each message (four per reply) cost about 1 MB of JS heap for 1 000 restored messages,
 * and every change of the store (a keystroke's `waiting`, a streamed chunk) re-rendered
 * all of them.
 */
export function ChatProvider({ value, children }: { value: ChatContextValue; children?: ReactNode }) {
  const { store } = value;
  const strings = useChatSelector(store, selectStrings);
  const options = useChatSelector(store, selectOptions);
  const settings = useMemo(() => ({ strings, options }), [strings, options]);
  return (
    <ChatContext.Provider value={value}>
      <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>
    </ChatContext.Provider>
  );
}

function useChatContext(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('papo-chat: chat components must be rendered inside <ChatProvider>.');
  return value;
}

export function useChatStore(): ChatStore {
  return useChatContext().store;
}

const selectStrings = (state: ChatState) => state.strings;
const selectOptions = (state: ChatState) => state.options;

/**
 * The part of the chat's state a component shows (`useChatSelector` on the chat's store):
 * it re-renders when that part changes, not on every change of the store (a streamed
 * chunk, the countdown of a server's wait). Texts and options: `useChatSettings`.
 */
export function useChatState<Selected>(
  selector: (state: ChatState) => Selected,
  isEqual?: (previous: Selected, next: Selected) => boolean,
): Selected {
  return useChatSelector(useChatStore(), selector, isEqual);
}

/** The chat's texts and options; a component that needs only these re-renders only when they change. */
export function useChatSettings(): ChatSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('papo-chat: chat components must be rendered inside <ChatProvider>.');
  return settings;
}

const alwaysOpen: WindowControls = { isOpen: () => true, subscribe: () => () => {}, close: () => {} };

export function useWindowControls(): WindowControls | undefined {
  return useChatContext().windowControls;
}

export function useChatRecovery(): ChatRecovery | undefined {
  return useChatContext().recovery;
}

export function useTakeDraft(): (() => Draft | undefined) | undefined {
  return useChatContext().takeDraft;
}

/** What loads markdown for this chat's replies, their words and their sources. */
export function useMarkdownLoader(): MarkdownEngineLoader {
  return useChatContext().loadMarkdown ?? loadDefaultEngine;
}

export function useWindowOpen(): boolean {
  const controls = useWindowControls() ?? alwaysOpen;
  return useSyncExternalStore(controls.subscribe, controls.isOpen, controls.isOpen);
}
