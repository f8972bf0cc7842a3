/**
 * What the agent backends' code (this folder: `papo-chat.agent.js` beside the standalone
 * chat, a lazy chunk in the npm build) gets from the store that loads it
 * (src/core/store/store-agents.ts). Types only, as for the wait code
 * (src/core/execution/port.ts): built apart, this folder would carry its own copy of any
 * class it imported, and an integrator's `error instanceof WebhookHttpError` would miss it.
 */
import type { MessagePart } from '../messages/message-parts';
import type { BotMessage } from '../messages/messages';
import type { StoreContext } from '../store/store-context';
import type { PapoError } from '../errors';
import type { openRequest, Transport } from '../n8n/transport';
import type { createRequestControl, watchBody } from '../n8n/request-control';
import type { mergeHeaders } from '../n8n/webhook-request';
import type { Source } from '../messages/reply-extras';
import type { PaintTarget, ReplyPainter } from '../store/reply-painter';

export interface AgentHost {
  /** The store's shared parts; read, never replaced. */
  context: StoreContext;
  /**
   * n8n's request machinery, shared: the timeout and Stop of one request
   * (`createRequestControl`), the fetch that throws the chat's typed errors (`openRequest`),
   * a body read under the idle timeout (`watchBody`), and header merging.
   */
  request: {
    createRequestControl: typeof createRequestControl;
    openRequest: typeof openRequest;
    watchBody: typeof watchBody;
    mergeHeaders: typeof mergeHeaders;
  };
  /** A new bot message of these parts, built where every other bot message is. */
  botMessage(parts: readonly MessagePart[]): BotMessage;
  /** The body broke off (`broken`, with its `cause`), the backend said it failed (`workflow`), or it sent nothing to show (`empty`). */
  streamError(message: string, reason: 'broken' | 'workflow' | 'empty', cause?: unknown): PapoError;
  /** The chat's own helpers, handed over rather than imported so the npm build's chunks stay as they are. */
  cleanSources(value: unknown): Source[];
  paint(target: PaintTarget, reply?: BotMessage): ReplyPainter;
}

/** What the store's lazy import of `agent.ts` gives. */
export interface AgentModule {
  createAgentTransport(host: AgentHost): Transport;
}
