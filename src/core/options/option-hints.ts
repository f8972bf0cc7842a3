/**
 * The error for an option (or a key of one) the schema does not have, with a hint: the
 * closest known name (a wrong case or a typo a few letters off), or every name there is.
 * In the standalone bundle it is part of the chat's code, which checks the options when
 * it arrives (options-check.ts), not of the loaders.
 */
import type * as v from 'valibot';
import { PapoOptionsError } from '../errors';
import { unwrap, type SchemaNode } from './schema-node';

/** The keys a strict object at `path` (e.g. ['webhookConfig']) accepts. */
function knownKeysAt(root: SchemaNode, path: readonly unknown[]): string[] {
  let node = unwrap(root);
  for (const key of path) node = unwrap(node.entries?.[String(key)] ?? node.value!);
  return Object.keys(node.entries!);
}

/** Levenshtein distance: the fewest single-letter insertions, deletions or changes from `a` to `b`. */
function editDistance(a: string, b: string): number {
  // One row of the table at a time: row[j] is the distance from a's letters so far to b's first j.
  let row = [...b, ''].map((_, j) => j);
  [...a].forEach((letter, i) => {
    const next = [i + 1];
    [...b].forEach((other, j) => next.push(Math.min(row[j + 1]! + 1, next[j]! + 1, row[j]! + +(letter !== other))));
    row = next;
  });
  return row[b.length]!;
}

/**
 * The known name a mistyped `key` most likely meant, ignoring case: at most two edits away
 * and no more than a third of its letters (so `url` does not become `dir`); none if
 * nothing is that close.
 */
export function closestName(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.min(2, Math.ceil(key.length / 3)) + 1;
  for (const name of known) {
    const distance = editDistance(key.toLowerCase(), name.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}

/** "`path` is not an option/a key of `parent`", with the closest known name or the list of them. */
export function unknownNameError(path: string, parent: string, key: string, known: readonly string[]) {
  const suggestion = closestName(key, known);
  const noun = parent ? 'key' : 'option';
  const error = new PapoOptionsError(
    path,
    suggestion ? JSON.stringify(suggestion) : `a known ${noun}`,
    JSON.stringify(key),
  );
  const hint = suggestion ? `Did you mean "${suggestion}"?` : `Known ${noun}s: ${known.join(', ')}.`;
  error.message = `"${path}" is not ${parent ? `a key of "${parent}"` : 'an option'}. ${hint}`;
  return error;
}

/** `root` is the options schema; `issue` is valibot's for the unknown key, found at `path`. */
export function unknownKeyError(root: SchemaNode, issue: v.BaseIssue<unknown>, path: string): PapoOptionsError {
  const parentKeys = issue.path!.slice(0, -1).map((item) => item.key);
  return unknownNameError(path, parentKeys.join('.'), String(issue.input), knownKeysAt(root, parentKeys));
}
