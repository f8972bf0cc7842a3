/** `defaultLanguage: 'auto'`: the page's language, then the browser's, matched to one the chat has. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLanguage, matchLanguage } from '../../../src/core/i18n/language-match';
import { languagesOf } from '../../../src/core/i18n/languages';
import { checkOptions } from '../../../src/core/options/options-check';
import { validateOptions } from '../../../src/core/options/options-schema';

const available = languagesOf({ nl: {} });

/** A page with `<html lang>` and the browser's languages. */
function page(lang: string, languages: string[]) {
  vi.stubGlobal('document', { documentElement: { lang } });
  vi.stubGlobal('navigator', { languages });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('matching a language', () => {
  it.each([
    ['de', 'de'],
    ['DE-at', 'de'],
    ['pt-BR', 'pt'],
    ['en-GB', 'en'],
    ['zh', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['ar-EG', 'ar'],
    ['he-IL', 'he'],
    ['nl-BE', 'nl'],
  ])('%s → %s', (wanted, language) => {
    expect(matchLanguage([wanted], available)).toBe(language);
  });

  it('does not give Chinese in traditional characters the simplified pack', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-TW', 'zh-MO']) {
      expect(matchLanguage([tag], available)).toBeUndefined();
    }
    expect(matchLanguage(['zh-TW', 'ja'], available)).toBe('ja');
  });

  it('takes the first wanted language the chat has', () => {
    expect(matchLanguage(['', 'sv', 'fr-CA', 'de'], available)).toBe('fr');
    expect(matchLanguage(['sv', 'fi'], available)).toBeUndefined();
  });
});

describe("defaultLanguage: 'auto'", () => {
  it('takes <html lang> first, then the browser’s languages', () => {
    page('es-MX', ['de-DE', 'en']);
    expect(chosenLanguage('auto', {})).toBe('es');
    page('', ['sv-SE', 'de-DE', 'en']);
    expect(chosenLanguage('auto', {})).toBe('de');
  });

  it('is English when nothing matches, or when there is no page (a server)', () => {
    page('sv', ['fi']);
    expect(chosenLanguage('auto', {})).toBe('en');
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('navigator', undefined);
    expect(chosenLanguage('auto', {})).toBe('en');
  });

  it('matches the integrator’s own languages too', () => {
    page('nl-NL', []);
    expect(chosenLanguage('auto', { nl: {} })).toBe('nl');
  });

  it('is resolved by the options check, at once and on arrival', () => {
    page('ar-SA', []);
    expect(validateOptions({ defaultLanguage: 'auto' }).defaultLanguage).toBe('ar');
    expect(checkOptions({ defaultLanguage: 'auto' }).options.defaultLanguage).toBe('ar');
    expect(validateOptions({ defaultLanguage: 'ja' }).defaultLanguage).toBe('ja');
  });
});

describe('a defaultLanguage the chat does not have', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['pt-BR', 'pt'],
    ['DE', 'de'],
    ['frr', 'fr'],
  ])('%s: the error names the option, lists the languages and suggests %s', (given, meant) => {
    expect(() => validateOptions({ defaultLanguage: given })).toThrow(
      `"defaultLanguage" must be "auto" or one of the languages: "en", "pt", "es", "fr", "de", "it", "ar", "he", "ja" or "zh-CN", got "${given}". Did you mean "${meant}"?`,
    );
    const { options, errors } = checkOptions({ defaultLanguage: given });
    expect(options.defaultLanguage).toBe('en');
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining(`Did you mean "${meant}"?`)]);
  });

  it('suggests nothing when nothing is close', () => {
    expect(() => validateOptions({ defaultLanguage: 'klingon' })).toThrow(/got "klingon"$/);
  });
});
