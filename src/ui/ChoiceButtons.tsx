import { useEffect, useRef } from 'react';
import type { ButtonsPart } from '../core/messages/message-parts';
import { useChatSettings, useChatStore } from './ChatContext';

/**
 * The buttons a waiting n8n workflow offers under its message
 * (docs/protocol.md#waiting-for-the-visitor): one choice per message. Once chosen or while
 * the choice is sent, they are `aria-disabled` rather than `disabled`, so the focus stays
 * on the pressed button instead of falling out of the chat.
 */
export function ChoiceButtons({ messageId, choices }: { messageId: string; choices: ButtonsPart }) {
  const store = useChatStore();
  const { strings, options } = useChatSettings();
  const firstRef = useRef<HTMLButtonElement>(null);
  const { buttons, chosen, status, blockUserInput } = choices;
  const closed = status === 'chosen' || status === 'sending' || options.disabled;

  // A question that closes the message box takes the focus the box had (or lost).
  useEffect(() => {
    const first = firstRef.current;
    if (!first || !blockUserInput || status === 'chosen') return;
    const active = (first.getRootNode() as Document | ShadowRoot).activeElement;
    if (active === null || active.tagName === 'TEXTAREA' || active.tagName === 'BODY') first.focus();
    // Only when the question arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="papo-choices" role="group" aria-label={strings.choose}>
      {buttons.map((button, index) => (
        <button
          key={`${index}-${button.text}`}
          ref={index === 0 ? firstRef : undefined}
          type="button"
          className={`papo-choices__button papo-choices__button--${button.kind}`}
          aria-disabled={closed || undefined}
          aria-current={chosen === index || undefined}
          onClick={() => {
            if (!closed) void store.choose(messageId, index);
          }}
        >
          {button.text}
        </button>
      ))}
      <p className="papo-choices__status" aria-live="polite">
        {status === 'failed' ? strings.chooseFailed : ''}
      </p>
    </div>
  );
}
