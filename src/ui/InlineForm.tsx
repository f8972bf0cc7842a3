import { useEffect, useEffectEvent, useId, useRef, type FormEvent } from 'react';
import { useChatSettings } from './ChatContext';
import { isSendKey } from './useComposerKeys';

interface InlineFormProps {
  /** The text box's label. */
  label: string;
  /** The text it starts with. */
  value?: string;
  maxLength?: number;
  /** The second button's words (Skip, Cancel); it and Escape call `onCancel`. */
  cancel: string;
  /** Enter sends as in the message box (`enterKey`); otherwise Enter is a new line. */
  enterSends?: boolean;
  onSend: (text: string) => void;
  onCancel: () => void;
}

/**
 * A short text under a message, with Send and Skip or Cancel: the comment after 👎, the
 * edit of the visitor's last message. It takes the focus when it opens.
 */
export function InlineForm({ label, value, maxLength, cancel, enterSends, onSend, onCancel }: InlineFormProps) {
  const { strings, options } = useChatSettings();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const keyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (enterSends && isSendKey(event, options.enterKey == 'newline')) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  });

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const area = element.querySelector('textarea');
    area?.focus();
    // The caret after the text, where an edit goes on.
    area?.setSelectionRange(area.value.length, area.value.length);
    // A native listener, so it runs before the window's, which closes the chat on Escape
    // (React's handlers run only once the event reaches the chat's root).
    const listener = (event: KeyboardEvent) => keyDown(event);
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(new FormData(event.currentTarget).get('text')?.toString() ?? '');
  };

  return (
    <form ref={form} className="papo-form" onSubmit={submit}>
      <label htmlFor={id} className="papo-form__label">
        {label}
      </label>
      <textarea
        id={id}
        name="text"
        className="papo-form__text"
        rows={2}
        dir="auto"
        defaultValue={value}
        maxLength={maxLength}
      />
      <div className="papo-form__buttons">
        <button type="submit" className="papo-button papo-form__send">
          {strings.feedbackSend}
        </button>
        <button type="button" className="papo-form__cancel" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </form>
  );
}
