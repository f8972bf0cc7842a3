/**
 * The full check of the options that does not stop at the first mistake. The standalone
 * loaders check at once only the few options they read before the chat's code is there
 * (src/embed/options-at-once-loader.ts); the chat's code runs this when it arrives, and
 * reports each mistake as an error naming the option (docs/decisions.md#options-checked-on-arrival).
 * A bad value is left out, so its default applies and the visitor still gets a chat.
 */
import * as v from 'valibot';
import { isRecord } from '../arguments';
import { describeValue, PapoOptionsError } from '../errors';
import { checkLanguageStrings } from './language-check';
import {
  languageMismatch,
  optionsObjectSchema,
  toOptionsError,
  withChosenLanguage,
  type ValidatedChatOptions,
} from './options-schema';

type Container = Record<string | number, unknown>;

/** A copy of `value` without what is at `path`: an array loses the item, an object the key. */
function without(value: unknown, path: readonly unknown[]): unknown {
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const index = Number(key);
    if (!rest.length) return value.filter((_, i) => i !== index);
    return value.map((item: unknown, i) => (i === index ? without(item, rest) : item));
  }
  const copy = { ...(value as Container) };
  if (rest.length) copy[key as string] = without(copy[key as string], rest);
  else delete copy[key as string];
  return copy;
}

/** The options with every mistake left out (its default in its place), and an error for each. */
export function checkOptions(given: unknown): { options: ValidatedChatOptions; errors: PapoOptionsError[] } {
  const errors: PapoOptionsError[] = [];
  let input: unknown = given === undefined ? {} : given;
  if (!isRecord(input)) {
    errors.push(new PapoOptionsError('options', 'an object', describeValue(given)));
    input = {};
  }
  // One mistake at a time, each taken out, until what is left is valid: the keys beside a
  // bad one (the headers beside a bad `webhookConfig.method`) are kept. Every round takes
  // a value out of a finite input, so it ends.
  for (;;) {
    const result = v.safeParse(optionsObjectSchema, input, { abortEarly: true });
    if (!result.success) {
      const issue = result.issues[0];
      errors.push(toOptionsError(issue));
      const path = issue.path?.map((item) => item.key) ?? [];
      input = path.length ? without(input, path) : {};
      continue;
    }
    const mismatch = languageMismatch(result.output);
    if (mismatch) {
      errors.push(mismatch);
      input = without(input, ['defaultLanguage']);
      continue;
    }
    // The keys of `i18n`'s languages, which the loaders do not check at all (language-schema-loose.ts).
    const strings = checkLanguageStrings(result.output.i18n);
    return {
      options: withChosenLanguage({ ...result.output, i18n: strings.i18n }),
      errors: [...errors, ...strings.errors],
    };
  }
}
