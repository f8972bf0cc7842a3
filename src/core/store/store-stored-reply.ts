/**
 * Retry without sending twice (docs/protocol.md#client-message-ids): when a send failed in a
 * way that may have reached the workflow (the network broke after the body went, a 5xx, a
 * timeout), the workflow may have answered and stored the turn even though the answer never
 * came back. Before sending again, the stored conversation is asked; if it already holds
 * this message and a reply to it, that reply is shown instead.
 */
import { restoredIds, timestampOf } from './bot-message';
import { mapHistory } from '../n8n/history';
import type { ErrorMessage, TextMessage, UserMessage } from '../messages/messages';
import type { StoreContext } from './store-context';

/** The failures after which the message may have arrived. */
export function mayHaveArrived(entry: ErrorMessage | undefined): boolean {
  if (!entry) return false;
  return entry.errorKind === 'network' || entry.errorKind === 'timeout' || (entry.status ?? 0) >= 500;
}

/**
 * The stored reply to `userMessage`, or `null` when the conversation does not hold it (or
 * cannot be read: then sending again is the only way on). The message is found by position:
 * it is the n-th visitor message on screen, so it must be the n-th in the stored history
 * (memory keeps text only, not the client message id), with the same text.
 */
export async function storedReplyTo(
  { env, cell, transport, options }: StoreContext,
  userMessage: UserMessage,
  signal: AbortSignal,
): Promise<TextMessage[] | null> {
  const { sessionId, messages } = cell.get();
  // `loadPreviousSession: false` says the backend keeps no conversation to ask.
  if (sessionId === null || !options().loadPreviousSession) return null;
  const position = messages
    .slice(0, messages.indexOf(userMessage) + 1)
    .filter((message) => message.sender === 'user' && message.type === 'text').length;
  let history: TextMessage[];
  try {
    const data = await transport.loadPreviousSession(sessionId, { signal });
    history = mapHistory(data, { createId: restoredIds(env), createdAt: timestampOf(env) });
  } catch {
    return null;
  }
  let seen = 0;
  const at = history.findIndex((message) => message.sender === 'user' && ++seen === position);
  const stored = history[at];
  if (stored?.sender !== 'user' || stored.text !== userMessage.text) return null;
  const next = history.findIndex((message, index) => index > at && message.sender === 'user');
  const replies = history.slice(at + 1, next === -1 ? undefined : next);
  return replies.length > 0 ? replies : null;
}
