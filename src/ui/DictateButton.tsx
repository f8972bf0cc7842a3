import { useChatSettings } from './ChatContext';
import { MicIcon } from './icons';
import { IconButton } from './IconButton';
import type { useDictation } from './useDictation';

/**
 * The microphone of `voiceInput` (useDictation.ts), beside Send: a toggle named "Dictate",
 * "Stop dictating" while it listens. None where the browser has no speech recognition.
 */
export function DictateButton({
  dictation,
  disabled,
}: {
  dictation: ReturnType<typeof useDictation>;
  disabled: boolean;
}) {
  const { strings } = useChatSettings();
  return dictation.toggle ? (
    <IconButton
      className="papo-input__mic"
      label={dictation.listening ? strings.stopDictating : strings.dictate}
      pressed={dictation.listening}
      disabled={disabled}
      onClick={dictation.toggle}
    >
      <MicIcon />
    </IconButton>
  ) : null;
}
