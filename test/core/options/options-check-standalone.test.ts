/**
 * checkOptions as the standalone chat's code is built (tsup.config.ts): valibot-subset.ts for
 * valibot and language-schema-loose.ts for the language schema, so `i18n`'s keys are
 * checked by language-check.ts. The mistakes and the hints are the same.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

// Files share one module graph (vitest.config.ts): start from a fresh one, and leave one.
vi.resetModules();
vi.doMock('valibot', () => import('../../../src/core/options/valibot-subset'));
vi.doMock('../../../src/core/i18n/language-schema', () => import('../../../src/core/i18n/language-schema-loose'));
const { checkOptions } = await import('../../../src/core/options/options-check');
afterAll(() => {
  vi.doUnmock('valibot');
  vi.doUnmock('../../../src/core/i18n/language-schema');
  vi.resetModules();
});

describe('checkOptions in the standalone chat', () => {
  it('names each mistake, with the hint of an unknown option or string, and keeps the rest', () => {
    const { options, errors } = checkOptions({
      webhookConfig: { method: 'PUT', headers: { 'X-Site': 'shop' } },
      i18n: { en: { titel: 'Hello', subtitle: 'Ask us' }, pt: { title: 3 } },
      colorSheme: 'dark',
    });
    expect(errors.map((error) => error.message)).toEqual([
      '"webhookConfig.method" must be "GET" or "POST", got "PUT"',
      '"colorSheme" is not an option. Did you mean "colorScheme"?',
      '"i18n.en.titel" is not a key of "i18n.en". Did you mean "title"?',
      '"i18n.pt.title" must be a string, got 3',
    ]);
    expect(options.webhookConfig).toEqual({
      method: 'POST',
      headers: { 'X-Site': 'shop' },
      credentials: 'same-origin',
    });
    expect(options.i18n).toEqual({ en: { subtitle: 'Ask us' }, pt: {} });
    expect(options.colorScheme).toBe('light');
  });
});
