/** The chat's message model (docs/decisions.md#messages-and-options), shared by the store, the history mapping and the UI. */
import type { ButtonsPart, MessagePart } from './message-parts';
import type { ReplyExtras } from './reply-extras';

export type Sender = 'user' | 'bot';

/** Why a bot entry is an error (docs/decisions.md#failures); the UI words it in the visitor's language. */
export type ChatErrorKind = 'network' | 'timeout' | 'http' | 'rateLimited' | 'parse' | 'stream' | 'noResponse';

interface MessageBase {
  id: string;
  /** ISO timestamp. */
  createdAt: string;
  transparent?: boolean;
  /**
   * Restored from the stored conversation, whose memory keeps no time: `createdAt` is when it
   * was loaded, so no time is shown for it.
   */
  restored?: boolean;
  /** One of the greeting's messages (`initialMessages`): not a reply, so it gets no actions. */
  greeting?: boolean;
}

/** The visitor's rating of a bot reply (docs/protocol.md#feedback). */
export type Rating = 'up' | 'down';

/**
 * `pending`: sent while the previous session was loading, shown and sent once it is in
 * (store-sending.ts); `sent`: on its way or answered (a failure is an ErrorMessage after it).
 */
export type UserMessageStatus = 'pending' | 'sent';

/** What the visitor typed, as typed (never markdown), with the files sent with it. */
export interface UserMessage extends MessageBase {
  type: 'text';
  sender: 'user';
  text: string;
  /** Kept so Retry re-sends them. */
  files?: readonly File[];
  status: UserMessageStatus;
}

/**
 * `streaming`: parts are still arriving; `done`: complete; `failed`: the stream broke off
 * (docs/protocol.md#streaming); `stopped`: the visitor stopped it. A failed or stopped
 * reply keeps what arrived.
 */
export type BotMessageStatus = 'streaming' | 'done' | 'failed' | 'stopped';

/**
 * A reply, a greeting or a line the integration added: ordered parts (read its text with
 * `messageText`). `suggestions` and `sources` (docs/protocol.md#suggestions-and-sources) are
 * the reply's follow-up chips, shown while it is the last message, and the pages it came from.
 */
export interface BotMessage extends MessageBase, ReplyExtras {
  type: 'text';
  sender: 'bot';
  parts: readonly MessagePart[];
  status: BotMessageStatus;
  /** With the `feedback` option: the visitor's rating of it. */
  rating?: Rating;
  /**
   * The backend's own id for the reply, where it gives one (the AI SDK's `start.messageId`):
   * sent back in place of `id`, so a backend that stores messages by id finds it again.
   */
  backendId?: string;
}

export type TextMessage = UserMessage | BotMessage;

/** A custom component registered in `messageComponents`, chosen by `key`. */
export interface ComponentMessage extends MessageBase {
  type: 'component';
  sender: Sender;
  key: string;
  arguments: Record<string, unknown>;
}

/** A failed send, shown as a bot entry with Retry (docs/decisions.md#failures). */
export interface ErrorMessage extends MessageBase {
  type: 'error';
  sender: 'bot';
  /** Visitor-facing text in the chat's language. */
  text: string;
  errorKind: ChatErrorKind;
  /** HTTP status for `errorKind: 'http'` and `'rateLimited'`. */
  status?: number;
  /**
   * When the server asked to wait (429/503 with `Retry-After`): the time (ms since the
   * epoch) before which Retry and new messages are refused.
   */
  retryAt?: number;
  /** The user message that Retry re-sends. */
  retryMessageId: string;
}

export type ChatMessage = TextMessage | ComponentMessage | ErrorMessage;

/**
 * The text of a message: a bot message's text parts (separate ones a paragraph apart),
 * what the visitor typed, an error's words; `''` for a component. For Copy, events, search.
 */
export function messageText(message: ChatMessage): string {
  if (message.type === 'component') return '';
  if (message.type === 'error' || message.sender === 'user') return message.text;
  return message.parts
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n\n');
}

/** A bot bubble of a reply that is still streaming in. */
export function isStreaming(message: ChatMessage | undefined): boolean {
  return message?.type === 'text' && message.status === 'streaming';
}

/** A visitor's message sent while the previous session loaded, not yet sent (store-sending.ts). */
export function isPending(message: ChatMessage): boolean {
  return message.type === 'text' && message.status === 'pending';
}

/** The buttons under a bot message, if it has any. */
export function buttonsOf(message: ChatMessage | undefined): ButtonsPart | undefined {
  if (message?.type !== 'text' || message.sender !== 'bot') return undefined;
  // The newest: an agent's reply that continued after an approval may ask again.
  return message.parts.filter((part): part is ButtonsPart => part.type === 'buttons').at(-1);
}

/** A workflow's buttons wait for a choice and, until it is made, keep the text box closed. */
export function blocksUserInput(messages: readonly ChatMessage[]): boolean {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.sender !== 'bot' || message.type === 'error') continue;
    const buttons = buttonsOf(message);
    return buttons !== undefined && buttons.blockUserInput && buttons.status !== 'chosen';
  }
  return false;
}
