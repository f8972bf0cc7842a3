/** The language packs (src/core/i18n/packs/): complete, with their plural forms, and fetched only when asked for. */
import { describe, expect, it } from 'vitest';
import { en, pt, stringsFor, type ChatStrings } from '../../../src/core/i18n/i18n';
import { loadedPack, loadLanguage, packLanguages } from '../../../src/core/i18n/languages';
import { importPack } from '../../../src/core/i18n/pack-import';
import { pluralForms } from '../../../src/core/i18n/plural';
import { completeOptions } from '../../../src/core/options/resolved-options';
import { validateOptions } from '../../../src/core/options/options-schema';

const keys = Object.keys(en).sort();
const packs: [string, ChatStrings][] = await Promise.all(
  packLanguages.map(async (language) => [language, (await importPack(language)).default] as [string, ChatStrings]),
);
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

describe('the language packs', () => {
  it('are es, fr, de, it, ar, he, ja and zh-CN', () => {
    expect(packLanguages).toEqual(['es', 'fr', 'de', 'it', 'ar', 'he', 'ja', 'zh-CN']);
  });

  it.each(packs)('%s has exactly English’s keys, each of its kind and not blank', (language, strings) => {
    expect(Object.keys(strings).sort()).toEqual(keys);
    for (const key of keys as (keyof ChatStrings)[]) {
      const value = strings[key];
      if (Array.isArray(en[key])) {
        expect(Array.isArray(value) && value.length > 0 && value.every((item) => item.trim() !== '')).toBe(true);
      } else if (key !== 'footer') {
        expect(typeof value === 'string' && value.trim() !== '', `${language}.${key}`).toBe(true);
      }
    }
  });

  it.each(packs)('%s keeps the placeholders the UI fills in', (language, strings) => {
    for (const key of keys as (keyof ChatStrings)[]) {
      const value = strings[key];
      // The plural forms may leave the count out where the words say it ("رسالتان": two messages).
      if (typeof value !== 'string' || key === 'newMessage' || key === 'newMessages') continue;
      expect(placeholders(value), `${language}.${key}`).toEqual(placeholders(en[key] as string));
    }
  });

  it.each([['en', en] as [string, ChatStrings], ['pt', pt] as [string, ChatStrings], ...packs])(
    '%s has a form for each plural category Intl.PluralRules gives it',
    (language, strings) => {
      const forms = pluralForms(strings.newMessages);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const category of categories) {
        if (category === 'one') expect(strings.newMessage, language).not.toBe('');
        else expect(forms[category], `${language}: ${category}`).toBeTruthy();
      }
      // And no form for a category the language does not have (a typo like "fwe:").
      for (const category of Object.keys(forms)) expect(categories).toContain(category);
    },
  );

  it('are fetched only when asked for, once, and layered under the integrator’s strings', async () => {
    expect(loadedPack('de')).toBeUndefined();
    expect(stringsFor({}, 'de').openChat).toBe('Open chat');
    expect(completeOptions(validateOptions({ defaultLanguage: 'de' })).i18n).not.toHaveProperty('de');

    await loadLanguage('de');
    const pack = loadedPack('de');
    await loadLanguage('de');

    expect(loadedPack('de')).toBe(pack);
    expect(stringsFor({}, 'de').openChat).toBe('Chat öffnen');
    expect(stringsFor({ de: { openChat: 'Zum Chat' } }, 'de')).toMatchObject({
      openChat: 'Zum Chat',
      closeChat: 'Chat schließen',
    });
    expect(completeOptions(validateOptions({ defaultLanguage: 'de' })).i18n.de?.title).toBe('Hallo! 👋');
    expect(loadedPack('fr')).toBeUndefined();
  });

  it('fetches nothing for a built-in language, an integrator’s own or an inherited name', async () => {
    await loadLanguage('en');
    await loadLanguage('nl');
    await loadLanguage('constructor');
    expect(loadedPack('en')).toBeUndefined();
    expect(loadedPack('nl')).toBeUndefined();
    expect(loadedPack('constructor')).toBeUndefined();
    expect(stringsFor({}, 'constructor').openChat).toBe('Open chat');
  });
});
