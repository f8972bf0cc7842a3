/**
 * What the standalone loaders check at once (src/embed/options-at-once-loader.ts): the
 * options they read before the chat's code is there. Held to the schema: the same
 * defaults, the same values taken; any other value is its default, and nothing throws.
 */
import { describe, expect, it } from 'vitest';
import { launcherStrings, layerStrings } from '../../src/core/i18n/languages';
import { validateOptions, type ChatOptions } from '../../src/core/options/options-schema';
import { optionsAtOnce } from '../../src/embed/options-at-once-loader';

/** The options the loader reads before the chat's code (createChat.ts, drawn-window.ts). */
const read = [
  'target',
  'mode',
  'colorScheme',
  'dir',
  'defaultLanguage',
  'i18n',
  'theme',
  'onError',
  'showWindowCloseButton',
  'showWelcomeScreen',
  'allowFileUploads',
  'disabled',
] as const;

const pick = (options: Record<string, unknown>) => Object.fromEntries(read.map((name) => [name, options[name]]));

/** Values none of those options takes. */
const wrong = [42, null, 'nonsense', ' ', [], ['x'], { a: 1 }, () => undefined, Symbol('x'), 1n, Number.NaN];

describe('the standalone loaders check at once', () => {
  it('the options they read, with the schema defaults', () => {
    expect(pick(optionsAtOnce({}))).toEqual(pick(validateOptions({})));
    expect(pick(optionsAtOnce())).toEqual(pick(validateOptions({})));
  });

  it('take the values the schema takes', () => {
    const element = document.createElement('div');
    const onError = () => undefined;
    const valid: ChatOptions[] = [
      { target: '#chat', mode: 'fullscreen', colorScheme: 'dark', dir: 'rtl', defaultLanguage: 'ar' },
      { target: element, colorScheme: 'auto', dir: 'ltr', i18n: { ar: { title: 'مرحبا' } }, onError },
      { theme: { '--chat--color-primary': 'red' }, showWindowCloseButton: false, showWelcomeScreen: true },
      { allowFileUploads: true, disabled: true },
    ];
    for (const options of valid) {
      const { defaultLanguage, i18n } = options;
      // The schema checks `defaultLanguage` against `i18n`; the loader leaves that to the chat's code.
      const checked = validateOptions({
        ...options,
        i18n: { ...i18n, ...(defaultLanguage && { [defaultLanguage]: {} }) },
      });
      expect(pick(optionsAtOnce(options))).toEqual(pick({ ...checked, i18n: options.i18n ?? {} }));
    }
  });

  it('take any other value as the default, without throwing', () => {
    const defaults = pick(validateOptions({}));
    for (const name of read) {
      for (const value of wrong) {
        // Any non-blank string is a selector, or a language (the chat's code checks which).
        const text = typeof value === 'string' && value.trim() !== '';
        if (text && (name === 'target' || name === 'defaultLanguage')) continue;
        // An object is kept as `i18n`: its strings are taken only where they are strings (below).
        if (name === 'i18n' && value?.constructor === Object) continue;
        if (name === 'onError' && typeof value === 'function') continue;
        expect(pick(optionsAtOnce({ [name]: value } as ChatOptions)), `${name}: ${String(value)}`).toEqual(defaults);
      }
    }
    for (const value of wrong) expect(pick(optionsAtOnce(value as ChatOptions))).toEqual(defaults);
  });

  it('show the built-in strings where `i18n` has something else than a string', () => {
    const i18n = { en: { title: 3, subtitle: { a: 1 }, retry: 'Again' }, fr: 'Bonjour', de: null, es: 7 };
    const options = optionsAtOnce({ i18n } as never);
    for (const language of ['en', 'fr', 'de', 'es', 'pt']) {
      const strings = layerStrings(launcherStrings, options.i18n, language);
      const builtIn = language === 'pt' ? launcherStrings.pt : launcherStrings.en;
      expect(strings).toEqual({ ...builtIn, ...(language !== 'pt' && { retry: 'Again' }) });
    }
  });

  it('keep only the entries of `theme` the schema takes', () => {
    const theme = { color: 'red', '--chat--color-primary': 'blue', '--chat--spacing': 4 };
    expect(optionsAtOnce({ theme } as never).theme).toEqual({ '--chat--color-primary': 'blue' });
  });
});
