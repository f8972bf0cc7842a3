import { describe, it, expect } from 'vitest';
import { builtInStrings, en, formatString, pt, stringsFor, type ChatStrings } from '../../../src/core/i18n/i18n';

const keys = Object.keys(en) as (keyof ChatStrings)[];

describe('built-in strings', () => {
  // n8n's own English defaults, restated here on purpose: the test pins them.
  it.each([
    ['title', 'Hi there! 👋'],
    ['subtitle', "Start a chat. We're here to help you 24/7."],
    ['footer', ''],
    ['getStarted', 'New Conversation'],
    ['inputPlaceholder', 'Type your question..'],
    ['closeButtonTooltip', 'Close chat'],
    ['initialMessages', ['Hi there! 👋', 'My name is Lia. How can I assist you today?']],
  ] as const)('keeps the English n8n label %s of docs/decisions.md#messages-and-options exactly', (key, value) => {
    expect(en[key]).toEqual(value);
  });

  it('uses the docs-site title and placeholder in Portuguese', () => {
    expect(pt.title).toBe('Olá! Eu sou a Lia 👋');
    expect(pt.inputPlaceholder).toBe('Escreva sua pergunta…');
    expect(pt.initialMessages).toEqual(['Olá! 👋', 'Meu nome é Lia. Como posso ajudar você hoje?']);
  });

  it.each([
    ['en', en],
    ['pt', pt],
  ] as const)('%s has every key, non-empty except footer', (_language, strings) => {
    expect(Object.keys(strings).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const value = strings[key];
      if (key === 'initialMessages') {
        expect(value.length).toBeGreaterThan(0);
        for (const message of value) expect(message.trim()).not.toBe('');
      } else if (key !== 'footer') {
        expect(typeof value === 'string' && value.trim() !== '', `${_language}.${key}`).toBe(true);
      }
    }
  });

  it('translates Portuguese rather than copying English', () => {
    const same = keys.filter((key) => key !== 'footer' && key !== 'chatWindowLabel' && pt[key] === en[key]);
    expect(same).toEqual([]);
  });

  it('keeps the placeholders the UI fills in, in both languages', () => {
    for (const strings of [en, pt]) {
      expect(strings.removeFile).toContain('{name}');
      expect(strings.errorHttp).toContain('{status}');
      expect(strings.thoughtFor).toContain('{seconds}');
      for (const key of ['toolRunning', 'toolDone', 'toolFailed'] as const) expect(strings[key]).toContain('{name}');
    }
  });

  it('offers en and pt, frozen so one chat cannot change another', () => {
    expect(builtInStrings).toEqual({ en, pt });
    expect(Object.isFrozen(en)).toBe(true);
    expect(Object.isFrozen(pt.initialMessages)).toBe(true);
  });
});

describe('formatString', () => {
  it('replaces named placeholders with strings and numbers', () => {
    expect(formatString('Remove {name}', { name: 'a.pdf' })).toBe('Remove a.pdf');
    expect(formatString('error {status}', { status: 502 })).toBe('error 502');
  });

  it('replaces every occurrence and several names', () => {
    expect(formatString('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1');
  });

  it('leaves unknown placeholders visible', () => {
    expect(formatString('Hi {name}, {missing}', { name: 'Ana' })).toBe('Hi Ana, {missing}');
    expect(formatString('{toString}', {})).toBe('{toString}');
  });

  it('returns text without placeholders unchanged', () => {
    expect(formatString('Retry', { name: 'x' })).toBe('Retry');
  });
});

describe('stringsFor', () => {
  it('gives the built-in strings of a built-in language', () => {
    expect(stringsFor({}, 'pt')).toEqual(pt);
    expect(stringsFor({}, 'en')).toEqual(en);
  });

  it('gives English for an unknown language, including names on Object.prototype', () => {
    expect(stringsFor({}, 'fr')).toEqual(en);
    expect(stringsFor({}, 'constructor')).toEqual(en);
  });

  it('fills the keys a user language lacks from English, never the raw key', () => {
    const es = stringsFor({ es: { title: '¡Hola!' } }, 'es');
    expect(es.title).toBe('¡Hola!');
    for (const key of keys) {
      if (key !== 'title') expect(es[key]).toEqual(en[key]);
      expect(es[key]).not.toBe(key);
    }
  });

  it("takes missing keys from the user's English before the built-in English", () => {
    const i18n = { en: { retry: 'Try again' }, es: { title: '¡Hola!' } };
    expect(stringsFor(i18n, 'es').retry).toBe('Try again');
    expect(stringsFor(i18n, 'en').retry).toBe('Try again');
    expect(stringsFor(i18n, 'en').title).toBe(en.title);
  });

  it("does not let the user's English override a built-in translation", () => {
    expect(stringsFor({ en: { title: 'Hello' } }, 'pt').title).toBe(pt.title);
  });

  it('overrides only the keys given for a built-in language', () => {
    const strings = stringsFor({ pt: { retry: 'De novo' } }, 'pt');
    expect(strings).toEqual({ ...pt, retry: 'De novo' });
  });

  it('ignores keys explicitly set to undefined', () => {
    expect(stringsFor({ pt: { title: undefined } }, 'pt').title).toBe(pt.title);
  });

  it('does not change the built-ins', () => {
    stringsFor({ en: { title: 'Changed' } }, 'en');
    expect(en.title).toBe('Hi there! 👋');
  });
});
