import { memo, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../core/messages/messages';
import { Message } from './Message';
import type { WatchNearView } from './useNearView';

type Props = {
  messages: readonly ChatMessage[];
  /** The first message's place in the conversation (from 1) and the conversation's length. */
  first: number;
  size: number;
  watch: WatchNearView;
};

/**
 * A group's messages as one element of its box, not one element per message: when the group
 * goes far off, React keeps the box's previous props (on the fiber it renders next time) and
 * the child it deleted (until the box renders twice more). As 40 elements that was 40
 * detached fibers, 40 elements and their props per far-off group, about 0.2 MB of JS heap per
 * 1 000 messages (docs/performance.md#long-conversations); as one, one of each.
 */
function GroupMessages({ messages, first, size }: Omit<Props, 'watch'>) {
  return messages.map((message, index) => (
    <Message key={message.id} message={message} position={first + index} size={size} />
  ));
}

/** The same messages, each the same object, at the same places: nothing in the group changed. */
const sameGroup = (before: Props, after: Props) =>
  before.first === after.first &&
  before.size === after.size &&
  before.messages.length === after.messages.length &&
  before.messages.every((message, index) => message === after.messages[index]);

/**
 * One step's worth of older messages of a long conversation, in one box. A step re-renders
 * none of the groups before it. Far from the view (more than its height away) the group
 * keeps only its box, at the height it was laid out at, and its messages leave the DOM
 * (docs/architecture.md#long-conversations): a conversation costs what is near the screen.
 */
export const OlderMessages = memo(function OlderMessages({ messages, first, size, watch }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The height it stands for while its messages are out of the DOM; null while they are in.
  const [farHeight, setFarHeight] = useState<number | null>(null);
  useEffect(() => {
    const group = ref.current;
    if (!group || typeof IntersectionObserver === 'undefined') return;
    return watch(group, (near, height) => {
      // A group holding the focus stays: the focused button or message stays reachable.
      if (!near && group.contains((group.getRootNode() as Document).activeElement)) return;
      setFarHeight(near ? null : height);
    });
  }, [watch]);
  return (
    <div
      ref={ref}
      className="papo-messages__older"
      role="none"
      style={farHeight === null ? undefined : { height: farHeight }}
    >
      {farHeight === null ? <GroupMessages messages={messages} first={first} size={size} /> : null}
    </div>
  );
}, sameGroup);
