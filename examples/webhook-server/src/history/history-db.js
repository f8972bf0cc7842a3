// The SQLite side of the history: opening the file (or memory), the schema, and every
// statement, prepared once with `?` parameters (no SQL is ever built from values).

import { existsSync, mkdirSync, openSync, readSync, closeSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\0';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    last_used INTEGER NOT NULL,
    use_order INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS sessions_by_use ON sessions (use_order);
  CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY,
    session INTEGER NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('human', 'ai')),
    content TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS messages_by_session ON messages (session, id);
`;

/**
 * The client's id of a question (the widget's \`metadata.clientMessageId\`), so a retried send
 * is answered from the history instead of twice. Added to databases written before it.
 */
const CLIENT_ID_INDEX = `
  CREATE INDEX IF NOT EXISTS messages_by_client_id ON messages (session, client_id) WHERE client_id IS NOT NULL;
`;

/** The answer that followed the session's (?1) question with the client id ?2. */
const FIND_REPLY = `
  SELECT content FROM messages WHERE session = ?1 AND type = 'ai' AND id >
    (SELECT id FROM messages WHERE session = ?1 AND client_id = ?2 ORDER BY id DESC LIMIT 1)
  ORDER BY id LIMIT 1
`;

/**
 * A session's messages as the JSON array n8n's memory returns (LangChain-serialised,
 * docs/protocol.md#loading-the-previous-session, trace 03, key order included), written by
 * SQLite as UTF-8 bytes: a full session is one native call and one buffer outside the
 * JavaScript heap, not a hundred rows turned into objects and back into text.
 */
const LIST_AS_LANGCHAIN = `
  SELECT CAST(json_group_array(CASE type
    WHEN 'human' THEN json_object('lc', 1, 'type', 'constructor',
      'id', json_array('langchain_core', 'messages', 'HumanMessage'),
      'kwargs', json_object('content', content, 'additional_kwargs', json_object(), 'response_metadata', json_object()))
    ELSE json_object('lc', 1, 'type', 'constructor',
      'id', json_array('langchain_core', 'messages', 'AIMessage'),
      'kwargs', json_object('content', content, 'tool_calls', json_array(), 'invalid_tool_calls', json_array(),
        'additional_kwargs', json_object(), 'response_metadata', json_object()))
  END ORDER BY id) AS BLOB) AS json
  FROM messages WHERE session = ?
`;

/**
 * @param {string | undefined} file undefined: an in-memory database
 * @param {{ standalone?: boolean }} [options] standalone: a rollback journal instead of a
 *   write-ahead log, so every commit is in the file itself (for a file about to be renamed)
 * @returns {import('libsql').Database}
 */
export function openDatabase(file, { standalone = false } = {}) {
  if (file) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file ?? ':memory:');
  try {
    if (standalone) db.pragma('journal_mode = DELETE');
    else db.pragma('journal_mode = WAL');
    // NORMAL with a write-ahead log: a commit is in the log (the operating system's cache)
    // before the reply goes out, so an answered message outlives a killed or crashed
    // process; only a power cut or a kernel crash can lose the newest ones, never corrupting
    // the file. FULL would also fsync every message on the event loop (~4 ms each on a busy
    // disk, tens of ms at worst), stalling every other request meanwhile.
    db.pragma('synchronous = NORMAL');
    db.exec(SCHEMA);
    const columns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(messages)').all());
    if (!columns.some((column) => column.name === 'client_id'))
      db.exec('ALTER TABLE messages ADD COLUMN client_id TEXT');
    db.exec(CLIENT_ID_INDEX);
  } catch (error) {
    db.close();
    throw new Error(`HISTORY_FILE ${file} could not be opened as a database: ${String(error)}`, { cause: error });
  }
  return db;
}

/** @param {import('libsql').Database} db */
export function prepareStatements(db) {
  return {
    findSession: db.prepare('SELECT id, last_used AS lastUsed FROM sessions WHERE key = ?'),
    insertSession: db.prepare('INSERT INTO sessions (key, last_used, use_order) VALUES (?, ?, ?)'),
    touchSession: db.prepare('UPDATE sessions SET last_used = ?, use_order = ? WHERE id = ?'),
    deleteSession: db.prepare('DELETE FROM sessions WHERE id = ?'),
    /** Least recently used first, skipping the session being written. */
    leastRecentlyUsed: db.prepare(
      'SELECT id, last_used AS lastUsed FROM sessions WHERE id != ? ORDER BY use_order LIMIT ?',
    ),
    countSessions: db.prepare('SELECT count(*) AS n FROM sessions'),
    countLiveSessions: db.prepare('SELECT count(*) AS n FROM sessions WHERE last_used >= ?'),
    lastUseOrder: db.prepare('SELECT coalesce(max(use_order), 0) AS n FROM sessions'),
    insertMessage: db.prepare('INSERT INTO messages (session, type, content, client_id) VALUES (?, ?, ?, ?)'),
    /** The answer that followed the session's question with this client id, if it is still kept. */
    findReply: db.prepare(FIND_REPLY),
    listMessages: db.prepare('SELECT type, content FROM messages WHERE session = ? ORDER BY id'),
    listAsLangChain: db.prepare(LIST_AS_LANGCHAIN),
    deleteMessages: db.prepare('DELETE FROM messages WHERE session = ?'),
    /** Everything but the session's newest N messages (the index makes this a short walk). */
    trimMessages: db.prepare(
      'DELETE FROM messages WHERE session = ?1 AND id <= ' +
        '(SELECT id FROM messages WHERE session = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2)',
    ),
    countMessages: db.prepare('SELECT count(*) AS n FROM messages'),
    /** At start only: every session down to its newest N (the limit may have been lowered). */
    trimAllSessions: db.prepare(
      'DELETE FROM messages WHERE id IN (SELECT id FROM ' +
        '(SELECT id, row_number() OVER (PARTITION BY session ORDER BY id DESC) AS newer FROM messages) ' +
        'WHERE newer > ?)',
    ),
  };
}

/** @typedef {ReturnType<typeof prepareStatements>} Statements */

/**
 * The database, its statements, and the counts the caps need (read once here so no
 * message costs a count(*); one server per file, so no one else changes them).
 * @param {string | undefined} file
 * @param {{ standalone?: boolean }} [options]
 */
export function connect(file, options) {
  const db = openDatabase(file, options);
  const sql = prepareStatements(db);
  /** @param {import('libsql').Statement<unknown[]>} statement */
  const count = (statement) => Number(/** @type {{ n: number }} */ (statement.get()).n);
  return {
    db,
    sql,
    counts: {
      sessions: count(sql.countSessions),
      messages: count(sql.countMessages),
      useOrder: count(sql.lastUseOrder),
    },
    transaction: db.transaction((/** @type {() => void} */ work) => work()),
  };
}

/** @typedef {ReturnType<typeof connect>} Connection */
/**
 * @typedef {{ type: 'human' | 'ai', content: string, clientId?: string }} StoredMessage clientId: the
 *   client's id of a question (metadata.clientMessageId), to answer a retried send from here
 */

/**
 * What is at `file`: nothing (or an empty file), a SQLite database, or something else
 * (the JSON history of earlier versions, or a file that is not ours).
 * @param {string} file
 * @returns {'none' | 'sqlite' | 'other'}
 */
export function fileKind(file) {
  if (!existsSync(file) || statSync(file).size === 0) return 'none';
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString('latin1') === SQLITE_HEADER ? 'sqlite' : 'other';
}
