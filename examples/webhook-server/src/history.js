// Chat history per session id: bounded (messages per session, sessions with LRU eviction,
// idle expiry) and optionally persisted to one JSON file written atomically.

import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * @typedef {{ type: 'human' | 'ai', content: string }} StoredMessage
 * @typedef {{ messages: StoredMessage[], lastUsed: number }} Session
 *
 * @typedef {object} HistoryOptions
 * @property {number} [maxMessages] messages kept per session (oldest dropped first)
 * @property {number} [maxSessions] sessions kept (least recently used evicted first)
 * @property {number} [idleMs] a session unused this long is forgotten
 * @property {string} [file] JSON file to load at start and save after each change
 * @property {{ now(): number }} [clock]
 * @property {Pick<Console, 'warn' | 'error'>} [logger]
 */

export const HISTORY_DEFAULTS = { maxMessages: 100, maxSessions: 1000, idleMs: 24 * 60 * 60 * 1000 };
const FILE_VERSION = 1;

/** @param {HistoryOptions} [options] */
export function createHistoryStore(options = {}) {
  const { maxMessages, maxSessions, idleMs } = { ...HISTORY_DEFAULTS, ...stripUndefined(options) };
  const clock = options.clock ?? { now: () => Date.now() };
  const logger = options.logger ?? console;
  const file = options.file;
  /** Insertion order is use order: the first entry is the least recently used. */
  /** @type {Map<string, Session>} */
  const sessions = new Map();
  /** @type {Promise<void>} */
  let saving = Promise.resolve();
  let pendingSave = false;

  /** @param {Session} session @param {number} now */
  const expired = (session, now) => now - session.lastUsed > idleMs;

  /** Drops idle sessions; they sit at the front of the map. */
  function sweep(now = clock.now()) {
    for (const [id, session] of sessions) {
      if (!expired(session, now)) break;
      sessions.delete(id);
    }
  }

  /**
   * Marks a session used now, moving it to the back of the LRU order.
   * @param {string} id @param {Session} session @param {number} now
   */
  function touch(id, session, now) {
    session.lastUsed = now;
    sessions.delete(id);
    sessions.set(id, session);
  }

  /** @returns {StoredMessage[]} the session's messages, oldest first (empty when unknown or expired) */
  function get(/** @type {string} */ sessionId) {
    const now = clock.now();
    sweep(now);
    const session = sessions.get(sessionId);
    if (!session) return [];
    touch(sessionId, session, now);
    return session.messages.map((message) => ({ ...message }));
  }

  /**
   * Appends messages; resolves once they are on disk when a file is set.
   * @param {string} sessionId
   * @param {StoredMessage[]} messages
   */
  function append(sessionId, messages) {
    const now = clock.now();
    sweep(now);
    const session = sessions.get(sessionId) ?? { messages: [], lastUsed: now };
    session.messages.push(...messages.map(({ type, content }) => ({ type, content })));
    if (session.messages.length > maxMessages) session.messages.splice(0, session.messages.length - maxMessages);
    touch(sessionId, session, now);
    while (sessions.size > maxSessions) {
      const oldest = sessions.keys().next().value;
      if (oldest === undefined) break;
      sessions.delete(oldest);
    }
    return save();
  }

  /** Loads the file, if any; a missing file is an empty history, a broken one is set aside. */
  async function load() {
    if (!file) return;
    /** @type {string} */
    let text;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return;
      throw error;
    }
    const now = clock.now();
    try {
      const data = JSON.parse(text);
      if (data?.version !== FILE_VERSION || !Array.isArray(data.sessions)) throw new Error('formato desconhecido');
      const valid = data.sessions
        .filter(isStoredSession)
        .sort((/** @type {{lastUsed: number}} */ a, /** @type {{lastUsed: number}} */ b) => a.lastUsed - b.lastUsed);
      sessions.clear();
      for (const { id, lastUsed, messages } of valid.slice(-maxSessions)) {
        if (now - lastUsed > idleMs) continue;
        sessions.set(id, { lastUsed, messages: messages.slice(-maxMessages) });
      }
    } catch (error) {
      const aside = `${file}.corrupt-${now}`;
      await rename(file, aside);
      logger.warn(`HISTORY_FILE ${file} could not be read (${String(error)}); moved to ${aside}, starting empty.`);
    }
  }

  /**
   * Coalesces saves: one write at a time, and one more after it when something changed meanwhile.
   * @returns {Promise<void>}
   */
  function save() {
    if (!file) return Promise.resolve();
    if (pendingSave) return saving;
    pendingSave = true;
    saving = saving
      .then(() => {
        pendingSave = false;
        return writeAtomically(file, JSON.stringify(snapshot()));
      })
      // A failed write is reported and the next change tries again: replies still go out.
      .catch((error) => logger.error(`HISTORY_FILE ${file} could not be written: ${String(error)}`));
    return saving;
  }

  function snapshot() {
    sweep();
    return {
      version: FILE_VERSION,
      sessions: [...sessions].map(([id, session]) => ({ id, lastUsed: session.lastUsed, messages: session.messages })),
    };
  }

  return {
    get,
    append,
    load,
    /** Resolves when every change so far is on disk. */
    flush: () => saving,
    get size() {
      sweep();
      return sessions.size;
    },
  };
}

/** @typedef {ReturnType<typeof createHistoryStore>} HistoryStore */

/**
 * Temp file + fsync + rename: a crash leaves the old file or the new one, never half of one.
 * @param {string} file
 * @param {string} text
 */
async function writeAtomically(file, text) {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** @param {any} value */
function isStoredSession(value) {
  return (
    typeof value?.id === 'string' &&
    typeof value.lastUsed === 'number' &&
    Array.isArray(value.messages) &&
    value.messages.every(
      (/** @type {any} */ m) => (m?.type === 'human' || m?.type === 'ai') && typeof m.content === 'string',
    )
  );
}

/**
 * @template {object} T
 * @param {T} object
 * @returns {Partial<T>}
 */
function stripUndefined(object) {
  return /** @type {Partial<T>} */ (Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)));
}

/**
 * The messages in the LangChain-serialised shape n8n's memory returns (PROTOCOL.md §1,
 * trace 03), key order included.
 * @param {StoredMessage[]} messages
 */
export function toLangChain(messages) {
  return messages.map(({ type, content }) =>
    type === 'human'
      ? {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'HumanMessage'],
          kwargs: { content, additional_kwargs: {}, response_metadata: {} },
        }
      : {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'AIMessage'],
          kwargs: { content, tool_calls: [], invalid_tool_calls: [], additional_kwargs: {}, response_metadata: {} },
        },
  );
}
