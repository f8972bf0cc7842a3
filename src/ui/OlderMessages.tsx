import { memo } from 'react';
import type { ChatMessage } from '../core/messages';
import { Message } from './Message';

type Props = { messages: readonly ChatMessage[] };

/** The same messages, each the same object: nothing in the group changed. */
const sameMessages = (before: Props, after: Props) =>
  before.messages.length === after.messages.length &&
  before.messages.every((message, index) => message === after.messages[index]);

/**
 * One step's worth of older messages of a long conversation, in one box. Off screen, the
 * browser skips the whole box (content-visibility), and a step re-renders none of the
 * groups before it: each step costs its own messages, not the length of the conversation.
 */
export const OlderMessages = memo(function OlderMessages({ messages }: Props) {
  return (
    <div className="papo-messages__older">
      {messages.map((message) => (
        <Message key={message.id} message={message} />
      ))}
    </div>
  );
}, sameMessages);
