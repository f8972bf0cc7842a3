import { describe, expect, it } from 'vitest';
import { directionOf } from '../../../src/core/i18n/direction';
import { resolveOptions } from '../../../src/core/options/options';

describe('directionOf', () => {
  it('reads right to left for the languages written that way, with or without a region', () => {
    for (const language of ['ar', 'ar-EG', 'he', 'HE-il', 'fa', 'fa-IR', 'ur', 'ps', 'ckb', 'yi', 'dv', 'sd', 'ug']) {
      expect(directionOf('auto', language), language).toBe('rtl');
    }
  });

  it('reads left to right for other languages, including ones that start like a right-to-left code', () => {
    for (const language of ['en', 'pt', 'pt-BR', 'arn', 'hea', 'fr', 'ja', 'ha', 'sdz']) {
      expect(directionOf('auto', language), language).toBe('ltr');
    }
  });

  it('keeps an explicit direction whatever the language', () => {
    expect(directionOf('ltr', 'ar')).toBe('ltr');
    expect(directionOf('rtl', 'en')).toBe('rtl');
  });
});

describe('colorScheme and dir defaults', () => {
  it('are light and auto', () => {
    expect(resolveOptions({})).toMatchObject({ colorScheme: 'light', dir: 'auto' });
  });
});
