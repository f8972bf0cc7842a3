/** The chat's message model (docs/decisions.md#messages-and-options), shared by the store, the history mapping and the UI. */

export type Sender = 'user' | 'bot';

/** Why a bot entry is an error (docs/decisions.md#failures); the UI words it in the visitor's language. */
export type ChatErrorKind = 'network' | 'timeout' | 'http' | 'rateLimited' | 'parse' | 'stream' | 'noResponse';

interface MessageBase {
  id: string;
  sender: Sender;
  /** ISO timestamp. */
  createdAt: string;
  transparent?: boolean;
}

export interface TextMessage extends MessageBase {
  type?: 'text';
  text: string;
  /** User messages only: the files sent with it, kept so Retry re-sends them. */
  files?: readonly File[];
  /** Bot messages of a streamed reply, while chunks are still arriving. */
  streaming?: boolean;
  /** A streamed bot reply that broke off; what arrived is kept (docs/protocol.md#streaming). */
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
