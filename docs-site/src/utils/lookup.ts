/**
 * Lookups by id for the data the docs render. An unknown id is a build-time error that
 * names it and lists the known ones, so a typo in an MDX page fails the build clearly.
 */
export class UnknownIdError extends Error {
  constructor(kind: string, id: string, known: readonly string[]) {
    super(`Unknown ${kind} id "${id}". Known ${kind} ids: ${known.length ? [...known].sort().join(', ') : '(none)'}.`);
    this.name = 'UnknownIdError';
  }
}

/** Indexes items by id; a duplicate id is an error too (two facts for one thing). */
export function indexById<T extends { id: string }>(kind: string, items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(item.id)) throw new Error(`Duplicate ${kind} id "${item.id}".`);
    map.set(item.id, item);
  }
  return map;
}

export function lookup<T>(kind: string, map: ReadonlyMap<string, T>, id: string): T {
  const item = map.get(id);
  if (item === undefined) throw new UnknownIdError(kind, id, [...map.keys()]);
  return item;
}
