/**
 * The visitor's only identity is a session id kept in browser storage (docs/decisions.md#messages-and-options). Storage
 * may be missing, refuse access, throw on write (quota, private mode) or hold something
 * that is not a uuid; in every case the chat keeps working with an id held in memory.
 */
import type { ChatEnv } from './env';
import { isUuid } from './uuid';

export interface SessionStorage {
  /** The stored id, or `null` when none is stored or it is not a uuid. */
  read(): string | null;
  /** Remembers the id; returns false when storage refused it (the id lives in memory). */
  write(sessionId: string): boolean;
}

/** `storageKey` is called at each read and write: the chat's options may change it. */
export function createSessionStorage(env: Pick<ChatEnv, 'storage' | 'warn'>, storageKey: () => string): SessionStorage {
  let inMemory: string | null = null;

  return {
    read() {
      try {
        const stored = env.storage?.getItem(storageKey()) ?? null;
        if (isUuid(stored)) return stored;
      } catch {
        // Unreadable storage is the same as empty storage: fall back to memory.
      }
      return inMemory;
    },
    write(sessionId) {
      inMemory = sessionId;
      if (!env.storage) return false;
      try {
        env.storage.setItem(storageKey(), sessionId);
        return true;
      } catch (error) {
        env.warn(
          `Could not save the chat session in storage ("${storageKey()}"); it lasts until the page is closed.`,
          error,
        );
        return false;
      }
    },
  };
}
