// The JSON history file of earlier versions ({version: 1, sessions: [...]}, rewritten whole
// on every message): read once so it can be moved into the database.

import { readFileSync } from 'node:fs';

/** @typedef {{ id: string, lastUsed: number, messages: import('./history.js').StoredMessage[] }} LegacySession */

/**
 * The sessions of a legacy file, least recently used first; anything else at the path is a
 * clear error (the file is left as it is).
 * @param {string} file
 * @returns {LegacySession[]}
 */
export function readLegacyHistory(file) {
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
