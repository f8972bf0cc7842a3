/**
 * Sending a message, the reply (whole or streamed), and Retry: the rules of when the
 * visitor may send, and what a failure leaves on screen (docs/decisions.md#failures).
 */
import { botMessage, timestampOf } from './bot-message';
import { WebhookAbortError, WebhookStreamError } from './errors';
import type { TextMessage } from './messages';
import { toPapoError, type StoreContext } from './store-context';
import { errorEntry, isAttemptLeftover } from './store-errors';
import { consumeReplyStream } from './store-stream';

export function createSending(context: StoreContext, startNewSession: () => void) {
  const { options, env, strings, emitter, cell, transport, request, serverWait, report } = context;

  function canSend(text: string) {
    const state = cell.get();
    // A send now would start a new session and throw away the history on its way.
    // While the server asks to wait, a send would only be refused again; the draft stays in the box.
    return (
      text.trim() !== '' &&
      !state.waiting &&
      !options.disabled &&
      state.historyStatus !== 'loading' &&
      !serverWait.active()
    );
  }

  /** The reply's bot messages, already on screen. */
  async function receive(userMessage: TextMessage, signal: AbortSignal): Promise<TextMessage[]> {
    const result = await transport.sendMessage(
      { sessionId: cell.get().sessionId ?? '', text: userMessage.text, files: userMessage.files },
      { signal },
    );
    if (result.kind === 'reply') {
      const reply = botMessage(env, result.text);
      cell.updateMessages((messages) => [...messages, reply]);
      return [reply];
    }
    const replies = await consumeReplyStream(result.chunks, {
      createMessage: (text) => botMessage(env, text, { streaming: true }),
      updateMessages: cell.updateMessages,
      clock: env,
    });
    if (replies.length === 0) throw new WebhookStreamError('The chat webhook streamed no reply.', undefined, 'empty');
    return replies;
  }

  async function deliver(userMessage: TextMessage): Promise<boolean> {
    const controller = request.begin();
    cell.set({ waiting: true, lastError: null });
    try {
      const replies = await receive(userMessage, controller.signal);
      for (const reply of replies) emitter.emit('messageReceived', reply);
      return true;
    } catch (error) {
      if (error instanceof WebhookAbortError || controller.signal.aborted) return false;
      const papoError = toPapoError(error);
      const entry = errorEntry(papoError, {
        id: env.randomUUID(),
        createdAt: timestampOf(env),
        retryMessageId: userMessage.id,
        strings,
        now: env.now(),
      });
      cell.updateMessages((messages) => [...messages, entry]);
      cell.set({ lastError: papoError });
      if (entry.retryAt !== undefined) serverWait.until(entry.retryAt);
      report(papoError);
      return false;
    } finally {
      request.end(controller);
      if (!request.busy()) cell.set({ waiting: false });
    }
  }

  async function sendMessage(text: string, files: readonly File[] = []) {
    if (!canSend(text)) return false;
    if (cell.get().sessionId === null) startNewSession();
    const userMessage: TextMessage = {
      id: env.randomUUID(),
      text,
      sender: 'user',
      createdAt: timestampOf(env),
      ...(files.length > 0 ? { files: [...files] } : {}),
    };
    cell.updateMessages((messages) => [...messages, userMessage]);
    emitter.emit('messageSent', userMessage);
    return deliver(userMessage);
  }

  async function retry(messageId: string) {
    const { messages, waiting } = cell.get();
    if (waiting || options.disabled || serverWait.active()) return false;
    const target = messages.find((message) => message.id === messageId);
    const userMessageId = target?.type === 'error' ? target.retryMessageId : messageId;
    const userMessage = messages.find(
      (message): message is TextMessage =>
        message.id === userMessageId && message.sender === 'user' && (message.type ?? 'text') === 'text',
    );
    if (!userMessage) return false;
    // The failed attempt's error entry and broken partial reply make way for the new one.
    cell.updateMessages((current) => current.filter((message) => !isAttemptLeftover(message, userMessage.id, current)));
    return deliver(userMessage);
  }

  return { canSend, sendMessage, retry };
}
