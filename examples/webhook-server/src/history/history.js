// Chat history per session id in SQLite (a file, or memory when no file is set): one
// transaction per turn, bounded per session, in sessions (least recently used evicted
// first), in messages overall, and by idle time. Every bound is enforced on the write
// that crosses it, through indexes: no request scans the whole history.

import { connect, fileKind } from './history-db.js';
import { migrateLegacyFile } from './history-legacy.js';
import { openOrRecover } from './history-recover.js';
import { createSessionBounds, SWEEP_BATCH } from './history-bounds.js';

/**
 * @typedef {import('./history-db.js').StoredMessage} StoredMessage
 * @typedef {import('./history-db.js').Connection} Connection
 *
 * @typedef {object} HistoryOptions
 * @property {number} [maxMessages] messages kept per session (oldest dropped first)
 * @property {number} [maxSessions] sessions kept (least recently used evicted first)
 * @property {number} [maxTotalMessages] messages kept in all (least recently used sessions evicted first)
 * @property {number} [idleMs] a session unused this long is forgotten
 * @property {string} [file] the SQLite database (created when missing); unset: memory only
 * @property {boolean} [recover] a file that cannot be read is moved aside (with the time in its
 *   name) and a new database started, instead of refusing to start
 * @property {{ now(): number }} [clock]
 * @property {Pick<Console, 'info' | 'warn' | 'error'>} [logger]
 */

export const HISTORY_DEFAULTS = {
  maxMessages: 100,
  maxSessions: 1000,
  maxTotalMessages: 20_000,
  idleMs: 24 * 60 * 60 * 1000,
};

const EMPTY_LIST = Buffer.from('[]');

/** @param {HistoryOptions} [options] */
export function createHistoryStore(options = {}) {
  const limits = { ...HISTORY_DEFAULTS, ...stripUndefined(options) };
  const { maxTotalMessages, idleMs } = limits;
  // A session cannot hold more than the whole history may.
  const maxMessages = Math.min(limits.maxMessages, maxTotalMessages);
  const clock = options.clock ?? { now: () => Date.now() };
  const logger = options.logger ?? console;
  const file = options.file;
  /** @type {Connection | null} */
  let opened = null;

  const { expired, evict, sweep, enforceTotals, appendIn } = createSessionBounds({ ...limits, maxMessages });

  const open = () => openOrRecover(openAndTrim, { file, recover: options.recover, now: clock.now(), logger });

  function openAndTrim() {
    if (file && fileKind(file) === 'other') migrate(file);
    const s = connect(file);
    // The limits may be lower than when the file was written, and sessions may have gone
    // idle while the server was down: apply both once, at start.
    s.transaction(() => {
      while (sweep(s, clock.now()) === SWEEP_BATCH);
      s.counts.messages -= s.sql.trimAllSessions.run(maxMessages).changes;
      enforceTotals(s, -1);
    });
    return s;
  }

  const store = () => (opened ??= open());

  /**
   * Runs `work` in one transaction; the in-memory counts roll back with it on failure.
   * @template T @param {(s: Connection) => T} work @returns {T}
   */
  function write(work) {
    const s = store();
    const saved = { ...s.counts };
    try {
      /** @type {T | undefined} */
      let result;
      s.transaction(() => {
        result = work(s);
      });
      return /** @type {T} */ (result);
    } catch (error) {
      Object.assign(s.counts, saved);
      throw error;
    }
  }

  /**
   * Reads a session (marking it used) with `list`; `none` when it is unknown or expired.
   * @template T @param {string} sessionId @param {(s: Connection, id: number) => T} list @param {T} none @returns {T}
   */
  function read(sessionId, list, none) {
    const now = clock.now();
    return write((s) => {
      sweep(s, now);
      const row = /** @type {{ id: number, lastUsed: number } | undefined} */ (s.sql.findSession.get(sessionId));
      if (!row) return none;
      if (expired(row.lastUsed, now)) {
        evict(s, row.id);
        return none;
      }
      s.counts.useOrder += 1;
      s.sql.touchSession.run(now, s.counts.useOrder, row.id);
      return list(s, row.id);
    });
  }

  /** @returns {StoredMessage[]} the session's messages, oldest first (empty when unknown or expired) */
  function get(/** @type {string} */ sessionId) {
    return read(
      sessionId,
      (s, id) =>
        /** @type {StoredMessage[]} */ (s.sql.listMessages.all(id)).map(({ type, content }) => ({ type, content })),
      [],
    );
  }

  /**
   * The session's messages, oldest first, as the UTF-8 JSON array n8n's memory returns
   * (LangChain-serialised: docs/protocol.md#loading-the-previous-session); `[]` when unknown or expired.
   * @param {string} sessionId @returns {Buffer}
   */
  function getAsLangChain(sessionId) {
    return read(sessionId, (s, id) => /** @type {{ json: Buffer }} */ (s.sql.listAsLangChain.get(id)).json, EMPTY_LIST);
  }

  /**
   * The answer already given to the session's question with this client id; null when the
   * question was never asked (or has left the history).
   * @param {string} sessionId @param {string} clientId @returns {string | null}
   */
  function findReply(sessionId, clientId) {
    return read(
      sessionId,
      (s, id) => /** @type {{ content: string } | undefined} */ (s.sql.findReply.get(id, clientId))?.content ?? null,
      null,
    );
  }

  /**
   * Appends a turn in one transaction: when this returns it is committed (with a file, in its
   * write-ahead log), so a reply sent afterwards never announces something a killed process
   * could lose.
   * @param {string} sessionId
   * @param {StoredMessage[]} messages
   */
  function append(sessionId, messages) {
    const now = clock.now();
    write((s) => {
      sweep(s, now);
      appendIn(s, sessionId, messages, now);
    });
  }

  /** Fills a new database with the sessions of a JSON file of an earlier version. */
  function migrate(/** @type {string} */ path) {
    const now = clock.now();
    migrateLegacyFile(path, now, logger, (s, sessions) => {
      for (const { id, lastUsed, messages } of sessions) {
        if (!expired(lastUsed, now)) appendIn(s, id, messages, now, lastUsed);
      }
    });
  }

  return {
    get,
    getAsLangChain,
    findReply,
    append,
    /** Opens (and if needed creates or migrates) the database now rather than on first use. */
    async load() {
      store();
    },
    /** Every change is committed when append returns: nothing to wait for. */
    flush: async () => {},
    /** Closes the database (a later use opens it again); commits never wait for this. */
    close() {
      opened?.db.close();
      opened = null;
    },
    /** Sessions held and not idle. */
    get size() {
      return /** @type {any} */ (store().sql.countLiveSessions.get(clock.now() - idleMs)).n;
    },
  };
}

/** @typedef {ReturnType<typeof createHistoryStore>} HistoryStore */

/**
 * @template {object} T
 * @param {T} object
 * @returns {Partial<T>}
 */
function stripUndefined(object) {
  return /** @type {Partial<T>} */ (Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)));
}
