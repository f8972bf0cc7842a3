/**
 * options-at-once.ts in the two standalone loaders (tsup.config.ts puts this file in its
 * place): only the options the loader reads before the chat's code is there, each a value
 * it can use or its default, and nothing thrown. The chat's code checks every option when
 * it arrives and reports each mistake (src/core/options/options-check.ts), so the schema, its
 * error texts and hints stay out of what a page loads before intent (docs/decisions.md#options-checked-on-arrival).
 * test/core/options-at-once-loader.test.ts holds these defaults and values to the schema's.
 */
import type { ChatOptions, ValidatedChatOptions } from '../core/options/options-schema';

type Given = Record<string, unknown>;

const isObject = (value: unknown): value is Given =>
  typeof value == 'object' && value !== null && !Array.isArray(value);

export const optionsAtOnce = (user?: ChatOptions): ValidatedChatOptions => {
  const given: Given = isObject(user) ? user : {};
  /** The option if it is one of `values`, else the first of them: its default. */
  const oneOf = (name: string, values: unknown[]) => (values.includes(given[name]) ? given[name] : values[0]);
  const flag = (name: string, fallback: boolean) => oneOf(name, [fallback, !fallback]);
  const { target, defaultLanguage: language, theme, i18n, onError } = given;
  return {
    // The rest is read by the chat's code, after its check.
    ...given,
    target:
      (typeof target == 'string' && target.trim()) || (target as Node | undefined)?.nodeType == 1
        ? target
        : '#papo-chat',
    mode: oneOf('mode', ['window', 'fullscreen']),
    colorScheme: oneOf('colorScheme', ['light', 'dark', 'auto']),
    dir: oneOf('dir', ['auto', 'ltr', 'rtl']),
    // 'auto' stays 'auto' (English, left to right) until the chat's code chooses the language:
    // the matching would cost the loaders more bytes than they have (docs/api.md#languages).
    defaultLanguage: typeof language == 'string' && language.trim() ? language : 'en',
    // Each language's strings are taken only where they are strings (languages.ts, overlay).
    i18n: isObject(i18n) ? i18n : {},
    theme: Object.fromEntries(
      Object.entries(isObject(theme) ? theme : {}).filter(
        ([name, value]) => name.startsWith('--chat--') && typeof value == 'string',
      ),
    ),
    onError: typeof onError == 'function' ? onError : undefined,
    showWindowCloseButton: flag('showWindowCloseButton', true),
    showWelcomeScreen: flag('showWelcomeScreen', false),
    allowFileUploads: flag('allowFileUploads', false),
    disabled: flag('disabled', false),
  } as ValidatedChatOptions;
};
