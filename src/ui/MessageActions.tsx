import { useRef, useState, type ReactNode } from 'react';
import { messageText, type BotMessage, type Rating } from '../core/messages/messages';
import { isRateable } from '../core/store/store-feedback';
import { announce } from './announce';
import { useChatSettings, useChatStore } from './ChatContext';
import { CopyButton } from './CopyButton';
import { focusMessageBox } from './focusMessageBox';
import { RegenerateIcon, ThumbUpIcon } from './icons';
import { InlineForm } from './InlineForm';
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
      onClickCapture={() => rate(rating)}
    >
      {icon}
    </button>
  );
  return (
    <>
      {button('up', strings.goodReply, <ThumbUpIcon size={18} />)}
      {/* 👎 is 👍 turned over (in CSS): one icon less in the bundle. */}
      {button('down', strings.badReply, <ThumbUpIcon size={18} />)}
      {comment === 'open' ? (
        <InlineForm
          label={strings.feedbackComment}
          maxLength={500}
          cancel={strings.feedbackSkip}
          onSend={send}
          onCancel={() => closeComment('closed')}
        />
      ) : null}
      {comment === 'sent' ? <p className="papo-feedback__thanks">{strings.feedbackThanks}</p> : null}
    </>
  );
}

/** Regenerate (`messageActions.regenerate`): the reply goes, the message box takes the focus. */
function Regenerate({ message }: { message: BotMessage }) {
  const store = useChatStore();
  const { strings } = useChatSettings();
  const regenerate = (button: HTMLElement) => {
    const chat = button.closest('.papo-chat');
    void store.regenerate(message.id);
    // The reply and this button are gone: "The assistant is typing…" says what happens now.
    focusMessageBox(chat, strings.typing);
  };
  return (
    <button
      type="button"
      className="papo-icon-button papo-actions__button papo-actions__regenerate"
      aria-label={strings.regenerate}
      title={strings.regenerate}
      onClick={(event) => regenerate(event.currentTarget)}
    >
      <RegenerateIcon size={18} />
    </button>
  );
}

/**
 * Under a finished bot reply: Copy, Read aloud with `readAloud` (where the browser can speak),
 * 👍/👎 with `feedback`, and Regenerate when it is the conversation's `last` reply (MessageList decides).
 */
export function MessageActions({ message, last }: { message: BotMessage; last?: boolean }) {
  const { options } = useChatSettings();
  const text = messageText(message);
  if (message.greeting || message.status === 'streaming' || text === '') return null;
  return (
    <div className="papo-actions">
      <CopyButton text={text} />
      {options.readAloud && globalThis.speechSynthesis ? <ReadAloudButton text={text} /> : null}
      {options.feedback && isRateable(message) ? <Feedback message={message} /> : null}
      {last && options.messageActions.regenerate ? <Regenerate message={message} /> : null}
    </div>
  );
}
