// @vitest-environment happy-dom
import { describe, it, expect } from 'vitest';
import * as v from 'valibot';
import { PapoOptionsError } from '../../../src/core/errors';
import { en, pt } from '../../../src/core/i18n/i18n';
import {
  chatOptionsSchema,
  defaultOptions,
  describeOptionDefaults,
  initialMessagesFor,
  languageStringsFor,
  resolveOptions,
  type ChatOptions,
  type ResolvedChatOptions,
} from '../../../src/core/options/options';

/** The PapoOptionsError that `resolveOptions(options)` throws. */
function optionsError(options: unknown): PapoOptionsError {
  try {
    resolveOptions(options as ChatOptions);
  } catch (error) {
    expect(error).toBeInstanceOf(PapoOptionsError);
    return error as PapoOptionsError;
  }
  throw new Error(`resolveOptions accepted ${JSON.stringify(options)}`);
}

/** What `markdown.diagrams` accepts, as its error says. */
const DIAGRAMS_EXPECTED = 'true, false or { frameUrl: "…/papo-chat.diagram.html" }';

describe('defaults', () => {
  it('match docs/decisions.md#messages-and-options and docs/decisions.md#names-and-defaults', () => {
    expect(defaultOptions).toMatchObject({
      webhookUrl: 'http://localhost:5678/webhook/chat',
      webhookConfig: { method: 'POST', headers: {} },
      target: '#papo-chat',
      mode: 'window',
      loadPreviousSession: true,
      chatInputKey: 'chatInput',
      chatSessionKey: 'sessionId',
      defaultLanguage: 'en',
      showWelcomeScreen: false,
      showWindowCloseButton: true,
      theme: {},
      allowFileUploads: false,
      allowedFilesMimeTypes: '',
      maxFileSize: 10_000_000,
      maxFiles: 10,
      disabled: false,
      allowedImageOrigins: [],
      messageComponents: {},
      enableStreaming: false,
      requestTimeoutMs: 60000,
      storageKey: 'papo-chat/sessionId',
      feedback: false,
      voiceInput: false,
      readAloud: false,
      messageActions: { edit: false, regenerate: false },
      markdown: { math: false, diagrams: false },
    });
  });

  it('leave initialMessages, metadata and onError unset', () => {
    expect(defaultOptions.initialMessages).toBeUndefined();
    expect(defaultOptions.metadata).toBeUndefined();
    expect(defaultOptions.onError).toBeUndefined();
    expect('metadata' in defaultOptions).toBe(false);
  });

  it('include the built-in languages, complete', () => {
    expect(defaultOptions.i18n).toEqual({ en, pt });
  });

  it('are what no options, undefined or {} give', () => {
    expect(resolveOptions()).toEqual(defaultOptions);
    expect(resolveOptions(undefined)).toEqual(defaultOptions);
    expect(resolveOptions({})).toEqual(defaultOptions);
  });

  it('are deeply frozen, and each resolve gets its own objects', () => {
    expect(Object.isFrozen(defaultOptions)).toBe(true);
    expect(Object.isFrozen(defaultOptions.webhookConfig.headers)).toBe(true);
    expect(Object.isFrozen(defaultOptions.i18n.pt)).toBe(true);
    const first = resolveOptions();
    first.webhookConfig.method = 'GET';
    first.i18n.en!.title = 'Changed';
    expect(resolveOptions().webhookConfig.method).toBe('POST');
    expect(resolveOptions().i18n.en!.title).toBe(en.title);
    // Headers pass through as given (they may be a function): the default `{}` is one frozen object.
    expect(() => Object.assign(first.webhookConfig.headers, { Authorization: 'Bearer x' })).toThrow(TypeError);
  });
});

describe('one-level-deep merge', () => {
  it('keeps method POST when only headers are given', () => {
    const options = resolveOptions({ webhookConfig: { headers: { 'X-Site': 'docs' } } });
    expect(options.webhookConfig).toEqual({ ...defaultOptions.webhookConfig, headers: { 'X-Site': 'docs' } });
  });

  it('keeps the default headers and credentials when only the method is given', () => {
    expect(resolveOptions({ webhookConfig: { method: 'GET' } }).webhookConfig).toEqual({
      method: 'GET',
      headers: defaultOptions.webhookConfig.headers,
      credentials: 'same-origin',
    });
  });

  it('keeps the other English strings when only i18n.en.title is given', () => {
    const { i18n } = resolveOptions({ i18n: { en: { title: 'Hello' } } });
    expect(i18n.en).toEqual({ ...en, title: 'Hello' });
    expect(i18n.pt).toEqual(pt);
  });

  it('keeps the rest of Portuguese when i18n.pt is partial', () => {
    const { i18n } = resolveOptions({ i18n: { pt: { getStarted: 'Começar' } } });
    expect(i18n.pt).toEqual({ ...pt, getStarted: 'Começar' });
  });

  it('completes a new language from English', () => {
    const options = resolveOptions({ defaultLanguage: 'es', i18n: { es: { title: '¡Hola!' } } });
    expect(options.i18n.es).toEqual({ ...en, title: '¡Hola!' });
    expect(Object.keys(options.i18n).sort()).toEqual(['en', 'es', 'pt']);
  });

  it('takes the given theme variables over the default theme', () => {
    const theme = { '--chat--color-primary': '#0a7', '--chat--window--width': '420px' };
    expect(resolveOptions({ theme }).theme).toEqual({ ...defaultOptions.theme, ...theme });
  });

  it('replaces plain values and keeps metadata as given', () => {
    const options = resolveOptions({ mode: 'fullscreen', requestTimeoutMs: 5000, metadata: { page: '/docs' } });
    expect(options).toMatchObject({ mode: 'fullscreen', requestTimeoutMs: 5000, metadata: { page: '/docs' } });
    expect(options.webhookUrl).toBe(defaultOptions.webhookUrl);
  });
});

describe('accepted values', () => {
  it('takes an Element as target, by its shape', () => {
    const element = document.createElement('div');
    expect(resolveOptions({ target: element }).target).toBe(element);
  });

  it('takes functions and objects as message components, and a function as onError', () => {
    const Card = () => null;
    const memo = { $$typeof: Symbol.for('react.memo') };
    const onError = () => {};
    const options = resolveOptions({ messageComponents: { Card, memo }, onError });
    expect(options.messageComponents).toEqual({ Card, memo });
    expect(options.onError).toBe(onError);
  });

  it('takes origins for allowedImageOrigins, as a copy', () => {
    const origins = ['https://cdn.example.com', 'http://127.0.0.1:8080'];
    const resolved = resolveOptions({ allowedImageOrigins: origins });
    expect(resolved.allowedImageOrigins).toEqual(origins);
    expect(resolved.allowedImageOrigins).not.toBe(origins);
  });

  it('takes feedback as true, false, {} or { webhook }', () => {
    for (const feedback of [true, false, {}, { webhook: true }, { webhook: false }]) {
      expect(resolveOptions({ feedback }).feedback).toEqual(feedback);
    }
  });

  it('takes frozen string lists such as en.initialMessages', () => {
    expect(resolveOptions({ initialMessages: en.initialMessages }).initialMessages).toEqual(en.initialMessages);
  });
});

describe('errors name the option, what it must be and what it got', () => {
  it.each([
    [{ webhookConfig: { method: 'PUT' } }, 'webhookConfig.method', '"GET" or "POST"', '"PUT"'],
    [{ mode: 'popup' }, 'mode', '"window" or "fullscreen"', '"popup"'],
    [{ colorScheme: 'night' }, 'colorScheme', '"light", "dark" or "auto"', '"night"'],
    [{ dir: 'right' }, 'dir', '"ltr", "rtl" or "auto"', '"right"'],
    [{ disabled: 'yes' }, 'disabled', 'true or false', '"yes"'],
    [{ loadPreviousSession: 1 }, 'loadPreviousSession', 'true or false', '1'],
    [{ voiceInput: 'yes' }, 'voiceInput', 'true or false', '"yes"'],
    [{ readAloud: 1 }, 'readAloud', 'true or false', '1'],
    [{ requestTimeoutMs: -5 }, 'requestTimeoutMs', 'at least 1 (milliseconds)', '-5'],
    [{ requestTimeoutMs: 1.5 }, 'requestTimeoutMs', 'a whole number of milliseconds', '1.5'],
    [{ requestTimeoutMs: '60000' }, 'requestTimeoutMs', 'a number', '"60000"'],
    [{ maxFileSize: -1 }, 'maxFileSize', '0 or more (0 for no limit)', '-1'],
    [{ maxFiles: '3' }, 'maxFiles', 'a number', '"3"'],
    [
      { theme: { '--primary': 'red' } },
      'theme.--primary',
      'a CSS custom property starting with "--chat--"',
      '"--primary"',
    ],
    [{ theme: { '--chat--color': 1 } }, 'theme.--chat--color', 'a string', '1'],
    [{ target: 5 }, 'target', 'a CSS selector or an Element', '5'],
    [{ target: { nodeType: 3 } }, 'target', 'a CSS selector or an Element', 'an object'],
    [{ target: ' ' }, 'target', 'a CSS selector or an Element', '" "'],
    [{ webhookUrl: '' }, 'webhookUrl', 'a non-empty URL (absolute or relative)', '""'],
    [{ chatInputKey: null }, 'chatInputKey', 'a string', 'null'],
    [{ storageKey: '' }, 'storageKey', 'a non-empty storage key', '""'],
    [
      { webhookConfig: { headers: { 'X-A': 1 } } },
      'webhookConfig.headers',
      'an object of strings or a function that returns one',
      'an object',
    ],
    [
      { webhookConfig: { headers: 'Bearer x' } },
      'webhookConfig.headers',
      'an object of strings or a function that returns one',
      '"Bearer x"',
    ],
    [
      { webhookConfig: { credentials: 'cors' } },
      'webhookConfig.credentials',
      '"omit", "same-origin" or "include"',
      '"cors"',
    ],
    [
      { webhookConfig: { credentials: true } },
      'webhookConfig.credentials',
      '"omit", "same-origin" or "include"',
      'true',
    ],
    [{ webhookConfig: { body: [] } }, 'webhookConfig.body', 'an object', 'an array'],
    [{ webhookConfig: { body: 'tenant=a' } }, 'webhookConfig.body', 'an object', '"tenant=a"'],
    [{ webhookConfig: 'POST' }, 'webhookConfig', 'an object', '"POST"'],
    [{ metadata: [] }, 'metadata', 'an object', 'an array'],
    [{ initialMessages: ['hi', 2] }, 'initialMessages.1', 'a string', '2'],
    [{ i18n: { en: { title: 3 } } }, 'i18n.en.title', 'a string', '3'],
    [{ i18n: { pt: { initialMessages: 'Olá' } } }, 'i18n.pt.initialMessages', 'an array', '"Olá"'],
    [{ i18n: { pt: 'x' } }, 'i18n.pt', 'an object', '"x"'],
    [
      { messageComponents: { Card: 'Card' } },
      'messageComponents.Card',
      'a React component (a function or an object)',
      '"Card"',
    ],
    [{ onError: () => 1, allowFileUploads: 'no' }, 'allowFileUploads', 'true or false', '"no"'],
    [{ onError: true }, 'onError', 'a function', 'true'],
    [{ feedback: 'yes' }, 'feedback', 'true, false or { webhook: true }', '"yes"'],
    [{ feedback: { webhook: 'yes' } }, 'feedback', 'true, false or { webhook: true }', 'an object'],
    [{ feedback: { webhok: true } }, 'feedback', 'true, false or { webhook: true }', 'an object'],
    [{ messageActions: true }, 'messageActions', 'an object', 'true'],
    [{ messageActions: { edit: 'yes' } }, 'messageActions.edit', 'true or false', '"yes"'],
    [{ markdown: { math: 'yes' } }, 'markdown.math', 'true or false', '"yes"'],
    [{ markdown: { diagrams: 'yes' } }, 'markdown.diagrams', DIAGRAMS_EXPECTED, '"yes"'],
    [{ markdown: { diagrams: { frameUrl: '' } } }, 'markdown.diagrams', DIAGRAMS_EXPECTED, 'an object'],
    [{ markdown: { diagrams: { frameURL: '/f.html' } } }, 'markdown.diagrams', DIAGRAMS_EXPECTED, 'an object'],
    [
      { allowedImageOrigins: 'https://cdn.example.com' },
      'allowedImageOrigins',
      'an array',
      '"https://cdn.example.com"',
    ],
    [{ webhookUrl: () => 'x' }, 'webhookUrl', 'a string', 'a function'],
    [{ suggestions: 'Como autentico?' }, 'suggestions', 'an array', '"Como autentico?"'],
    [{ suggestions: ['Como autentico?', 7] }, 'suggestions.1', 'a string', '7'],
    [
      { defaultLanguage: 'sv' },
      'defaultLanguage',
      '"auto" or one of the languages: "en", "pt", "es", "fr", "de", "it", "ar", "he", "ja" or "zh-CN"',
      '"sv"',
    ],
    [
      { defaultLanguage: 'sv', i18n: { nl: {} } },
      'defaultLanguage',
      '"auto" or one of the languages: "en", "pt", "es", "fr", "de", "it", "ar", "he", "ja", "zh-CN" or "nl"',
      '"sv"',
    ],
    ['chat', 'options', 'an object', '"chat"'],
    [null, 'options', 'an object', 'null'],
    [[], 'options', 'an object', 'an array'],
  ])('%j', (options, path, expected, received) => {
    const error = optionsError(options);
    expect(error).toMatchObject({ code: 'options', path, expected, received });
    expect(error.message).toBe(`"${path}" must be ${expected}, got ${received}`);
  });

  it.each([
    'https://cdn.example.com/',
    'https://cdn.example.com/img',
    'cdn.example.com',
    'https://CDN.example.com',
    '',
  ])('allowedImageOrigins: %j is not an origin', (origin) => {
    const error = optionsError({ allowedImageOrigins: ['http://127.0.0.1:8080', origin] });
    expect(error.message).toBe(
      `"allowedImageOrigins.1" must be an origin like "https://cdn.example.com", got ${JSON.stringify(origin)}`,
    );
  });

  it('leaves the schema usable on its own, collecting every issue', () => {
    const result = v.safeParse(chatOptionsSchema, { mode: 'popup', disabled: 'yes', defaultLanguage: 'sv' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['mode', 'disabled']);
  });

  it('says an unknown option is not an option and suggests the right case', () => {
    const error = optionsError({ webhookURL: 'https://x.example' });
    expect(error).toMatchObject({ path: 'webhookURL', expected: '"webhookUrl"', received: '"webhookURL"' });
    expect(error.message).toBe('"webhookURL" is not an option. Did you mean "webhookUrl"?');
  });

  it('lists the known options when no name is close', () => {
    const error = optionsError({ colour: 'red' });
    expect(error).toMatchObject({ path: 'colour', expected: 'a known option', received: '"colour"' });
    expect(error.message).toMatch(/^"colour" is not an option\. Known options: webhookUrl, webhookConfig, /);
  });

  it('names the parent of an unknown nested key, listing its keys when none is close', () => {
    const error = optionsError({ webhookConfig: { verb: 'GET' } });
    expect(error.message).toBe(
      '"webhookConfig.verb" is not a key of "webhookConfig". Known keys: method, headers, credentials, body.',
    );
    expect(error.expected).toBe('a known key');
  });

  it.each([
    [{ webhookUrll: '/hook' }, '"webhookUrll" is not an option. Did you mean "webhookUrl"?'],
    [{ webhokUrl: '/hook' }, '"webhokUrl" is not an option. Did you mean "webhookUrl"?'],
    [{ maxFileSise: 1e6 }, '"maxFileSise" is not an option. Did you mean "maxFileSize"?'],
    [{ voiceinput: true }, '"voiceinput" is not an option. Did you mean "voiceInput"?'],
    [{ readAlowd: true }, '"readAlowd" is not an option. Did you mean "readAloud"?'],
    [
      { webhookConfig: { hedaers: {} } },
      '"webhookConfig.hedaers" is not a key of "webhookConfig". Did you mean "headers"?',
    ],
    [
      { webhookConfig: { credential: 'include' } },
      '"webhookConfig.credential" is not a key of "webhookConfig". Did you mean "credentials"?',
    ],
    [
      { webhookConfig: { bdy: { tenant: 'a' } } },
      '"webhookConfig.bdy" is not a key of "webhookConfig". Did you mean "body"?',
    ],
    [
      { webhookConfig: { methods: 'GET' } },
      '"webhookConfig.methods" is not a key of "webhookConfig". Did you mean "method"?',
    ],
    [{ i18n: { en: { titel: 'Hi' } } }, '"i18n.en.titel" is not a key of "i18n.en". Did you mean "title"?'],
    [
      { messageActions: { regenrate: true } },
      '"messageActions.regenrate" is not a key of "messageActions". Did you mean "regenerate"?',
    ],
    [{ mesageActions: { edit: true } }, '"mesageActions" is not an option. Did you mean "messageActions"?'],
    [{ markdown: { maths: true } }, '"markdown.maths" is not a key of "markdown". Did you mean "math"?'],
  ])('suggests the closest name for a typo: %j', (input, message) => {
    expect(optionsError(input).message).toBe(message);
  });

  it('suggests nothing for a short name a few letters from every option', () => {
    // "mod" is one letter from "mode": close. "dir" is three from every option: not.
    expect(optionsError({ mod: 'window' }).message).toContain('Did you mean "mode"?');
    expect(optionsError({ xyz: 1 }).message).toMatch(/Known options: /);
  });

  it('shows its class name once in String(error)', () => {
    expect(String(optionsError({ mode: 'popup' }))).toBe(
      'PapoOptionsError: "mode" must be "window" or "fullscreen", got "popup"',
    );
    expect(String(optionsError({ webhookUrll: '/' }))).toMatch(/^PapoOptionsError: "webhookUrll" is not an option/);
  });

  it('rejects an unknown string key in i18n, suggesting the right case', () => {
    const error = optionsError({ i18n: { pt: { InputPlaceholder: 'x' } } });
    expect(error.path).toBe('i18n.pt.InputPlaceholder');
    expect(error.message).toBe(
      '"i18n.pt.InputPlaceholder" is not a key of "i18n.pt". Did you mean "inputPlaceholder"?',
    );
  });
});

describe('initialMessagesFor', () => {
  it("uses the language's greeting when initialMessages is unset", () => {
    expect(initialMessagesFor(defaultOptions)).toEqual(en.initialMessages);
    expect(initialMessagesFor(resolveOptions({ defaultLanguage: 'pt' }))).toEqual(pt.initialMessages);
  });

  it('uses a greeting given through i18n', () => {
    const options = resolveOptions({ defaultLanguage: 'pt', i18n: { pt: { initialMessages: ['Oi!'] } } });
    expect(initialMessagesFor(options)).toEqual(['Oi!']);
  });

  it('prefers the initialMessages option, even when empty', () => {
    expect(initialMessagesFor(resolveOptions({ initialMessages: ['Welcome'] }))).toEqual(['Welcome']);
    expect(initialMessagesFor(resolveOptions({ initialMessages: [] }))).toEqual([]);
  });
});

describe('languageStringsFor', () => {
  it('gives the strings of the default language', () => {
    expect(languageStringsFor(resolveOptions({ defaultLanguage: 'pt' }))).toEqual(pt);
  });

  it('falls back to English for options not built by resolveOptions', () => {
    const handMade = { ...defaultOptions, defaultLanguage: 'fr' } as ResolvedChatOptions;
    expect(languageStringsFor(handMade)).toBe(en);
  });
});

describe('describeOptionDefaults', () => {
  const rows = describeOptionDefaults();
  const byName = Object.fromEntries(rows.map((row) => [row.name, row.default]));

  it('lists every option in schema order, expanding webhookConfig and messageActions', () => {
    const names = rows.map((row) => row.name);
    const topLevel = Object.keys(
      resolveOptions({ metadata: {}, initialMessages: [], suggestions: [], onError: () => {} }),
    );
    const nested: Record<string, string[]> = {
      webhookConfig: [
        'webhookConfig.method',
        'webhookConfig.headers',
        'webhookConfig.credentials',
        'webhookConfig.body',
      ],
      messageActions: ['messageActions.edit', 'messageActions.regenerate'],
      markdown: ['markdown.math', 'markdown.diagrams'],
    };
    const expanded = topLevel.flatMap((name) => nested[name] ?? [name]);
    expect(names).toEqual(expanded);
  });

  it('renders each default as the literal the defaults hold', () => {
    for (const [name, rendered] of Object.entries(byName)) {
      if (rendered === '—' || name === 'i18n') continue;
      const value = name
        .split('.')
        .reduce<unknown>((object, key) => (object as Record<string, unknown>)[key], defaultOptions);
      const literal = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
      expect(rendered, name).toBe(literal);
    }
  });

  it('marks options without a default and names the built-in languages', () => {
    expect(byName).toMatchObject({
      initialMessages: '—',
      metadata: '—',
      suggestions: '—',
      onError: '—',
      i18n: '{ en, pt }',
    });
    expect(byName['webhookConfig.method']).toBe("'POST'");
  });
});
