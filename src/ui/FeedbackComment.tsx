import { useEffect, useEffectEvent, useId, useRef, type FormEvent } from 'react';
import { useChatSettings } from './ChatContext';

interface FeedbackCommentProps {
  onSend: (comment: string) => void;
  /** Skip, and Escape: the comment is optional. */
  onSkip: () => void;
}

/** The optional short comment after 👎; it takes the focus when it opens. */
export function FeedbackComment({ onSend, onSkip }: FeedbackCommentProps) {
  const { strings } = useChatSettings();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const skip = useEffectEvent(() => onSkip());

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.querySelector('textarea')?.focus();
    // A native listener, so it runs before the window's, which closes the chat on Escape
    // (React's handlers run only once the event reaches the chat's root).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      event.stopPropagation();
      skip();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(new FormData(event.currentTarget).get('comment')?.toString() ?? '');
  };

  return (
    <form ref={form} className="papo-feedback" onSubmit={submit}>
      <label htmlFor={id} className="papo-feedback__label">
        {strings.feedbackComment}
      </label>
      <textarea id={id} name="comment" className="papo-feedback__comment" rows={2} maxLength={500} />
      <div className="papo-feedback__buttons">
        <button type="submit" className="papo-button papo-feedback__send">
          {strings.feedbackSend}
        </button>
        <button type="button" className="papo-feedback__skip" onClick={onSkip}>
          {strings.feedbackSkip}
        </button>
      </div>
    </form>
  );
}
