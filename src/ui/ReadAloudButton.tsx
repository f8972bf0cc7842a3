import { useEffect, useRef, useState } from 'react';
import { useChatSettings, useMarkdownLoader, useWindowOpen } from './ChatContext';
import { SpeakerIcon, StopIcon } from './icons';
import { RENDER_BUDGET } from './Markdown';
import { loadedEngine, loadEngineOnce, spokenWords, type MarkdownEngine } from './markdown/useMarkdownEngine';
import { speechLanguage } from './speech';

/**
 * Reads a reply out with the browser's speech synthesis (the `readAloud` option,
 * docs/features.md#voice), its words without markdown, in the chat's language; pressed
 * again, it stops. One reply at a time: the browser's one queue is emptied first, and the
 * reply it was reading hears that its reading ended.
 */
export function ReadAloudButton({ text }: { text: string }) {
  const { options, strings } = useChatSettings();
  const open = useWindowOpen();
  // What turns a reply's markdown into the words a voice says; loaded on a press if it is not yet.
  const markdown = useMarkdownLoader();
  const [reading, setReading] = useState(false);
  const utterance = useRef<SpeechSynthesisUtterance>(undefined);

  const stop = () => {
    if (!utterance.current) return;
    utterance.current = undefined;
    setReading(false);
    speechSynthesis.cancel();
  };
  // The window closing, and the reply going (a new conversation, the chat unmounted), stop it.
  useEffect(() => stop, [open]);

  const read = () => {
    speechSynthesis.cancel();
    const spoken = new SpeechSynthesisUtterance();
    spoken.lang = speechLanguage(options.defaultLanguage);
    spoken.onend = spoken.onerror = () => {
      if (utterance.current !== spoken) return;
      utterance.current = undefined;
      setReading(false);
    };
    utterance.current = spoken;
    setReading(true);
    const speak = (engine: MarkdownEngine | null) => {
      // Stopped, or another reply pressed, while markdown was on its way.
      if (utterance.current !== spoken) return;
      spoken.text = spokenWords(engine, text.slice(0, RENDER_BUDGET));
      speechSynthesis.speak(spoken);
    };
    // A reply restored from the history can be pressed before markdown has loaded: its
    // words are read once it has (or as written, if it cannot load), never its "**" marks.
    const engine = loadedEngine(markdown);
    if (engine) speak(engine);
    else void loadEngineOnce(markdown).then(speak);
  };

  const label = reading ? strings.stopReading : strings.readAloud;
  return (
    <button
      type="button"
      className="papo-icon-button papo-actions__button"
      aria-label={label}
      title={label}
      aria-pressed={reading}
      onClickCapture={reading ? stop : read}
    >
      {reading ? <StopIcon size={18} /> : <SpeakerIcon size={18} />}
    </button>
  );
}
