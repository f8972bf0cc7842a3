import { useRef } from 'react';
import { isStreaming, messageText } from '../core/messages/messages';
import { lastUserMessageIn } from '../core/store/store-failure';
import { useChatSettings, useChatState, useChatStore, useWindowOpen } from './ChatContext';
import { ConversationSuggestions } from './ConversationSuggestions';
import { Message } from './Message';
import { MessageGroup } from './MessageGroup';
import { goToEnds } from './listEnds';
import { firstPaintMessages, useMessageGroups, useOlderAsOneBox } from './messageGroups';
import { TypingIndicator } from './TypingIndicator';
import { useFollowNewest } from './useFollowNewest';
import { useNearView } from './useNearView';

/**
 * The scrolling conversation. It follows the newest message when the count grows, on
 * load, on resize and when the window opens (useFollowNewest.ts).
 */
export function MessageList() {
  const store = useChatStore();
  const { strings, options } = useChatSettings();
  const messages = useChatState((state) => state.messages);
  const initialMessages = useChatState((state) => state.initialMessages);
  const waiting = useChatState((state) => state.waiting);
  const historyStatus = useChatState((state) => state.historyStatus);
  const idle = useChatState((state) => !state.waiting && state.execution === null) && !options.disabled;
  const open = useWindowOpen();
  const listRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastText = last && messageText(last);
  const lastUser = lastUserMessageIn(messages);
  // Edit and Regenerate go on the visitor's last message and the last reply, when no reply is under way.
  const lastTurn = idle && lastUser ? `${lastUser} ${last?.id}` : '';
  const groups = useMessageGroups(messages);
  const listWindow = useNearView();
  const held = useOlderAsOneBox(groups, messages.length);
  const firstPaint = firstPaintMessages();
  // Places in the conversation (aria-posinset), the greeting first: far-off messages are not in the DOM.
  const size = initialMessages.length + messages.length;

  useFollowNewest(listRef, store, open, [messages.length, waiting, lastText]);

  return (
    // Focusable so keyboard users can scroll it; not a live region: LiveRegion announces
    // each reply once instead of every streamed token.
    // Home and End keep what the browser does for a focused scroller, done at once (listEnds.ts).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={listRef}
      className="papo-messages"
      role="region"
      aria-label={strings.messageList}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={goToEnds}
    >
      {/* No list while there is no message: an empty list is announced as one. */}
      {size > 0 ? (
        <div className="papo-messages__list" role="list">
          {initialMessages.map((message, index) => (
            <Message key={message.id} message={message} position={index + 1} size={size} />
          ))}
          {held.groups > 0 ? (
            // As tall as the boxes it stands for, their gaps included.
            <div
              className="papo-messages__group"
              role="none"
              style={{ height: `calc(${listWindow.estimate(held.messages)} + ${0.75 * (held.groups - 1)}em)` }}
            />
          ) : null}
          {groups.slice(held.groups).map((group) => (
            <MessageGroup
              key={group.key}
              messages={group.messages}
              first={initialMessages.length + group.from + 1}
              size={size}
              lastTurn={lastTurn}
              startIn={group.from + group.messages.length > messages.length - firstPaint}
              list={listWindow}
            />
          ))}
        </div>
      ) : null}
      <ConversationSuggestions />
      {waiting && !isStreaming(messages.at(-1)) ? <TypingIndicator /> : null}
      {historyStatus === 'loading' ? <TypingIndicator /> : null}
    </div>
  );
}
