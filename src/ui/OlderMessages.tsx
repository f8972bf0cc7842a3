import { memo, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../core/messages/messages';
import { Message } from './Message';

type Props = { messages: readonly ChatMessage[] };

/** The same messages, each the same object: nothing in the group changed. */
const sameMessages = (before: Props, after: Props) =>
  before.messages.length === after.messages.length &&
  before.messages.every((message, index) => message === after.messages[index]);

/**
 * One step's worth of older messages of a long conversation, in one box. A step re-renders
 * none of the groups before it, and off screen the browser skips the whole box
 * (content-visibility): each step costs its own messages, not the length of the conversation.
 */
export const OlderMessages = memo(function OlderMessages({ messages }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const group = ref.current;
    if (!group) return;
    // Laid out once, as it is added, so it is skipped at its real height: a guessed one
    // (messages vary tenfold) made End stop short of the bottom. The browser keeps the
    // height up to date (`auto`) whenever the group is on screen again.
    group.style.containIntrinsicSize = `auto ${group.getBoundingClientRect().height}px`;
    group.style.contentVisibility = 'auto';
  }, []);
  return (
    <div ref={ref} className="papo-messages__older">
      {messages.map((message) => (
        <Message key={message.id} message={message} />
      ))}
    </div>
  );
}, sameMessages);
