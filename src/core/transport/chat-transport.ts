/**
 * The seam between the chat and its backend (docs/transports.md): `transport: 'n8n'` (the
 * default) speaks n8n's Chat Trigger protocol; any other backend is a `ChatTransport` that
 * turns one visitor message into the reply's parts as they stream. The built-in ones
 * (`'ai-sdk'`, `'openai'`, `'ag-ui'`) are lazy chunks; an integrator may pass their own object.
 */
import type { MessagePart } from '../messages/message-parts';
import type { ChatMessage } from '../messages/messages';

/** One visitor message, as a transport sends it. */
export interface ChatTurn {
  /** The conversation's id: n8n's `sessionId`, the AI SDK's chat `id`, AG-UI's `threadId`. */
  sessionId: string;
  /** The visitor message's id, unique in the conversation. */
  messageId: string;
  text: string;
  files: readonly File[];
  /**
   * The conversation before this message, oldest first: the visitor's messages and the
   * finished replies (no errors, no greeting). Backends whose client keeps the conversation
   * (the AI SDK, OpenAI, AG-UI) send it again with each turn.
   */
  history: readonly ChatMessage[];
  /**
   * Set when the visitor answered the tool approvals of the last reply (its tool parts carry
   * `approval.approved`, docs/transports.md#tool-approvals; an AG-UI confirmation, its buttons'
   * `chosen`, docs/transports.md#interrupts): the turn continues that reply,
   * which ends `history` and whose id is `messageId`; there is no new visitor message (`text` is '').
   */
  continues?: true;
  /**
   * Set when the visitor asked for a new reply to this message (Regenerate): the id of the
   * reply it replaces, which is no longer in `history` (the AI SDK's `regenerate-message`).
   */
  regenerates?: string;
}

/**
 * An event of the backend's own that the chat does not draw, as the backend sent it: the AI
 * SDK's `data-*` parts, AG-UI's state, step and custom events. The chat's `agentEvent`
 * passes it on to the page.
 */
export interface AgentEvent {
  type: string;
  [field: string]: unknown;
}

/**
 * What a transport yields while a reply streams: a part of the reply, added the first time
 * its `key` is seen and replaced each time after (a text part grows by being replaced with
 * the longer text); the backend's error, after which the reply shows what arrived and Retry;
 * or an event for the page (`agentEvent`), which draws nothing; or the backend's own id for the
 * reply (the AI SDK's `start.messageId`), kept as its `backendId`.
 * A `source` part joins the reply's sources, under it.
 */
export type PartUpdate =
  { key: string; part: MessagePart } | { error: string } | { event: AgentEvent } | { messageId: string };

/** The visitor's rating of a reply, as `feedback: { webhook: true }` sends it. */
export interface ChatFeedback {
  sessionId: string;
  messageId: string;
  rating: 'up' | 'down';
  comment?: string;
}

export interface ChatTransport {
  /**
   * One turn: the reply's parts as they stream. Stop and unmount abort `signal`: stop then.
   * Throwing fails the reply (what arrived stays, with Retry); ending is a finished reply.
   */
  send(turn: ChatTurn, signal: AbortSignal): AsyncIterable<PartUpdate>;
  /** With `feedback: { webhook: true }`: send a rating where the backend defines how. */
  feedback?(rating: ChatFeedback): Promise<void>;
}

/**
 * `webhookConfig.headers`: an object, or a function called before every request (a
 * per-visitor token that expires), which may return a promise (docs/api.md#request-options).
 */
export type RequestHeaders = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

/** The built-in transports; n8n's is in the chat's own code, the others load when first used. */
export type TransportName = 'n8n' | 'ai-sdk' | 'openai' | 'ag-ui';
