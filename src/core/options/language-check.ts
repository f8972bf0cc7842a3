/**
 * The check of `i18n`'s strings in the standalone chat's code (options-check.ts; its
 * schema checks each language only as an object: language-schema-loose.ts): every key must
 * be one of ChatStrings with a value of its kind. Plain code over the built-in English
 * strings, so the chat's code carries no schema of them.
 * A mistake is an error naming it, as createChat would throw it; here it is reported and
 * the chat goes on without that string, showing the built-in one instead.
 */
import { describeValue, PapoOptionsError } from '../errors';
import { en, type ChatStrings } from '../i18n/i18n';
import { unknownNameError } from './option-hints';

/** The strings that pass and the errors for the rest, in the order they were given. */
export function checkLanguageStrings(i18n: Record<string, Partial<ChatStrings>>): {
  i18n: Record<string, Partial<ChatStrings>>;
  errors: PapoOptionsError[];
} {
  const known = Object.keys(en);
  const errors: PapoOptionsError[] = [];
  const checked: Record<string, Partial<ChatStrings>> = {};
  for (const [language, strings] of Object.entries(i18n)) {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(strings)) {
      const path = `i18n.${language}.${key}`;
      const list = Array.isArray(en[key as keyof ChatStrings]);
      if (!Object.hasOwn(en, key)) errors.push(unknownNameError(path, `i18n.${language}`, key, known));
      else if (value === undefined) continue;
      else if (list && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
        errors.push(new PapoOptionsError(path, 'a list of strings', describeValue(value)));
      } else if (!list && typeof value !== 'string') {
        errors.push(new PapoOptionsError(path, 'a string', describeValue(value)));
      } else kept[key] = value;
    }
    checked[language] = kept;
  }
  return { i18n: checked, errors };
}
