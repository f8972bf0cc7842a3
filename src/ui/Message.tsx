import { memo, type ComponentType } from 'react';
import type { ChatMessage, ComponentMessage, ErrorMessage, TextMessage } from '../core/messages';
import { errorText } from '../core/store-errors';
import { useChatSettings, useChatState, useChatStore } from './ChatContext';
import { ChoiceButtons } from './ChoiceButtons';
import { FileTypeIcon } from './icons';
import { Markdown } from './Markdown';
import { MessageActions } from './MessageActions';
import { MessageTime } from './MessageTime';
import { SourceLinks } from './SourceLinks';

function ErrorEntry({ message }: { message: ErrorMessage }) {
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
    <div className="papo-message papo-message--bot papo-message--error" data-message-id={message.id}>
      <p className="papo-message__error-text">{text}</p>
      <button
        type="button"
        className="papo-button papo-message__retry"
        disabled={waiting || options.disabled || retryAt !== null}
        onClick={() => void store.retry(message.id)}
      >
        {strings.retry}
      </button>
    </div>
  );
}

function CustomComponent({ message }: { message: ComponentMessage }) {
  const { options } = useChatSettings();
  const Component = options.messageComponents[message.key] as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) return null;
  return (
    <div className="papo-message papo-message--bot papo-message--component" data-message-id={message.id}>
      <Component {...message.arguments} />
    </div>
  );
}

function SentFiles({ files }: { files: readonly File[] }) {
  return (
    <ul className="papo-message__files">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="papo-file-chip papo-file-chip--sent">
          <FileTypeIcon mimeType={file.type} />
          <span>{file.name}</span>
        </li>
      ))}
    </ul>
  );
}

function TextEntry({ message }: { message: TextMessage }) {
  const { strings, options } = useChatSettings();
  const isUser = message.sender === 'user';
  const classes = [
    'papo-message',
    `papo-message--${message.sender}`,
    message.transparent ? 'papo-message--transparent' : '',
    message.failed ? 'papo-message--failed' : '',
    message.pending ? 'papo-message--pending' : '',
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-message-id={message.id}
      data-streaming={message.streaming || undefined}
    >
      <span className="papo-visually-hidden">{isUser ? strings.messageFromUser : strings.messageFromBot}: </span>
      {message.text === '' && !message.streaming ? (
        <p className="papo-message__empty">{strings.emptyResponse}</p>
      ) : isUser ? (
        // What the visitor typed is shown as typed, never interpreted as markdown, in its own direction.
        <p className="papo-message__plain" dir="auto">
          {message.text}
        </p>
      ) : (
        <Markdown
          className="papo-message__markdown"
          text={message.text}
          allowedImageOrigins={options.allowedImageOrigins}
          showAllLabel={strings.showAll}
          codeCopyLabels={{ copy: strings.copyCode, copied: strings.copied }}
        />
      )}
      {message.sources && !message.streaming ? <SourceLinks sources={message.sources} text={message.text} /> : null}
      {message.stopped ? <p className="papo-message__stopped">{strings.stopped}</p> : null}
      {message.files?.length ? <SentFiles files={message.files} /> : null}
      {message.choices ? <ChoiceButtons messageId={message.id} choices={message.choices} /> : null}
      <MessageActions message={message} />
      <MessageTime message={message} />
    </div>
  );
}

/** Memoised: a streamed chunk re-renders only the bubble it grows (messages are immutable). */
export const Message = memo(function Message({ message }: { message: ChatMessage }) {
  if (message.type === 'error') return <ErrorEntry message={message} />;
  if (message.type === 'component') return <CustomComponent message={message} />;
  return <TextEntry message={message} />;
});
