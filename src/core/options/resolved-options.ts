/**
 * Validated options made complete: every language of `i18n` (the built-ins and the
 * integrator's) gets all its strings. Plain code without valibot, so the chat's code can
 * complete the options the launcher validated without carrying the schema again.
 */
import { en, stringsFor, type ChatStrings } from '../i18n/i18n';
import { languagesOf, needsPack } from '../i18n/languages';
import type { ValidatedChatOptions } from './options-schema';

/** What the rest of the widget reads: every default filled in, `i18n` complete per language. */
export type ResolvedChatOptions = {
  [K in keyof ValidatedChatOptions]: K extends 'i18n' ? Record<string, ChatStrings> : ValidatedChatOptions[K];
};

/**
 * Every language: the built-ins, the packs fetched so far (language-packs.ts) and the user's,
 * each completed from English. A pack not fetched yet is left out rather than shown as English.
 */
export function completeOptions(options: ValidatedChatOptions): ResolvedChatOptions {
  const { i18n } = options;
  const ready = (language: string) => !needsPack(language) || Object.hasOwn(i18n, language);
  return {
    ...options,
    i18n: Object.fromEntries(
      languagesOf(i18n)
        .filter(ready)
        .map((language) => [language, stringsFor(i18n, language)]),
    ),
  };
}

/** The strings of the chat's language. */
export function languageStringsFor(options: ResolvedChatOptions): ChatStrings {
  // The fallback only matters for options built by hand rather than by resolveOptions.
  return options.i18n[options.defaultLanguage] ?? en;
}

/** The `initialMessages` option when set, otherwise the language's own greeting. */
export function initialMessagesFor(options: ResolvedChatOptions): readonly string[] {
  return options.initialMessages ?? languageStringsFor(options).initialMessages;
}
