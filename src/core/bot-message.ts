/** Every bot message the store adds (a reply, a streamed bubble, a greeting) is built here. */
import type { TextMessage } from './messages';

export interface MessageClock {
  randomUUID: () => string;
  now: () => number;
}

/** An ISO timestamp of the clock's now. */
export function timestampOf(clock: Pick<MessageClock, 'now'>): string {
  return new Date(clock.now()).toISOString();
}

/** A bot text message with a fresh id and the current time; `extra` sets the rest. */
export function botMessage(
  clock: MessageClock,
  text: string,
  extra: Partial<Omit<TextMessage, 'text' | 'sender'>> = {},
): TextMessage {
  return { id: clock.randomUUID(), text, sender: 'bot', createdAt: timestampOf(clock), ...extra };
}
