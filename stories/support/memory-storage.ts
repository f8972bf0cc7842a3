import type { KeyValueStorage } from '../../src/core/env';

/** Per-story storage, so no story sees another's session id and the page's localStorage stays clean. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
