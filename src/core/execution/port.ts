/**
 * What the wait-for-reply code (this folder, loaded only when a wait starts: its own file
 * `papo-chat.wait.js` in the standalone bundle, a lazy chunk in the npm build) gets from the
 * store that loads it (src/core/store/store-execution.ts). Types only: built apart from the chat's
 * code, this folder would carry its own copy of any class it imported, and an integrator's
 * `error instanceof WebhookSocketError` would miss the copy's errors. So the wait says how
 * it ended as data, and the store makes the error, the entry and the report.
 */
import type { MessagePart } from '../messages/message-parts';
import type { BotMessage, UserMessage } from '../messages/messages';
import type { StoreContext } from '../store/store-context';
import type { ExecutionRecord } from '../n8n/execution-record';
import type { OpenSocket } from '../env';

/** How a wait (or a choice) failed; the store turns it into the typed PapoError. */
export type WaitFailure =
  /** WebhookSocketError: the socket could not be opened, was lost, refused, or flooded. */
  | { kind: 'socket'; url: string; detail: string }
  /** WebhookStreamError (`workflow`): the workflow sent an error frame. */
  | { kind: 'workflow'; text: string }
  /** WebhookTimeoutError: no frame, not even a heartbeat, for `afterMs`. */
  | { kind: 'silent'; url: string; afterMs: number };

export interface WaitHost {
  /** The store's shared parts; read, never replaced. */
  context: StoreContext;
  openSocket: OpenSocket;
  pageUrl: () => string;
  /** A new bot message of these parts, built where every other bot message is. */
  botMessage: (parts: readonly MessagePart[]) => BotMessage;
  /** The wait is over: the record is forgotten and the next message is a normal POST. */
  over(): void;
  /** An error entry whose Retry sends `retryMessageId` (or the visitor's newest message) again. */
  fail(failure: WaitFailure, retryMessageId: string | null): void;
  /** To the console, `onError` and the `error` event only (a failed choice shows on its buttons). */
  report(failure: WaitFailure): void;
}

/** The loaded wait, as the store drives it. */
export interface SocketWait {
  start(record: ExecutionRecord, userMessage: UserMessage): void;
  resume(record: ExecutionRecord): void;
  reply(userMessage: UserMessage): Promise<boolean>;
  choose(messageId: string, index: number): Promise<boolean>;
  /** n8n is working between messages (the typing indicator shows). */
  working(): boolean;
  /** Closes the socket and forgets the wait. */
  forget(): void;
  /** Closes the socket; the record stays for the next load. */
  close(): void;
}

/** What the store's lazy import of `wait.ts` gives. */
export interface WaitModule {
  createSocketWait(host: WaitHost): SocketWait;
}
