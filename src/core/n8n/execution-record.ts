/**
 * The n8n execution that waits for the visitor, kept beside the session id so a reload
 * reconnects to it instead of leaving it waiting forever (docs/protocol.md#waiting-for-the-visitor).
 * Storage may be missing or refuse access: the record then lives in memory, like the session.
 */
import type { ChatEnv } from '../env';
import type { ExecutionStarted } from './execution-started';

export interface ExecutionRecord extends ExecutionStarted {
  sessionId: string;
}

export interface ExecutionRecordStorage {
  read(): ExecutionRecord | null;
  write(record: ExecutionRecord): void;
  clear(): void;
}

function parseRecord(text: string | null): ExecutionRecord | null {
  if (text === null) return null;
  try {
    const { sessionId, executionId, resumeToken } = JSON.parse(text) as Record<string, unknown>;
    if (typeof sessionId !== 'string' || typeof executionId !== 'string' || executionId === '') return null;
    return typeof resumeToken === 'string' ? { sessionId, executionId, resumeToken } : { sessionId, executionId };
  } catch {
    return null;
  }
}

/** Stored under `<storageKey>/execution`, so two chats with their own keys keep their own. */
export function createExecutionRecordStorage(
  env: Pick<ChatEnv, 'storage'>,
  storageKey: () => string,
): ExecutionRecordStorage {
  const key = () => `${storageKey()}/execution`;
  let inMemory: ExecutionRecord | null = null;

  return {
    read() {
      try {
        const stored = parseRecord(env.storage?.getItem(key()) ?? null);
        if (stored) return stored;
      } catch {
        // Unreadable storage is the same as empty storage.
      }
      return inMemory;
    },
    write(record) {
      inMemory = record;
      try {
        env.storage?.setItem(key(), JSON.stringify(record));
      } catch {
        // The session's own write already told the site owner that storage refuses.
      }
    },
    clear() {
      inMemory = null;
      try {
        env.storage?.removeItem(key());
      } catch {
        // Nothing to remove from storage that cannot be read.
      }
    },
  };
}
