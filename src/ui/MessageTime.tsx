import type { ChatMessage } from '../core/messages/messages';
import { useChatSettings } from './ChatContext';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The short time of the chat's language ("10:42 AM", "10:42"); the browser's for a code Intl does not know. */
function shortTime(date: Date, language: string): string {
  let format = formats.get(language);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
    }
    formats.set(language, format);
  }
  return format.format(date);
}

/**
 * When a message was sent or received. Shown on hover and keyboard focus, in the space under
 * the bubble, so it moves nothing; always part of the message's text for screen readers.
 * None for restored messages (memory keeps no time) or the greeting.
 */
export function MessageTime({ message }: { message: ChatMessage }) {
  const { options } = useChatSettings();
  const date = new Date(message.createdAt);
  if (message.restored || message.greeting || Number.isNaN(date.getTime())) return null;
  return (
    <time className="papo-message__time" dateTime={message.createdAt}>
      {shortTime(date, options.defaultLanguage)}
    </time>
  );
}
