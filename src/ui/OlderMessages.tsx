import { memo } from 'react';
import type { ChatMessage } from '../core/messages';
import { Message } from './Message';

type Props = { messages: readonly ChatMessage[]; settled: boolean };

/** The same messages, each the same object: nothing in the group changed. */
const sameMessages = (before: Props, after: Props) =>
  before.settled === after.settled &&
  before.messages.length === after.messages.length &&
  before.messages.every((message, index) => message === after.messages[index]);

/**
 * One step's worth of older messages of a long conversation, in one box. A step re-renders
 * none of the groups before it, and once `settled` (laid out in a frame before, so its
 * real size is known) the browser skips the whole box while it is off screen: each step
 * costs its own messages, not the length of the conversation.
 */
export const OlderMessages = memo(function OlderMessages({ messages, settled }: Props) {
  return (
    <div className={settled ? 'papo-messages__older papo-messages__older--settled' : 'papo-messages__older'}>
      {messages.map((message) => (
        <Message key={message.id} message={message} />
      ))}
    </div>
  );
}, sameMessages);
