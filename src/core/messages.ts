/** The chat's message model (docs/decisions.md#messages-and-options), shared by the store, the history mapping and the UI. */
import type { ChoiceButton } from './execution-started';
import type { ReplyExtras } from './reply';

export type Sender = 'user' | 'bot';

/** Why a bot entry is an error (docs/decisions.md#failures); the UI words it in the visitor's language. */
export type ChatErrorKind = 'network' | 'timeout' | 'http' | 'rateLimited' | 'parse' | 'stream' | 'noResponse';

interface MessageBase {
  id: string;
  sender: Sender;
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

export interface TextMessage extends MessageBase, ReplyExtras {
  type?: 'text';
  text: string;
  /** User messages only: the files sent with it, kept so Retry re-sends them. */
  files?: readonly File[];
  /** Bot messages of a streamed reply, while chunks are still arriving. */
  streaming?: boolean;
  /** A streamed bot reply that broke off; what arrived is kept (docs/protocol.md#streaming). */
  failed?: boolean;
  /** A streamed bot reply the visitor stopped; what arrived is kept. */
  stopped?: boolean;
  /** A visitor's message sent while the previous session was loading: shown, and sent once it is in. */
  pending?: boolean;
  /** Choices a waiting workflow offers under its message (docs/protocol.md#waiting-for-the-visitor). */
  choices?: Choices;
  /** Bot replies only, with the `feedback` option: the visitor's rating of it. */
  rating?: Rating;
  // From ReplyExtras, bot replies only (docs/protocol.md#suggestions-and-sources): `suggestions`
  // are follow-up chips while this is the last message, `sources` the pages it came from.
}

export interface Choices {
  buttons: readonly ChoiceButton[];
  /** The text box stays disabled until a button is chosen. */
  blockUserInput: boolean;
  /** The index of the button the visitor chose; the others can no longer be chosen. */
  chosen?: number;
  /** The choice is being sent. */
  pending?: boolean;
  /** The last attempt to send the choice failed; the buttons can be pressed again. */
  failed?: boolean;
}

/** A custom component registered in `messageComponents`, chosen by `key`. */
export interface ComponentMessage extends MessageBase {
  type: 'component';
  key: string;
  arguments: Record<string, unknown>;
  text?: string;
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

/** A bot bubble of a reply that is still streaming in. */
export function isStreaming(message: ChatMessage | undefined): boolean {
  return message !== undefined && (message.type ?? 'text') === 'text' && (message as TextMessage).streaming === true;
}

/** A visitor's message sent while the previous session loaded, not yet sent (store-sending.ts). */
export function isPending(message: ChatMessage): boolean {
  return 'pending' in message && message.pending === true;
}

/** A workflow's buttons wait for a choice and, until it is made, keep the text box closed. */
export function blocksUserInput(messages: readonly ChatMessage[]): boolean {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.sender !== 'bot' || message.type === 'error') continue;
    const choices = message.type === 'component' ? undefined : message.choices;
    return choices !== undefined && choices.blockUserInput && choices.chosen === undefined;
  }
  return false;
}
