import type { KeyboardEvent } from 'react';
import type { ChatMessage } from '../core/messages/messages';
import type { ChatStore } from '../core/store/store-types';
import { useSentHistory } from './useSentHistory';

/**
 * Escape's first use: stops the reply being received, if one is (true). A workflow working
 * over its socket is not let go of by Escape, which a visitor presses to close the window;
 * the Stop button does that.
 */
export function stopReplyOnEscape(store: ChatStore): boolean {
  const { waiting, execution } = store.getSnapshot();
  return waiting && execution === null && store.stop();
}

/** Enter sends, not Shift+Enter (with `enterKey: 'newline'`, Enter is a new line); Ctrl/⌘+Enter always does. */
export const isSendKey = (
  event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  newlineOnEnter: boolean,
) => event.key === 'Enter' && (event.ctrlKey || event.metaKey || (!newlineOnEnter && !event.shiftKey));

const isOnFirstLine = (area: HTMLTextAreaElement) => !area.value.slice(0, area.selectionStart).includes('\n');
const isOnLastLine = (area: HTMLTextAreaElement) => !area.value.slice(area.selectionEnd).includes('\n');

/**
 * The message box's keys: Enter sends (Shift+Enter and an IME's Enter do not; with
 * `enterKey: 'newline'`, Enter is a new line), Ctrl/⌘+Enter always sends, Escape stops a
 * reply under way (the window's own Escape does it first in window mode), and Up/Down on the
 * first/last line walk through what the visitor sent (docs/decisions.md#arrow-keys).
 * Gives the key handler and what starts the walk over (after a send).
 */
export function useComposerKeys(
  store: ChatStore,
  messages: readonly ChatMessage[],
  setText: (text: string) => void,
  submit: () => void,
  newlineOnEnter: boolean,
) {
  const history = useSentHistory(messages);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const area = event.currentTarget;
    if (isSendKey(event, newlineOnEnter) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
      return;
    }
    if (event.key === 'Escape') stopReplyOnEscape(store);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    store.reportUiEvent('arrowKeyDown', { key: event.key, text: area.value });
    // Only at the edge line, so moving the caret inside a multi-line draft still works.
    const atEdge = event.key === 'ArrowUp' ? isOnFirstLine(area) : isOnLastLine(area);
    if (!atEdge || area.selectionStart !== area.selectionEnd) return;
    const next = history.move(event.key === 'ArrowUp' ? 'back' : 'forward', area.value);
    if (next === undefined) return;
    event.preventDefault();
    setText(next);
  }

  return [onKeyDown, history.reset] as const;
}
