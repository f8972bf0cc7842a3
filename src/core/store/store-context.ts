/** What the store's parts share: built once per chat by `createStoreFor`. */
import type { ChatEnv } from '../env';
import { PapoError, WebhookStreamError } from '../errors';
import type { ChatEmitter } from './events';
import type { ResolvedChatOptions } from '../options/resolved-options';
import type { SessionStorage } from '../session';
import type { StateCell } from './store-state';
import type { RequestSlot, ServerWait } from './store-wait';
import type { Transport } from '../n8n/transport';

export interface StoreContext {
  /**
   * The chat's options now: the snapshot's, which `setOptions` replaces (never changes).
   * Parts call it when they act, so a change applies to the next request.
   */
  options(): ResolvedChatOptions;
  env: ChatEnv;
  emitter: ChatEmitter;
  cell: StateCell;
  session: SessionStorage;
  transport: Transport;
  request: RequestSlot;
  serverWait: ServerWait;
  /** To the console, `onError` and the `error` event. */
  report(error: PapoError): void;
}

/** Anything thrown while talking to the webhook, as the typed error the visitor's entry is made from. */
export function toPapoError(error: unknown): PapoError {
  if (error instanceof PapoError) return error;
  return new WebhookStreamError('The chat reply could not be read.', error);
}
