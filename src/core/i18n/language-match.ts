/**
 * `defaultLanguage: 'auto'`: the page's `<html lang>`, then the browser's languages, each
 * matched to a language the chat has (built in, a pack, or the integrator's `i18n`); English
 * when none is. Read when the options are checked, so the options hold the language chosen.
 * Both loaders carry it (the toggle speaks the language before the chat's code is there):
 * written for few bytes.
 */
import { languagesOf } from './languages';

/** The languages the page asks for, in order: its `<html lang>`, then the browser's (none on a server). */
export const pageLanguages = (): string[] => [
  globalThis.document?.documentElement.lang ?? '',
  ...(globalThis.navigator?.languages ?? []),
];

/**
 * The first of `wanted` one of `available` serves: the same tag in any case (`zh-cn`), else
 * the same language (`pt-BR` → `pt`, `zh-Hans` → `zh-CN`), except that Chinese written in
 * traditional characters (`zh-TW`, `zh-HK`, `zh-Hant`) is not given the simplified pack.
 */
export function matchLanguage(wanted: readonly string[], available: readonly string[]): string | undefined {
  for (let tag of wanted) {
    tag = tag.toLowerCase();
    const found =
      available.find((language) => language.toLowerCase() == tag) ??
      available.find((language) => language.split('-')[0] == tag.split('-')[0] && !/^zh-(hant|tw|hk|mo)/.test(tag));
    if (found) return found;
  }
}

/** The chat's language: `defaultLanguage` itself, or for 'auto' the page's best match, or English. */
export const chosenLanguage = (language: string, i18n: object): string =>
  language == 'auto' ? (matchLanguage(pageLanguages(), languagesOf(i18n)) ?? 'en') : language;
