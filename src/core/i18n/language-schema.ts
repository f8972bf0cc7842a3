/**
 * The schema of one language in `i18n`: every key of ChatStrings, optional, and no other.
 * The standalone chat's code (papo-chat.app.js) is built with language-schema-loose.ts in
 * its place (tsup.config.ts): there language-check.ts checks the keys.
 */
import * as v from 'valibot';
import type { ChatStrings } from './strings';
import { stringKeys } from './string-keys';

// Built from every key of ChatStrings, so that a key added there is validated too.
type LanguageEntries = { [K in keyof ChatStrings]: v.OptionalSchema<v.GenericSchema<ChatStrings[K]>, undefined> };

/** `stringList` is the schema of `initialMessages` (a list of strings). */
export function languageSchema(stringList: v.GenericSchema<readonly string[]>) {
  const entries = Object.fromEntries(
    stringKeys.map((key) => [key, v.optional(key === 'initialMessages' ? stringList : v.string())]),
  ) as unknown as LanguageEntries;
  return v.strictObject(entries);
}
