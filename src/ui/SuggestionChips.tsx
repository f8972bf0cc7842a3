import { useRef } from 'react';
import { buttonsOf, type ChatMessage } from '../core/messages/messages';
import type { ChatStrings } from '../core/i18n/strings';
import { useChatSettings, useChatStore } from './ChatContext';
import { focusMessageBox } from './focusMessageBox';

/**
 * Questions the visitor can send with one press (docs/protocol.md#suggestions-and-sources):
 * a labelled list of buttons. A chip sends its text exactly as if typed, through the store,
 * so Stop, Retry and failures behave the same. The chips go away with the message they
 * send (the welcome screen too), so the message box takes the focus; it may only appear now.
 */
export function SuggestionChips({ suggestions }: { suggestions: readonly string[] }) {
  const store = useChatStore();
  const { strings, options } = useChatSettings();
  const groupRef = useRef<HTMLDivElement>(null);
  if (suggestions.length === 0 || options.disabled) return null;

  function send(text: string) {
    if (!store.canSend(text)) return;
    const chat = groupRef.current?.closest('.papo-chat');
    void store.sendMessage(text);
    // From the welcome screen, the box may only appear now.
    focusMessageBox(chat);
  }

  return (
    <div ref={groupRef} className="papo-suggestions" role="group" aria-label={strings.suggestions}>
      <ul className="papo-suggestions__list">
        {suggestions.map((text) => (
          <li key={text}>
            <button type="button" className="papo-suggestions__chip" onClick={() => send(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The follow-up questions of a reply, while it is the conversation's last word. */
export function followUpSuggestions(messages: readonly ChatMessage[]): readonly string[] {
  const last = messages.at(-1);
  if (last?.type !== 'text' || last.sender !== 'bot') return [];
  return last.status === 'streaming' || buttonsOf(last) ? [] : (last.suggestions ?? []);
}

/** What a screen reader hears of a reply's follow-ups after its text: "Suggestions: a, b." */
export function suggestionsAnnouncement(message: ChatMessage, strings: ChatStrings): string {
  const suggestions = message.type === 'text' && message.sender === 'bot' ? message.suggestions : undefined;
  return suggestions?.length ? ` ${strings.suggestions}: ${suggestions.join(', ')}.` : '';
}
