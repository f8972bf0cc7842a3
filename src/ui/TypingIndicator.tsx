import { useChatSettings } from './ChatContext';

/** Three bouncing dots in a bot bubble while a reply is awaited (docs/decisions.md#conversation-rules). */
export function TypingIndicator() {
  const { strings } = useChatSettings();
  return (
    <div className="papo-message papo-message--bot papo-typing" data-testid="typing-indicator">
      <span className="papo-visually-hidden">{strings.typing}</span>
      <span className="papo-typing__dot" aria-hidden="true" />
      <span className="papo-typing__dot" aria-hidden="true" />
      <span className="papo-typing__dot" aria-hidden="true" />
    </div>
  );
}
