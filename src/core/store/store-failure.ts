/**
 * What a failed attempt leaves on screen (docs/decisions.md#failures): an error entry whose
 * Retry sends the visitor's message again, the server's wait honoured, and the error
 * reported to the site owner.
 */
import { timestampOf } from './bot-message';
import type { PapoError } from '../errors';
import type { ChatMessage } from '../messages/messages';
import type { StoreContext } from './store-context';
import { errorEntry } from './store-errors';

/** `retryMessageId`: the visitor's message Retry re-sends; without one, no entry is shown. */
export function showFailure(context: StoreContext, error: PapoError, retryMessageId: string | null): void {
  const { env, cell, serverWait, report } = context;
  if (retryMessageId !== null) {
    const entry = errorEntry(error, {
      id: env.randomUUID(),
      createdAt: timestampOf(env),
      retryMessageId,
      strings: cell.get().strings,
      now: env.now(),
    });
    cell.updateMessages((messages) => [...messages, entry]);
    if (entry.retryAt !== undefined) serverWait.until(entry.retryAt);
  }
  cell.set({ lastError: error });
  report(error);
}

/** The visitor's newest text message: what Retry sends again when nothing else says. */
export function lastUserMessageIn(messages: readonly ChatMessage[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.sender === 'user' && message.type === 'text') return message.id;
  }
  return null;
}
