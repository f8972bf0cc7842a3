import { useRef, useState, type ReactNode } from 'react';
import { messageText, type BotMessage, type Rating } from '../core/messages/messages';
import { isRateable } from '../core/store/store-feedback';
import { announce } from './announce';
import { useChatSettings, useChatStore } from './ChatContext';
import { CopyButton } from './CopyButton';
import { FeedbackComment } from './FeedbackComment';
import { ThumbUpIcon } from './icons';
import { ReadAloudButton } from './ReadAloudButton';

type CommentState = 'closed' | 'open' | 'sent';

/** 👍/👎 of the `feedback` option, toggle buttons; after 👎 the optional comment. */
function Feedback({ message }: { message: BotMessage }) {
  const store = useChatStore();
  const { strings } = useChatSettings();
  const [comment, setComment] = useState<CommentState>('closed');
  const down = useRef<HTMLButtonElement>(null);

  const rate = (rating: Rating) => {
    // The same rating again is refused by the store and leaves the comment as it is.
    if (!store.rate(message.id, rating)) return;
    setComment(rating === 'down' ? 'open' : 'closed');
  };
  const closeComment = (state: CommentState) => {
    setComment(state);
    down.current?.focus();
  };
  const send = (text: string) => {
    if (text.trim() === '') return closeComment('closed');
    store.rate(message.id, 'down', text);
    closeComment('sent');
    if (down.current) announce(down.current, strings.feedbackThanks);
  };

  const button = (rating: Rating, label: string, icon: ReactNode) => (
    <button
      ref={rating === 'down' ? down : undefined}
      type="button"
      className={`papo-icon-button papo-actions__button papo-actions__${rating}`}
      aria-label={label}
      title={label}
      aria-pressed={message.rating === rating}
      onClick={() => rate(rating)}
    >
      {icon}
    </button>
  );
  return (
    <>
      {button('up', strings.goodReply, <ThumbUpIcon size={18} />)}
      {/* 👎 is 👍 turned over (in CSS): one icon less in the bundle. */}
      {button('down', strings.badReply, <ThumbUpIcon size={18} />)}
      {comment === 'open' ? <FeedbackComment onSend={send} onSkip={() => closeComment('closed')} /> : null}
      {comment === 'sent' ? <p className="papo-feedback__thanks">{strings.feedbackThanks}</p> : null}
    </>
  );
}

/** Under a finished bot reply: Copy, Read aloud with `readAloud` (where the browser can speak), and 👍/👎 with `feedback`. */
export function MessageActions({ message }: { message: BotMessage }) {
  const { options } = useChatSettings();
  const text = messageText(message);
  if (message.greeting || message.status === 'streaming' || text === '') return null;
  return (
    <div className="papo-actions">
      <CopyButton text={text} />
      {options.readAloud && globalThis.speechSynthesis ? <ReadAloudButton text={text} /> : null}
      {options.feedback && isRateable(message) ? <Feedback message={message} /> : null}
    </div>
  );
}
