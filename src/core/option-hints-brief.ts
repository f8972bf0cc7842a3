/**
 * option-hints.ts in papo-chat.element.js (tsup.config.ts puts this file in its place): the
 * same error without the hint, so the page loads about 0.15 KB less before intent. It still
 * names the option and says it is not one (README, "As an element, `<papo-chat>`").
 */
import { PapoOptionsError } from './errors';
import type { unknownKeyError as withHint } from './option-hints';

export const unknownKeyError: typeof withHint = (_root, issue, path) => {
  const parent = issue
    .path!.slice(0, -1)
    .map((item) => item.key)
    .join('.');
  const error = new PapoOptionsError(path, `a known ${parent ? 'key' : 'option'}`, JSON.stringify(String(issue.input)));
  error.message = `"${path}" is not ${parent ? `a key of "${parent}"` : 'an option'}.`;
  return error;
};
