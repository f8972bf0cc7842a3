/**
 * Edit and Regenerate (docs/features.md#edit-and-regenerate): the visitor's last message goes
 * out again in place of itself and the reply after it, as a new message with a new id, so a
 * server that drops a repeated id (docs/protocol.md#client-message-ids) answers it anew.
 */
import { expectArgument, expectMessageId, isString } from '../arguments';
import type { ChatMessage, UserMessage } from '../messages/messages';
import type { StoreContext } from './store-context';
import { lastUserMessageIn } from './store-failure';
import type { Deliver } from './store-retry';

interface Sending {
  canSend(text: string): boolean;
  deliver: Deliver;
  newMessage(text: string, files: readonly File[]): UserMessage;
}

/** The visitor's last message (once sent, not pending), where it stands, and what came after it. */
function lastTurn(messages: readonly ChatMessage[]) {
  const id = lastUserMessageIn(messages);
  const at = messages.findIndex((message) => message.id === id);
  const question = messages[at] as UserMessage | undefined;
  return { at, question: question?.status === 'sent' ? question : undefined, after: messages.slice(at + 1) };
}

export function createResend({ options, cell, emitter }: StoreContext, { canSend, deliver, newMessage }: Sending) {
  /** `text` goes out in place of the last turn; `regenerates` is the id of the reply it replaces. */
  function resend(event: 'messageEdited' | 'replyRegenerated', at: number, text: string, regenerates?: string) {
    const { messages } = cell.get();
    const message = newMessage(text, (messages[at] as UserMessage).files ?? []);
    cell.updateMessages((current) => [...current.slice(0, at), message]);
    emitter.emit(event, { message, replaced: messages.slice(at) });
    return deliver(message, undefined, regenerates);
  }
  // No send while a workflow answers or waits over its socket: its turn is not over.
  const mayResend = (text: string) => cell.get().execution === null && canSend(text);

  /** The visitor's last message `messageId`, edited to `text`; false when refused. */
  async function editMessage(messageId: string, text: string) {
    const call = 'editMessage(messageId, text)';
    expectMessageId(call, messageId);
    expectArgument(isString(text), call, 'text', 'a string', text);
    const { at, question } = lastTurn(cell.get().messages);
    return options().messageActions.edit && question?.id === messageId && mayResend(text)
      ? resend('messageEdited', at, text)
      : false;
  }

  /** A new reply in place of the last one, of which `messageId` is a bubble; false when refused. */
  async function regenerate(messageId: string) {
    expectMessageId('regenerate(messageId)', messageId);
    const { at, question, after } = lastTurn(cell.get().messages);
    const reply = after.find((message) => message.id === messageId);
    const isReply = reply?.type === 'text' && reply.sender === 'bot' && !reply.greeting;
    return options().messageActions.regenerate && isReply && !!question && mayResend(question.text)
      ? resend('replyRegenerated', at, question.text, reply.backendId ?? reply.id)
      : false;
  }

  return { editMessage, regenerate };
}
