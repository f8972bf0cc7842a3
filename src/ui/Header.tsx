import { useChatState } from './ChatContext';
import { CloseIcon, NewConversationIcon } from './icons';

interface HeaderProps {
  titleId: string;
  /** Given only in window mode with `showWindowCloseButton` (docs/decisions.md#screens). */
  onClose?: () => void;
  /** Given once there is a conversation to leave: starts over with a new session. */
  onNewConversation?: () => void;
}

export function Header({ titleId, onClose, onNewConversation }: HeaderProps) {
  const { strings } = useChatState();
  return (
    // A div, not <header>: inside a widget a <header> would become a second "banner" landmark of the host page.
    <div className="papo-header">
      <div className="papo-header__text">
        <h2 id={titleId} className="papo-header__title">
          {strings.title}
        </h2>
        {strings.subtitle ? <p className="papo-header__subtitle">{strings.subtitle}</p> : null}
      </div>
      {onNewConversation ? (
        <button
          type="button"
          className="papo-header__action papo-icon-button"
          aria-label={strings.newConversation}
          title={strings.newConversation}
          onClick={onNewConversation}
        >
          <NewConversationIcon size={18} />
        </button>
      ) : null}
      {onClose ? (
        <button
          type="button"
          className="papo-header__close papo-icon-button"
          aria-label={strings.closeButtonTooltip}
          title={strings.closeButtonTooltip}
          onClick={onClose}
        >
          <CloseIcon size={18} />
        </button>
      ) : null}
    </div>
  );
}
