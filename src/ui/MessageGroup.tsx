import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ChatMessage } from '../core/messages/messages';
import { Message } from './Message';
import { GROUP_SIZE } from './messageGroups';
import type { ListWindow } from './useNearView';

type Props = {
  messages: readonly ChatMessage[];
  /** The first message's place in the conversation (from 1) and the conversation's length. */
  first: number;
  size: number;
  /** The ids, space-separated, of the messages that get Edit or Regenerate. */
  lastTurn: string;
  /** Drawn with its messages in from the start (it holds the newest); otherwise a box until near. */
  startIn: boolean;
  list: ListWindow;
};

/**
 * A group's messages as one element of its box, not one element per message: when the group
 * goes far off, React keeps the box's previous props (on the fiber it renders next time) and
 * the child it deleted (until the box renders twice more). As 20 elements that was 20
 * detached fibers, elements and their props per far-off group (about 0.2 MB of JS heap per
 * 1 000 messages, docs/performance.md#long-conversations); as one, one of each.
 */
function GroupMessages({ messages, first, size, lastTurn }: Omit<Props, 'startIn' | 'list'>) {
  return messages.map((message, index) => (
    <Message
      key={message.id}
      message={message}
      last={lastTurn.includes(message.id)}
      position={first + index}
      size={size}
    />
  ));
}

/**
 * Up to `GROUP_SIZE` messages of the conversation in one box (docs/architecture.md#long-conversations).
 * Never near the view yet, it is only a box of an estimated height: its messages are neither
 * rendered nor laid out. Near (within a view's height), its messages are in the DOM; far off
 * again, once complete, it keeps only its box at the height it was laid out at, and its
 * messages leave the DOM: a conversation costs what is near the screen.
 */
export const MessageGroup = memo(function MessageGroup({ messages, first, size, lastTurn, startIn, list }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The height the box stands for while its messages are out of the DOM; null while they are in.
  // Without IntersectionObserver nothing would tell it to come in: it starts in.
  const [boxHeight, setBoxHeight] = useState<number | string | null>(() =>
    startIn || typeof IntersectionObserver === 'undefined' ? null : list.estimate(messages.length),
  );
  const now = useRef({ out: boxHeight !== null, count: messages.length });
  // Read by the observer's callback, which outlives renders: brought up to date after each commit.
  useLayoutEffect(() => {
    now.current = { out: boxHeight !== null, count: messages.length };
  });
  useEffect(() => {
    const group = ref.current;
    if (!group || typeof IntersectionObserver === 'undefined') return;
    return list.watch(group, (near, height) => {
      const { out, count } = now.current;
      if (near && out) return list.keepPlace(group, () => flushSync(() => setBoxHeight(null)));
      if (out) return;
      list.measured(group, height, count);
      // The group still filling up stays, and so does one holding the focus: a focused
      // button or message stays reachable.
      if (near || count < GROUP_SIZE || group.contains((group.getRootNode() as Document).activeElement)) return;
      setBoxHeight(height);
    });
  }, [list]);
  return (
    <div
      ref={ref}
      className="papo-messages__group"
      role="none"
      style={boxHeight === null ? undefined : { height: boxHeight }}
    >
      {boxHeight === null ? <GroupMessages messages={messages} first={first} size={size} lastTurn={lastTurn} /> : null}
    </div>
  );
});
