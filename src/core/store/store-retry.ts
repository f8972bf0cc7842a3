/**
 * Retry: what it sends again (the visitor's message, or the one an error entry offers), the
 * failed attempt's leftovers cleared, and the reply the workflow stored though its answer
 * was lost shown instead of sending twice (docs/decisions.md#failures).
 */
import type { UserMessage } from '../messages/messages';
import type { StoreContext } from './store-context';
import { isAttemptLeftover } from './store-errors';
import { mayHaveArrived, storedReplyTo } from './store-stored-reply';

/**
 * Sends `userMessage` (again), or answers an agent's buttons with `choice`, or asks a new reply
 * in place of the one with id `regenerates`; resolves whether a reply showed.
 */
export type Deliver = (
  userMessage: UserMessage,
  choice?: readonly [string, number],
  regenerates?: string,
) => Promise<boolean>;

/**
 * The reply the workflow stored for `userMessage` though its answer was lost, shown instead
 * of sending twice: `true` when shown, `false` when there is none, `null` when the check was
 * cancelled (a new conversation, unmount): then nothing is sent either.
 */
async function showStoredReply(context: StoreContext, userMessage: UserMessage): Promise<boolean | null> {
  const { cell, request, emitter } = context;
  const controller = request.begin();
  cell.set({ waiting: true, lastError: null });
  try {
    const replies = await storedReplyTo(context, userMessage, controller.signal);
    if (controller.signal.aborted) return null;
    if (!replies) return false;
    cell.updateMessages((messages) => [...messages, ...replies]);
    for (const reply of replies) emitter.emit('messageReceived', reply);
    return true;
  } finally {
    request.end(controller);
    if (!request.busy()) cell.set({ waiting: false });
  }
}

/**
 * What Retry on `messageId` sends again: the visitor's message `messageId`, or the one an
 * error entry `messageId` offers; none while a send may not start.
 */
function retryTarget({ options, cell, serverWait }: StoreContext, messageId: string) {
  const { messages, waiting } = cell.get();
  if (waiting || options().disabled || serverWait.active()) return {};
  const target = messages.find((message) => message.id === messageId);
  const userMessageId = target?.type === 'error' ? target.retryMessageId : messageId;
  const userMessage = messages.find(
    (message): message is UserMessage =>
      message.id === userMessageId && message.sender === 'user' && message.type === 'text',
  );
  return { target, userMessage };
}

/** Retry on `messageId`: the visitor's message, or the one the error entry `messageId` offers. */
export async function retry(context: StoreContext, messageId: string, deliver: Deliver) {
  const { cell } = context;
  const { target, userMessage } = retryTarget(context, messageId);
  if (!userMessage) return false;
  // The failed attempt's error entry and broken partial reply make way for the new one.
  cell.updateMessages((current) => current.filter((message) => !isAttemptLeftover(message, userMessage.id, current)));
  if (target?.type === 'error' && mayHaveArrived(target)) {
    const stored = await showStoredReply(context, userMessage);
    if (stored !== false) return stored === true;
  }
  return deliver(userMessage);
}
