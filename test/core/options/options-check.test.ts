/**
 * checkOptions (src/core/options/options-check.ts): the full check the chat's code runs when it
 * arrives in the standalone loaders. Every mistake is an error naming the option, and the
 * chat goes on with the default in its place.
 */
import { describe, expect, it } from 'vitest';
import { PapoOptionsError } from '../../../src/core/errors';
import { checkOptions } from '../../../src/core/options/options-check';
import { validateOptions, type ChatOptions } from '../../../src/core/options/options-schema';

const defaults = validateOptions({});
const messages = (options: unknown) => checkOptions(options).errors.map((error) => error.message);

describe('checkOptions', () => {
  it('gives valid options as validateOptions does, with no error', () => {
    const given: ChatOptions = {
      webhookUrl: '/hook',
      webhookConfig: { headers: { Authorization: 'Bearer x' } },
      i18n: { en: { title: 'Hello' } },
      theme: { '--chat--color-primary': 'red' },
      allowedImageOrigins: ['https://cdn.example.com'],
    };
    expect(checkOptions(given)).toEqual({ options: validateOptions(given), errors: [] });
    expect(checkOptions(undefined)).toEqual({ options: defaults, errors: [] });
  });

  it('reports every mistake (in the order of the options, unknown ones last) and leaves each out so its default applies', () => {
    const { options, errors } = checkOptions({
      webhookUrl: '/hook',
      webhookConfig: { method: 'PUT', headers: { 'X-Site': 'shop' } },
      webhookUrll: '/typo',
      requestTimeoutMs: -1,
    });
    expect(errors.every((error) => error instanceof PapoOptionsError)).toBe(true);
    expect(errors.map((error) => [error.path, error.expected])).toEqual([
      ['webhookConfig.method', '"GET" or "POST"'],
      ['requestTimeoutMs', 'at least 1 (milliseconds)'],
      ['webhookUrll', '"webhookUrl"'],
    ]);
    // The unknown option's hint, as the npm build's createChat throws it.
    expect(errors[2]!.message).toBe('"webhookUrll" is not an option. Did you mean "webhookUrl"?');
    // The header beside the bad method is kept; the rest is as if the mistakes were not there.
    expect(options).toEqual(validateOptions({ webhookUrl: '/hook', webhookConfig: { headers: { 'X-Site': 'shop' } } }));
  });

  it('leaves out a bad item of a list, a bad key of a map, a bad language', () => {
    const { options, errors } = checkOptions({
      allowedImageOrigins: ['https://a.example', 'not an origin', 'https://b.example'],
      theme: { color: 'red', '--chat--color-primary': 'blue' },
      i18n: { en: { title: 'Hi' }, sv: 'Hej' },
      defaultLanguage: 'sv',
    } as never);
    expect(errors.map((error) => error.path)).toEqual([
      'i18n.sv',
      'theme.color',
      'allowedImageOrigins.1',
      'defaultLanguage',
    ]);
    expect(options.allowedImageOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(options.theme).toEqual({ '--chat--color-primary': 'blue' });
    expect(options.i18n).toEqual({ en: { title: 'Hi' } });
    expect(options.defaultLanguage).toBe('en');
  });

  it('takes options that are not an object as none, with an error', () => {
    expect(checkOptions(null)).toEqual({ options: defaults, errors: [expect.any(PapoOptionsError)] });
    expect(messages(['a'])).toEqual(['"options" must be an object, got an array']);
  });
});
