/**
 * The link reference definitions of a reply split into blocks (./blocks.ts): each block is
 * rendered on its own, so every block gets the definitions of the whole text.
 */
import type { References } from './render';

export const NO_REFERENCES: References = Object.freeze({});

/** Adds the definitions of `labels` not already in `into`: the first definition of a label wins. */
export function addDefinitions(into: Record<string, References[string]>, labels: readonly string[], found: References) {
  for (const label of labels) {
    const definition = found[label];
    if (definition && !(label in into)) into[label] = definition;
  }
}

function sameReferences(a: References, b: References): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => a[key]?.href === b[key]?.href && a[key]?.title === b[key]?.title)
  );
}

/**
 * The settled blocks' definitions and those of the `open` blocks (found in `definitions`).
 * `previous` again while they are the same, so memoised blocks are not re-rendered for it.
 */
export function currentReferences(
  settled: References,
  open: readonly { labels: readonly string[] }[],
  definitions: References,
  previous: References | undefined,
): References {
  const references = { ...settled };
  for (const block of open) addDefinitions(references, block.labels, definitions);
  if (previous && sameReferences(previous, references)) return previous;
  return Object.keys(references).length > 0 ? references : NO_REFERENCES;
}
