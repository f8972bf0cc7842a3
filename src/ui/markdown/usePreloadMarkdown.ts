/**
 * When markdown starts loading (docs/performance.md#when-each-file-is-fetched): as soon as a
 * reply is coming, not when the chat opens. A reply follows a send by at least the server's
 * first byte, and typing the message takes seconds more, so markdown is there before the
 * reply's first words in the common case; the request never waits for it (`import()` only
 * starts a fetch). A text with markdown syntax already in the list (restored history, a
 * greeting) asks for it itself (Markdown.tsx), and is drawn plain until it is there.
 */
import { useEffect } from 'react';
import { useChatStore, useMarkdownLoader } from '../ChatContext';
import { loadEngineOnce } from './useMarkdownEngine';

/** Loads markdown when a message is sent, however: Enter, a suggestion, a button, `sendMessage`. */
export function useMarkdownOnSend(): void {
  const store = useChatStore();
  const load = useMarkdownLoader();
  useEffect(() => store.on('messageSent', () => void loadEngineOnce(load)), [store, load]);
}

/** Loads markdown once the visitor has typed something (or the loader's box handed a draft over). */
export function useMarkdownOnTyping(typed: boolean): void {
  const load = useMarkdownLoader();
  useEffect(() => {
    if (typed) void loadEngineOnce(load);
  }, [typed, load]);
}
