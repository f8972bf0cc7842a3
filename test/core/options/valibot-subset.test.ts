/**
 * The standalone chat's code checks the options with src/core/options/valibot-subset.ts in place of
 * valibot (tsup aliases it). Both must turn every input into the same options or the same
 * PapoOptionsError; here the same schema module is loaded twice, once with each.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as OptionsSchema from '../../../src/core/options/options-schema';

type Validate = typeof OptionsSchema.validateOptions;

// Files share one module graph (vitest.config.ts): start from a fresh one, and leave one.
vi.resetModules();
const valibotSchema = await import('../../../src/core/options/options-schema');
vi.resetModules();
vi.doMock('valibot', () => import('../../../src/core/options/valibot-subset'));
const subsetSchema = await import('../../../src/core/options/options-schema');
const withValibot: Validate = valibotSchema.validateOptions;
const withSubset: Validate = subsetSchema.validateOptions;
afterAll(() => {
  vi.doUnmock('valibot');
  vi.resetModules();
});

type Outcome = { options: unknown } | { error: { name: string; message: string; path: unknown; expected: unknown } };

function outcome(validate: Validate, input: unknown): Outcome {
  try {
    return { options: validate(input as never) };
  } catch (error) {
    const { name, message, path, expected } = error as Record<string, unknown>;
    return { error: { name: String(name), message: String(message), path, expected } };
  }
}

const element = { nodeType: 1, tagName: 'DIV' };
const component = () => null;
const onError = () => undefined;

/** Values of every kind the schema tells apart, valid somewhere and invalid elsewhere. */
const values: unknown[] = [
  undefined,
  null,
  '',
  '  ',
  'x',
  'POST',
  'GET',
  'window',
  'fullscreen',
  'en',
  'pt',
  'xx',
  '--chat--color',
  '#papo-chat',
  0,
  1,
  1.5,
  -1,
  60000,
  Number.NaN,
  true,
  false,
  [],
  ['a', 'b'],
  ['a', 1],
  ['https://cdn.example.com'],
  ['https://cdn.example.com/'],
  ['https://cdn.example.com', 'not a url'],
  'https://cdn.example.com',
  {},
  { a: 'b' },
  { a: 1 },
  { title: 'T' },
  { en: { title: 'T' } },
  { xx: { inputPlaceholder: 'P' } },
  { en: { bogus: 'x' } },
  { en: { initialMessages: ['hi'] } },
  { en: { initialMessages: 'hi' } },
  { method: 'GET' },
  { method: 'PUT' },
  { headers: { A: 'b' } },
  { headers: { A: 1 } },
  { headers: [] },
  { headers: () => ({ A: 'b' }) },
  { credentials: 'include' },
  { credentials: 'cors' },
  { body: { temperature: 0 } },
  { body: [] },
  { extra: 1 },
  { '--chat--a': 'b' },
  { color: 'red' },
  { '--chat--a': 1 },
  { Bubble: component },
  { Bubble: 'x' },
  { ['__proto__']: 'x' },
  element,
  component,
  onError,
];

const keys = [
  'webhookUrl',
  'webhookConfig',
  'target',
  'mode',
  'loadPreviousSession',
  'chatInputKey',
  'chatSessionKey',
  'defaultLanguage',
  'showWelcomeScreen',
  'showWindowCloseButton',
  'initialMessages',
  'metadata',
  'i18n',
  'theme',
  'allowFileUploads',
  'allowedFilesMimeTypes',
  'disabled',
  'allowedImageOrigins',
  'messageComponents',
  'enableStreaming',
  'requestTimeoutMs',
  'storageKey',
  'onError',
  'webhookURL',
  'colour',
];

/** Values each option takes, so random combinations are often valid too. */
const validValues: Record<string, unknown[]> = {
  webhookUrl: ['x', '/webhook'],
  webhookConfig: [
    {},
    { method: 'GET' },
    { headers: { A: 'b' } },
    { headers: () => ({ A: 'b' }), credentials: 'include', body: { a: 1 } },
  ],
  target: ['#papo-chat', element],
  mode: ['window', 'fullscreen'],
  defaultLanguage: ['en', 'pt'],
  initialMessages: [[], ['a', 'b']],
  metadata: [{}, { a: 1 }],
  i18n: [{}, { en: { title: 'T' } }, { xx: { inputPlaceholder: 'P' } }],
  theme: [{}, { '--chat--a': 'b' }],
  allowedFilesMimeTypes: ['', 'image/*'],
  allowedImageOrigins: [[], ['https://cdn.example.com', 'http://127.0.0.1:8080']],
  messageComponents: [{}, { Bubble: component }],
  requestTimeoutMs: [1, 60000],
  onError: [onError, undefined],
};

/** A small deterministic generator, so a failure can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

describe('the loader’s valibot subset', () => {
  it('is what the second copy of the schema is built with', () => {
    // valibot's schemas carry Standard Schema props; the subset's do not.
    expect('~standard' in valibotSchema.rootNode).toBe(true);
    expect('~standard' in subsetSchema.rootNode).toBe(false);
    expect(Object.keys(subsetSchema.rootNode.entries!)).toEqual(Object.keys(valibotSchema.rootNode.entries!));
  });

  it('gives what valibot gives for every option with every kind of value', () => {
    const inputs: unknown[] = [undefined, {}, null, 'x', 1, [], component];
    for (const key of keys) for (const value of values) inputs.push({ [key]: value });
    for (const input of inputs)
      expect(outcome(withSubset, input), JSON.stringify(input)).toEqual(outcome(withValibot, input));
  });

  it('gives what valibot gives for thousands of random combinations of options', () => {
    const next = random(7);
    let errors = 0;
    for (let round = 0; round < 3000; round++) {
      const input: Record<string, unknown> = {};
      const count = 1 + Math.floor(next() * 4);
      for (let index = 0; index < count; index++) {
        const key = pick(next, keys);
        const valid = validValues[key] ?? [true, false, 'x'];
        input[key] = next() < 0.8 ? pick(next, valid) : pick(next, values);
      }
      const expected = outcome(withValibot, input);
      if ('error' in expected) errors++;
      expect(outcome(withSubset, input), JSON.stringify(input)).toEqual(expected);
    }
    // Both kinds of outcome were compared many times.
    expect(errors).toBeGreaterThan(300);
    expect(errors).toBeLessThan(2700);
  });

  it('gives the same hints for unknown keys at every depth', () => {
    const inputs = [
      { webhookURL: 'x' },
      { colour: 'red' },
      { webhookConfig: { methods: 'GET' } },
      { i18n: { pt: { InputPlaceholder: 'x' } } },
      { i18n: { de: { titel: 'x' } }, defaultLanguage: 'de' },
      { defaultLanguage: 'sv' },
      { defaultLanguage: 'sv', i18n: { nl: {} } },
      { defaultLanguage: 'zh' },
    ];
    for (const input of inputs) {
      const expected = outcome(withValibot, input);
      expect('error' in expected).toBe(true);
      expect(outcome(withSubset, input)).toEqual(expected);
    }
  });

  it('fills in the same defaults and copies what it is given', () => {
    const input = { webhookConfig: { headers: { A: 'b' } }, i18n: { en: { title: 'T' } }, theme: { '--chat--x': '1' } };
    const result = withSubset(input);
    expect(result).toEqual(withValibot(input));
    expect(result.webhookConfig).toEqual({ method: 'POST', headers: { A: 'b' }, credentials: 'same-origin' });
    expect(result.i18n).not.toBe(input.i18n);
  });

  it('lets exceptions that are not issues through, as valibot does', () => {
    const input = {
      get webhookUrl(): string {
        throw new RangeError('getter');
      },
    };
    expect(() => withValibot(input)).toThrow(RangeError);
    expect(() => withSubset(input)).toThrow(RangeError);
  });
});
