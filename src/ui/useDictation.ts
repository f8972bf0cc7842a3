import { useEffect, useRef, useState, type RefObject } from 'react';
import { announce } from './announce';
import { useChatSettings } from './ChatContext';
import { recognitionClass, speechLanguage, type Recognition } from './speech';

/**
 * Dictation into the message box (the `voiceInput` option, docs/features.md#voice): the
 * browser's speech recognition in the chat's language writes what it hears after the
 * visitor's text as it comes, until the visitor stops it (`stop`: the button again, or
 * Escape) or falls silent; sending cancels it (`cancel`). "Listening…" and "Stopped
 * listening" are announced; a refused microphone or another failure is a line (`problem`).
 */
export function useDictation(
  text: string,
  setText: (text: string) => void,
  box: RefObject<HTMLTextAreaElement | null>,
) {
  const { options, strings } = useChatSettings();
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState('');
  const session = useRef<Recognition>(undefined);
  const say = (words: string) => box.current && announce(box.current, words);

  const start = (Recognition: new () => Recognition) => {
    const recognition = new Recognition();
    // What the visitor wrote stays; the words go after it, a space apart.
    const before = /\S$/.test(text) ? `${text} ` : text;
    let failure = '';
    recognition.lang = speechLanguage(options.defaultLanguage);
    recognition.interimResults = true;
    // Every result so far, the last one still a guess until it is final.
    recognition.onresult = ({ results }) =>
      setText(before + Array.from(results, (result) => result[0]!.transcript).join(''));
    // Silence (no-speech) and a cancel (aborted) end quietly.
    recognition.onerror = ({ error }) => {
      failure = error.endsWith('allowed')
        ? strings.microphoneRefused
        : /no-speech|aborted/.test(error)
          ? ''
          : strings.dictationFailed;
    };
    recognition.onend = () => {
      session.current = undefined;
      setListening(false);
      setProblem(failure);
      say(failure || strings.stoppedListening);
    };
    session.current = recognition;
    setListening(true);
    setProblem('');
    say(strings.listening);
    recognition.start();
  };

  /** Stops listening, keeping what was heard; false when it was not listening. */
  const stop = () => {
    session.current?.stop();
    return !!session.current;
  };

  /** Stops at once and drops what is still on its way (the message was sent; the chat went). */
  const cancel = () => {
    const recognition = session.current;
    if (!recognition) return;
    recognition.onresult = null;
    recognition.abort();
  };
  useEffect(() => cancel, []);

  const Recognition = options.voiceInput ? recognitionClass() : undefined;
  /** The button's press: starts or stops; undefined where the browser cannot listen. */
  const toggle = Recognition && (() => (session.current ? stop() : start(Recognition)));
  return { listening, problem, toggle, stop, cancel };
}
