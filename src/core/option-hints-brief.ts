/**
 * option-hints.ts in the two standalone loaders, papo-chat.js and papo-chat.element.js
 * (tsup.config.ts puts this file in its place): the same error without the hint, so a page
 * loads about 0.28 KB less before intent. It still names the option and says it is not one
 * (README, "Options"); the npm build gives the hint.
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
