/**
 * The options a running chat takes without starting over, each with its setter: the same
 * three on the instance of `createChat` (and so on the `<papo-chat>` element's `chat`), on
 * `usePapoChat`'s result, and as the props of `<PapoChat>` that apply at once.
 */
import type { ChatOptions, ValidatedChatOptions } from '../options/options-schema';

export type ColorScheme = ValidatedChatOptions['colorScheme'];

export interface LiveSetters {
  /**
   * Replaces the metadata sent with later requests. A bad value throws a PapoOptionsError
   * naming it; in the standalone loaders, before the chat's code has arrived, it is
   * reported when the code arrives instead (docs/api.md, "Options checked at once or on arrival"). So for the two below.
   */
  setMetadata(metadata: ChatOptions['metadata']): void;
  /** Switches every string (the toggle's too) to a language of `i18n` or a built-in one. */
  setLanguage(language: string): void;
  /** 'light', 'dark' or 'auto' (the visitor's system setting), as the `colorScheme` option. */
  setColorScheme(scheme: ColorScheme): void;
}

/** The option each setter sets: the one list the adapters build their setters from or are tested against. */
export const LIVE_OPTIONS = {
  setMetadata: 'metadata',
  setLanguage: 'defaultLanguage',
  setColorScheme: 'colorScheme',
} as const satisfies Record<keyof LiveSetters, keyof ChatOptions>;
