// The history's bounds, enforced on the write that crosses them, through indexes: a session
// idle past `idleMs` is gone, a session keeps its last `maxMessages`, and past `maxSessions`
// or `maxTotalMessages` the least recently used sessions are evicted first.

/** @typedef {import('./history-db.js').Connection} Connection */
/** @typedef {import('./history-db.js').StoredMessage} StoredMessage */

/** Idle sessions removed per write at most, so one request never pays for a long absence. */
export const SWEEP_BATCH = 50;

/**
 * @param {{ maxMessages: number, maxSessions: number, maxTotalMessages: number, idleMs: number }} limits
 */
export function createSessionBounds({ maxMessages, maxSessions, maxTotalMessages, idleMs }) {
  /** @param {number} lastUsed @param {number} now */
  const expired = (lastUsed, now) => now - lastUsed > idleMs;

  /** @param {Connection} s @param {number} id */
  function evict(s, id) {
    s.counts.messages -= s.sql.deleteMessages.run(id).changes;
    s.counts.sessions -= s.sql.deleteSession.run(id).changes;
  }

  /**
   * Drops idle sessions from the least recently used end, a batch at a time.
   * @param {Connection} s @param {number} now @returns {number} how many were dropped
   */
  function sweep(s, now) {
    const oldest = /** @type {{ id: number, lastUsed: number }[]} */ (s.sql.leastRecentlyUsed.all(-1, SWEEP_BATCH));
    let dropped = 0;
    for (const { id, lastUsed } of oldest) {
      if (!expired(lastUsed, now)) break;
      evict(s, id);
      dropped += 1;
    }
    return dropped;
  }

  /** Evicts least recently used sessions (never `keep`) until both totals fit. */
  function enforceTotals(/** @type {Connection} */ s, /** @type {number} */ keep) {
    while (s.counts.sessions > maxSessions || s.counts.messages > maxTotalMessages) {
      const victim = /** @type {{ id: number } | undefined} */ (s.sql.leastRecentlyUsed.get(keep, 1));
      if (!victim) break;
      evict(s, victim.id);
    }
  }

  /**
   * Appends to a session (created when new), marking it used at `now`; then applies the caps.
   * @param {Connection} s @param {string} key @param {StoredMessage[]} messages @param {number} now
   * @param {number} lastUsed
   */
  function appendIn(s, key, messages, now, lastUsed = now) {
    const row = /** @type {{ id: number, lastUsed: number } | undefined} */ (s.sql.findSession.get(key));
    let id = row?.id;
    if (row && expired(row.lastUsed, now)) {
      evict(s, row.id);
      id = undefined;
    }
    s.counts.useOrder += 1;
    if (id === undefined) {
      id = Number(s.sql.insertSession.run(key, lastUsed, s.counts.useOrder).lastInsertRowid);
      s.counts.sessions += 1;
    } else {
      s.sql.touchSession.run(lastUsed, s.counts.useOrder, id);
    }
    for (const { type, content, clientId } of messages) s.sql.insertMessage.run(id, type, content, clientId ?? null);
    s.counts.messages += messages.length;
    s.counts.messages -= s.sql.trimMessages.run(id, maxMessages).changes;
    enforceTotals(s, id);
  }

  return { expired, evict, sweep, enforceTotals, appendIn };
}
