/**
 * What the voice features (docs/features.md#voice) share: the language the browser listens and
 * speaks in, and the browser's speech recognition, which lib.dom does not describe.
 */

/** The chat's language as a speech language: the built-in `pt` is Brazilian Portuguese. */
export const speechLanguage = (language: string) => (language === 'pt' ? 'pt-BR' : language);

/** The part of a SpeechRecognition the chat uses. */
export interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type Speech = { SpeechRecognition?: new () => Recognition; webkitSpeechRecognition?: new () => Recognition };

/** The browser's speech recognition, if it has one (Chrome, Edge and Safari prefix it). */
export const recognitionClass = () =>
  (globalThis as Speech).SpeechRecognition ?? (globalThis as Speech).webkitSpeechRecognition;
