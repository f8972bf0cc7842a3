import { useEffect } from 'react';
import type { ChatMessage } from '../core/messages/messages';
import { useChatSettings } from './ChatContext';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The short time format of the chat's language ("10:42 AM", "10:42"); the browser's for a code Intl does not know. */
function shortTimeFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
    }
    formats.set(language, format);
  }
  return format;
}

/**
 * Makes the chat language's time format a task after the visitor starts typing, as markdown
 * is fetched then (markdown/usePreloadMarkdown.ts): the message it times is seconds away, and
 * its sending then makes none (see below).
 */
export function useTimeFormatOnTyping(typed: boolean): void {
  const language = useChatSettings().options.defaultLanguage;
  useEffect(() => {
    if (!typed) return;
    const task = setTimeout(() => shortTimeFormat(language));
    return () => clearTimeout(task);
  }, [typed, language]);
}

/**
 * When a message was sent or received. Shown on hover and keyboard focus, in the space under
 * the bubble, so it moves nothing; always part of the message's text for screen readers.
 * None for restored messages (memory keeps no time) or the greeting.
 *
 * Written with the message. The first use of Intl in a page loads the browser's locale data
 * (40–60 ms in Chromium): a visitor who types has had it made already (above); a message sent
 * without typing (a suggestion, `sendMessage`) makes it in its own sending task, before the
 * reply streams, rather than in a frame of the reply
 * (docs/performance.md#what-a-streamed-chunk-costs).
 */
export function MessageTime({ message }: { message: ChatMessage }) {
  const { options } = useChatSettings();
  const date = new Date(message.createdAt);
  if (message.restored || message.greeting || Number.isNaN(date.getTime())) return null;
  return (
    <time className="papo-message__time" dateTime={message.createdAt}>
      {shortTimeFormat(options.defaultLanguage).format(date)}
    </time>
  );
}
