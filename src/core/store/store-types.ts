/** The store's public shape: its snapshot and its actions (docs/architecture.md#the-store). */
import type { PapoError } from '../errors';
import type { ChatEmitter, ChatEvents } from './events';
import type { ChatStrings } from '../i18n/i18n';
import type { ChatMessage, Rating } from '../messages/messages';
import type { ResolvedChatOptions } from '../options/resolved-options';

export type BotMessageInput =
  | { type?: 'text'; text: string; transparent?: boolean }
  | { type: 'component'; key: string; arguments?: Record<string, unknown>; transparent?: boolean };

export type HistoryStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** An n8n workflow whose messages come over a socket (docs/protocol.md#waiting-for-the-visitor). */
export interface WaitingExecution {
  readonly executionId: string;
  /** A question is on screen and the visitor's next message answers it; otherwise n8n works. */
  readonly awaitingReply: boolean;
}

export interface ChatState {
  readonly messages: readonly ChatMessage[];
  /** Greeting shown before the conversation, as bot messages. */
  readonly initialMessages: readonly ChatMessage[];
  /** `null` until a session is started or restored: the welcome screen's state. */
  readonly sessionId: string | null;
  readonly waiting: boolean;
  /** Set while a workflow answers over a socket; `null` otherwise. */
  readonly execution: WaitingExecution | null;
  readonly lastError: PapoError | null;
  readonly historyStatus: HistoryStatus;
  /**
   * Set while the webhook has asked to wait (429/503 with `Retry-After`, capped at 60 s):
   * until this time (ms since the epoch) Retry and new messages are refused. `null` otherwise.
   */
  readonly retryAt: number | null;
  /** Whole seconds left until `retryAt`, updated once a second; 0 when there is no wait. */
  readonly retryInSeconds: number;
  readonly options: ResolvedChatOptions;
  readonly strings: ChatStrings;
}

/** Events that come from the visitor's use of a UI, which a UI drawn on the store reports. */
export type UiEventName = 'arrowKeyDown' | 'scrollToBottom';

type EventPayload<Name extends UiEventName> = ChatEvents[Name] extends void ? [] : [ChatEvents[Name]];

export interface ChatStore extends Pick<ChatEmitter, 'on' | 'off'> {
  getSnapshot(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Restores the previous session, then starts one if the welcome screen is off. */
  initialize(): Promise<void>;
  startNewSession(): void;
  loadPreviousSession(): Promise<void>;
  /**
   * Resolves true when a reply arrived (or, while a workflow waits for the visitor, when the
   * answer went out on its socket); false when refused or failed.
   */
  sendMessage(text: string, files?: readonly File[]): Promise<boolean>;
  /**
   * Chooses button `buttonIndex` under a workflow's message: requests its link, which
   * resumes the workflow. Under an agent's tool approval (docs/transports.md#tool-approvals),
   * 0 allows and 1 denies the first tool still asking, and the reply goes on once none asks.
   * Resolves false when refused (already chosen, nothing asks) or failed.
   */
  choose(messageId: string, buttonIndex: number): Promise<boolean>;
  /**
   * With `messageActions.edit`: the visitor's last message `messageId`, edited to `text`,
   * goes out in place of itself and the reply to it, as a new message (`messageEdited`).
   * False when refused (not the last message, a reply under way, `text` blank) or failed.
   */
  editMessage(messageId: string, text: string): Promise<boolean>;
  /**
   * With `messageActions.regenerate`: the last reply (`messageId` is one of its bubbles) is
   * replaced by a new one to the same question, sent again as a new message
   * (`replyRegenerated`; n8n's request carries `metadata.regenerate: true`). False when
   * refused or failed.
   */
  regenerate(messageId: string): Promise<boolean>;
  /** Re-sends the message behind an error entry (or the user message with that id). */
  retry(messageId: string): Promise<boolean>;
  /** Cancels the request in flight; what a stream delivered so far is kept. */
  abort(): void;
  /**
   * The visitor's Stop: abandons the reply awaited or streaming (what streamed in stays,
   * marked `stopped`) or lets go of a workflow working over a socket, frees the message box
   * at once and emits `stopped`. False when there was nothing to stop.
   */
  stop(): boolean;
  /**
   * With the `feedback` option: the visitor's rating of a finished bot reply, emitted as
   * `feedback` (and POSTed with `feedback: { webhook: true }`). The other rating replaces
   * it; the same one again is refused unless it brings a `comment`. False when refused.
   */
  rate(messageId: string, rating: Rating, comment?: string): boolean;
  /**
   * Adds a bot message from the integration (not the webhook): plain text, or a
   * `component` message rendered by `messageComponents[key]` with `arguments` as props.
   */
  addBotMessage(message: BotMessageInput): ChatMessage;
  /** Whether `sendMessage(text)` would be accepted right now. */
  canSend(text: string): boolean;
  /**
   * Replaces the options of the running chat (validate them with `resolveOptions`) with a
   * frozen copy in the snapshot: the object given and the one replaced are never changed.
   * Every later request reads them (URL, headers, metadata, timeouts), and the strings
   * follow the language. The greeting follows a new language only while the conversation
   * is empty; once messages are on screen it is part of the conversation and stays.
   */
  setOptions(options: ResolvedChatOptions): void;
  /**
   * Tells the chat's listeners about the visitor's use of the UI (`arrowKeyDown` in the
   * message box, `scrollToBottom`). The chat's own events (messages, errors) only the
   * store emits.
   */
  reportUiEvent<Name extends UiEventName>(name: Name, ...payload: EventPayload<Name>): void;
  /**
   * Aborts requests, stops its timers and drops the snapshot listeners. `initialize()` may
   * start it again: React StrictMode unmounts and mounts the same component.
   */
  destroy(): void;
}
