import { useChatSettings } from './ChatContext';
import { IconButton } from './IconButton';
import { SendIcon, StopIcon } from './icons';

/**
 * The send button; while a reply is on its way (`stoppable`) the same button stops it, and
 * the box then takes the focus (an empty box's send button is disabled, and a disabled button
 * would drop it).
 */
export function SendButton({
  stoppable,
  sendable,
  onSend,
  onStop,
}: {
  stoppable: boolean;
  sendable: boolean;
  onSend: () => void;
  onStop: () => void;
}) {
  const { strings } = useChatSettings();
  return (
    <IconButton
      className={stoppable ? 'papo-input__send papo-input__send--stop' : 'papo-input__send'}
      label={stoppable ? strings.stop : strings.sendMessage}
      disabled={stoppable ? false : !sendable}
      onClick={stoppable ? onStop : onSend}
    >
      {stoppable ? <StopIcon /> : <SendIcon />}
    </IconButton>
  );
}
