import { memo, type ComponentType } from 'react';
import {
  messageText,
  type ChatMessage,
  type ComponentMessage,
  type ErrorMessage,
  type TextMessage,
} from '../core/messages/messages';
import { errorText } from '../core/store/store-errors';
import { BotParts } from './BotParts';
import { useChatSettings, useChatState, useChatStore } from './ChatContext';
import { EditMessage } from './EditMessage';
import { SentFiles } from './FileChips';
import { MessageActions } from './MessageActions';
import { MessageTime } from './MessageTime';
import { SourceLinks } from './SourceLinks';

/** A message's place in the list (`aria-posinset`/`aria-setsize`): not all of a long one is in the DOM. */
type Item = { role: 'listitem'; 'aria-posinset'?: number; 'aria-setsize'?: number };

function ErrorEntry({ message, item }: { message: ErrorMessage; item: Item }) {
  const store = useChatStore();
  const { strings, options } = useChatSettings();
  const waiting = useChatState((state) => state.waiting);
  const retryAt = useChatState((state) => state.retryAt);
  // The countdown belongs to the newest rate-limited entry: the others do not follow its ticks.
  const ticking = message.retryAt !== undefined && message.retryAt === retryAt;
  const retryInSeconds = useChatState((state) => (ticking ? state.retryInSeconds : 0));
  // An older rate-limited entry reads as any error of its kind.
  const text = message.retryAt === undefined ? message.text : errorText(strings, message, retryInSeconds);
  return (
    <div {...item} className="papo-message papo-message--bot papo-message--error" data-message-id={message.id}>
      <p className="papo-message__error-text">{text}</p>
      <button
        type="button"
        className="papo-button papo-message__retry"
        disabled={waiting || options.disabled || retryAt !== null}
        onClickCapture={() => void store.retry(message.id)}
      >
        {strings.retry}
      </button>
    </div>
  );
}

function CustomComponent({ message, item }: { message: ComponentMessage; item: Item }) {
  const { options } = useChatSettings();
  const Component = options.messageComponents[message.key] as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) return null;
  return (
    <div {...item} className="papo-message papo-message--bot papo-message--component" data-message-id={message.id}>
      <Component {...message.arguments} />
    </div>
  );
}

/** `last`: the visitor's last message or the last reply, which may get Edit or Regenerate. */
function TextEntry({ message, last, item }: { message: TextMessage; last?: boolean; item: Item }) {
  const { strings, options } = useChatSettings();
  const { status } = message;
  const text = messageText(message);
  const streaming = status === 'streaming';
  const classes = [
    'papo-message',
    `papo-message--${message.sender}`,
    message.transparent ? 'papo-message--transparent' : '',
    status === 'failed' || status === 'pending' ? `papo-message--${status}` : '',
  ];
  return (
    <div
      {...item}
      className={classes.filter(Boolean).join(' ')}
      data-message-id={message.id}
      data-streaming={streaming || undefined}
    >
      <span className="papo-visually-hidden">
        {message.sender === 'user' ? strings.messageFromUser : strings.messageFromBot}:{' '}
      </span>
      {text === '' && !streaming ? (
        <p className="papo-message__empty">{strings.emptyResponse}</p>
      ) : message.sender === 'user' ? (
        last && options.messageActions.edit ? (
          <EditMessage message={message} />
        ) : (
          // What the visitor typed is shown as typed, never interpreted as markdown, in its own direction.
          <p className="papo-message__plain" dir="auto">
            {text}
          </p>
        )
      ) : null}
      {message.sender === 'user' ? (
        message.files?.length ? (
          <SentFiles files={message.files} />
        ) : null
      ) : (
        <>
          <BotParts message={message} empty={text === ''} />
          {message.sources && !streaming ? <SourceLinks sources={message.sources} text={text} /> : null}
          {status === 'stopped' ? <p className="papo-message__stopped">{strings.stopped}</p> : null}
          <MessageActions message={message} last={last} />
        </>
      )}
      <MessageTime message={message} />
    </div>
  );
}

type MessageProps = {
  message: ChatMessage;
  last?: boolean;
  /** Its place in the conversation, from 1, and the conversation's length. */
  position?: number;
  size?: number;
};

/**
 * Memoised: a streamed chunk re-renders only the bubble it grows (messages are immutable).
 * `last` (MessageList's): the visitor's last message or the last reply, while no reply is under way.
 */
export const Message = memo(function Message({ message, last, position, size }: MessageProps) {
  const item: Item = { role: 'listitem', 'aria-posinset': position, 'aria-setsize': size };
  if (message.type === 'error') return <ErrorEntry message={message} item={item} />;
  if (message.type === 'component') return <CustomComponent message={message} item={item} />;
  return <TextEntry message={message} last={last} item={item} />;
});
