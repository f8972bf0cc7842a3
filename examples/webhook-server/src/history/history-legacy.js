// The JSON history file of earlier versions ({version: 1, sessions: [...]}, rewritten whole
// on every message): read once so it can be moved into the database.

import { copyFileSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { connect } from './history-db.js';

/** @typedef {{ id: string, lastUsed: number, messages: import('./history-db.js').StoredMessage[] }} LegacySession */

/**
 * Moves a JSON history of an earlier version into a new database at the same path: the
 * database is built beside it and renamed over it, so a crash midway leaves the JSON
 * (migrated again at the next start); a copy of the JSON is kept.
 * @param {string} path
 * @param {number} now
 * @param {Pick<Console, 'info'>} logger
 * @param {(s: import('./history-db.js').Connection, sessions: LegacySession[]) => void} fill
 */
export function migrateLegacyFile(path, now, logger, fill) {
  const sessions = readLegacyHistory(path);
  const backup = `${path}.v1-${now}.json`;
  const building = `${path}.migrating`;
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(building + suffix, { force: true });
  copyFileSync(path, backup);
  // libsql 0.5.29's close() leaves the connection open until its statements are garbage
  // collected, so nothing may stay in a write-ahead log: commit straight into the file.
  const s = connect(building, { standalone: true });
  s.transaction(() => fill(s, sessions));
  s.db.close();
  renameSync(building, path);
  logger.info(`HISTORY_FILE ${path}: moved ${s.counts.sessions} sessions into SQLite; the old JSON is in ${backup}`);
}

/**
 * The sessions of a legacy file, least recently used first; anything else at the path is a
 * clear error (the file is left as it is).
 * @param {string} file
 * @returns {LegacySession[]}
 */
function readLegacyHistory(file) {
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw notOurs(file, String(error));
  }
  if (data?.version !== 1 || !Array.isArray(data.sessions) || !data.sessions.every(isLegacySession)) {
    throw notOurs(file, 'JSON, but not a papo history (version 1)');
  }
  return /** @type {LegacySession[]} */ (data.sessions).toSorted((a, b) => a.lastUsed - b.lastUsed);
}

/** @param {string} file @param {string} why */
function notOurs(file, why) {
  return new Error(
    `HISTORY_FILE ${file} is neither a SQLite database nor a JSON history of an earlier version (${why}); ` +
      'it was left untouched: move it away or point HISTORY_FILE elsewhere.',
  );
}

/** @param {any} value */
function isLegacySession(value) {
  return (
    typeof value?.id === 'string' &&
    typeof value.lastUsed === 'number' &&
    Array.isArray(value.messages) &&
    value.messages.every(
      (/** @type {any} */ m) => (m?.type === 'human' || m?.type === 'ai') && typeof m.content === 'string',
    )
  );
}
