/**
 * The visitor's 👍/👎 on a bot reply (the `feedback` option, docs/protocol.md#feedback): kept on
 * the message for the session, emitted as `feedback`, and sent to the webhook when asked.
 */
import { expectArgument, expectMessageId, isString } from '../arguments';
import { messageText, type BotMessage, type ChatMessage, type Rating } from '../messages/messages';
import { toPapoError, type StoreContext } from './store-context';

/** A finished reply of the webhook's: not an error entry, a greeting or a bubble still streaming. */
const RATINGS: readonly unknown[] = ['up', 'down'] satisfies Rating[];

export function isRateable(message: ChatMessage | undefined): message is BotMessage {
  if (message?.type !== 'text' || message.sender !== 'bot') return false;
  return (
    !message.greeting && (message.status === 'done' || message.status === 'stopped') && messageText(message) !== ''
  );
}

export function createFeedback({ options: current, cell, emitter, transport, report }: StoreContext) {
  /**
   * Rates the reply `messageId`. One rating per message: the other rating replaces it; the
   * same one again changes nothing unless it brings a comment. False when refused; a wrong
   * argument throws a PapoArgumentError first.
   */
  return function rate(messageId: string, rating: Rating, comment?: string): boolean {
    const call = 'rate(messageId, rating, comment?)';
    expectMessageId(call, messageId);
    expectArgument(RATINGS.includes(rating), call, 'rating', '"up" or "down"', rating);
    expectArgument(comment === undefined || isString(comment), call, 'comment', 'a string', comment);
    const { messages, sessionId } = cell.get();
    const message = messages.find(({ id }) => id === messageId);
    const note = comment?.trim() || undefined;
    const { feedback } = current();
    if (!feedback || !isRateable(message)) return false;
    if (message.rating === rating && note === undefined) return false;
    cell.updateMessages((list) => list.map((entry) => (entry.id === messageId ? { ...entry, rating } : entry)));
    emitter.emit('feedback', note === undefined ? { messageId, rating } : { messageId, rating, comment: note });
    const toWebhook = typeof feedback === 'object' && feedback.webhook === true;
    if (toWebhook && sessionId !== null) {
      // Not fatal to the chat: the rating stays on screen; the failure goes to onError.
      transport.sendFeedback({ sessionId, messageId, rating, comment: note }).catch((error: unknown) => {
        report(toPapoError(error));
      });
    }
    return true;
  };
}
