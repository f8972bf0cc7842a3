/**
 * The error for an option (or a key of one) the schema does not have, with a hint: the
 * right case of a mistyped name, or every name there is. papo-chat.element.js is built
 * with option-hints-brief.ts in its place (tsup.config.ts), which gives no hint.
 */
import type * as v from 'valibot';
import { PapoOptionsError } from './errors';
import { unwrap, type SchemaNode } from './schema-node';

/** The keys a strict object at `path` (e.g. ['i18n', 'en']) accepts. */
function knownKeysAt(root: SchemaNode, path: readonly unknown[]): string[] {
  let node = unwrap(root);
  for (const key of path) node = unwrap(node.entries?.[String(key)] ?? node.value!);
  return Object.keys(node.entries!);
}

/** `root` is the options schema; `issue` is valibot's for the unknown key, found at `path`. */
export function unknownKeyError(root: SchemaNode, issue: v.BaseIssue<unknown>, path: string): PapoOptionsError {
  const key = String(issue.input);
  const parentKeys = issue.path!.slice(0, -1).map((item) => item.key);
  const parent = parentKeys.join('.');
  const known = knownKeysAt(root, parentKeys);
  // A wrong case (webhookURL, chatinputKey) is the typo people actually make.
  const suggestion = known.find((name) => name.toLowerCase() === key.toLowerCase());
  const noun = parent ? 'key' : 'option';
  const error = new PapoOptionsError(
    path,
    suggestion ? JSON.stringify(suggestion) : `a known ${noun}`,
    JSON.stringify(key),
  );
  const hint = suggestion ? `Did you mean "${suggestion}"?` : `Known ${noun}s: ${known.join(', ')}.`;
  error.message = `PapoOptionsError: "${path}" is not ${parent ? `a key of "${parent}"` : 'an option'}. ${hint}`;
  return error;
}
