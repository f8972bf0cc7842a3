/**
 * Stand-ins for the browser's speech recognition and synthesis, which a test cannot drive
 * (no microphone, no voices): `installFakeSpeech()` defines them on `globalThis` as a
 * browser would (`webkitSpeechRecognition`, `speechSynthesis`, `SpeechSynthesisUtterance`)
 * and gives the test the handles to play what the browser would do. Shared by the unit
 * tests (happy-dom), the Chromium tests and the stories.
 */

/** One recognition the chat made: what it was set to, and the events a test plays on it. */
export class FakeRecognition {
  lang = '';
  interimResults = false;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> & { length: number } }) => void) | null =
    null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  /** 'new' until start(); 'listening'; 'stopping' after stop() (the final result may still come); 'aborted'; 'ended'. */
  state: 'new' | 'listening' | 'stopping' | 'aborted' | 'ended' = 'new';
  readonly #heard: { transcript: string; isFinal: boolean }[] = [];

  constructor(private readonly made: FakeRecognition[]) {
    made.push(this);
  }
  start() {
    if (this.state !== 'new') throw new DOMException('recognition has already started', 'InvalidStateError');
    this.state = 'listening';
  }
  stop() {
    if (this.state === 'listening') this.state = 'stopping';
  }
  abort() {
    if (this.state !== 'listening' && this.state !== 'stopping') return;
    this.state = 'aborted';
    this.onerror?.({ error: 'aborted' });
    this.end();
  }

  /** The browser's guess so far (`final`: its last word on it), as a result event. */
  hear(transcript: string, final = false) {
    const last = this.#heard.at(-1);
    if (last && !last.isFinal) this.#heard.pop();
    this.#heard.push({ transcript, isFinal: final });
    const results = this.#heard.map(({ transcript, isFinal }) => Object.assign([{ transcript }], { isFinal }));
    this.onresult?.({ results });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.end();
  }
  end() {
    this.state = 'ended';
    this.onend?.();
  }
}

export interface FakeSpeech {
  /** Every recognition made, oldest first. */
  recognitions: FakeRecognition[];
  /** The newest one. */
  recognition(): FakeRecognition;
  /** What was given to speechSynthesis.speak, and whether each is still being spoken. */
  spoken: { text: string; lang: string; speaking: boolean }[];
  /** Ends the utterance being spoken, as when the voice reaches its end. */
  finishSpeaking(): void;
  uninstall(): void;
}

/** Defines the fakes; `recognition: false` or `synthesis: false` leaves that API out, as some browsers do. */
export function installFakeSpeech({ recognition = true, synthesis = true } = {}): FakeSpeech {
  const recognitions: FakeRecognition[] = [];
  const spoken: FakeSpeech['spoken'] = [];
  const utterances: { utterance: FakeUtterance; entry: FakeSpeech['spoken'][number] }[] = [];
  const globals = globalThis as Record<string, unknown>;
  const names = ['SpeechRecognition', 'webkitSpeechRecognition', 'speechSynthesis', 'SpeechSynthesisUtterance'];
  const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));

  class FakeUtterance {
    lang = '';
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  const interrupt = () => {
    for (const { utterance, entry } of utterances.splice(0)) {
      entry.speaking = false;
      utterance.onerror?.({ error: 'interrupted' });
    }
  };
  const define = (name: string, value: unknown) =>
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });

  // A browser with none of them: the chat must not find a real one (Chromium has both).
  for (const name of names) define(name, undefined);
  if (recognition) {
    // Chromium names it webkitSpeechRecognition; the unprefixed name is left undefined.
    define('webkitSpeechRecognition', function WebkitSpeechRecognition() {
      return new FakeRecognition(recognitions);
    });
  }
  if (synthesis) {
    define('SpeechSynthesisUtterance', FakeUtterance);
    define('speechSynthesis', {
      speak(utterance: FakeUtterance) {
        const entry = { text: utterance.text, lang: utterance.lang, speaking: true };
        spoken.push(entry);
        utterances.push({ utterance, entry });
      },
      cancel: interrupt,
    });
  }

  return {
    recognitions,
    recognition: () => {
      const newest = recognitions.at(-1);
      if (!newest) throw new Error('No speech recognition was made: was the microphone pressed?');
      return newest;
    },
    spoken,
    finishSpeaking() {
      const speaking = utterances.shift();
      if (!speaking) throw new Error('Nothing is being spoken.');
      speaking.entry.speaking = false;
      speaking.utterance.onend?.();
    },
    uninstall() {
      names.forEach((name, index) => {
        const descriptor = before[index];
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete globals[name];
      });
    },
  };
}
