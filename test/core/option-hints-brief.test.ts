/**
 * The standalone loaders (papo-chat.js, papo-chat.element.js) validate the options with src/core/option-hints-brief.ts in place of
 * option-hints.ts (tsup.config.ts): an unknown option or key is still named and said not to
 * be one, without the hint; every other error is the same. Here the schema module is loaded
 * once with each.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as OptionsSchema from '../../src/core/options-schema';

type Validate = typeof OptionsSchema.validateOptions;

const withHint: Validate = (await import('../../src/core/options-schema')).validateOptions;
vi.resetModules();
vi.doMock('../../src/core/option-hints', () => import('../../src/core/option-hints-brief'));
const brief: Validate = (await import('../../src/core/options-schema')).validateOptions;
afterAll(() => {
  vi.doUnmock('../../src/core/option-hints');
});

function errorOf(validate: Validate, input: unknown): Record<string, unknown> {
  try {
    validate(input as never);
  } catch (error) {
    const { name, code, path, expected, received, message } = error as Record<string, unknown>;
    return { name, code, path, expected, received, message };
  }
  throw new Error(`${JSON.stringify(input)} is valid`);
}

describe('the unknown-option error of papo-chat.element.js', () => {
  it.each([
    [{ colour: 'red' }, 'colour', 'a known option', 'is not an option.'],
    [{ webhookURL: '/hook' }, 'webhookURL', 'a known option', 'is not an option.'],
    [{ webhookConfig: { methods: 'GET' } }, 'webhookConfig.methods', 'a known key', 'is not a key of "webhookConfig".'],
    [
      { i18n: { pt: { InputPlaceholder: 'x' } } },
      'i18n.pt.InputPlaceholder',
      'a known key',
      'is not a key of "i18n.pt".',
    ],
  ])('%j names the key and says it is not one, without a hint', (input, path, expected, sentence) => {
    const key = path.split('.').at(-1)!;
    const message = `"${path}" ${sentence}`;
    expect(errorOf(brief, input)).toEqual({
      name: 'PapoOptionsError',
      code: 'options',
      path,
      expected,
      received: JSON.stringify(key),
      message,
    });
    // The full build says the same, then suggests a name or lists them.
    const full = String(errorOf(withHint, input).message);
    expect(full.slice(0, message.length + 1)).toBe(`${message} `);
    expect(full.slice(message.length + 1)).toMatch(/^(Did you mean|Known options:|Known keys:) /);
  });

  it('leaves every other error as it is', () => {
    for (const input of [
      [],
      { mode: 'popup' },
      { requestTimeoutMs: 0 },
      { theme: { color: 'red' } },
      { defaultLanguage: 'de' },
      { i18n: { en: { initialMessages: 'hi' } } },
    ]) {
      expect(errorOf(brief, input)).toEqual(errorOf(withHint, input));
    }
  });
});
