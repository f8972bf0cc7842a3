import { useChatSettings } from './ChatContext';
import { IconButton } from './IconButton';
import { CloseIcon, NewConversationIcon } from './icons';

interface HeaderProps {
  titleId: string;
  /** Given only in window mode with `showWindowCloseButton` (docs/decisions.md#screens). */
  onClose?: () => void;
  /** Given once there is a conversation to leave: starts over with a new session. */
  onNewConversation?: () => void;
}

export function Header({ titleId, onClose, onNewConversation }: HeaderProps) {
  const { strings } = useChatSettings();
  return (
    // A div, not <header>: inside a widget a <header> would become a second "banner" landmark of the host page.
    <div className="papo-header">
      <h2 id={titleId} className="papo-header__title">
        {strings.title}
      </h2>
      {strings.subtitle ? <p className="papo-header__subtitle">{strings.subtitle}</p> : null}
      <div className="papo-header__actions">
        {/* Its room is kept until it appears, so the title does not move then (frame.styles.ts). */}
        {onNewConversation ? (
          <IconButton className="papo-header__action" label={strings.newConversation} onClick={onNewConversation}>
            <NewConversationIcon size={18} />
          </IconButton>
        ) : null}
        {onClose ? (
          <IconButton className="papo-header__close" label={strings.closeButtonTooltip} onClick={onClose}>
            <CloseIcon size={18} />
          </IconButton>
        ) : null}
      </div>
    </div>
  );
}
