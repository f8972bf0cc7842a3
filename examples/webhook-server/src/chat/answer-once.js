// A question sent again with the same client id (the widget's Retry after a reply lost on the
// way, when the question may have arrived) is answered with the answer the history holds
// instead of being asked, and stored, twice. One that arrives while the first is still being
// answered waits for that answer. The id is `metadata.clientMessageId` (README: Repeated messages).

/** The longest client message id: the widget's are UUIDs; anything longer is not one, and is ignored. */
export const MAX_CLIENT_MESSAGE_ID_CHARS = 64;

/**
 * The client's id for this question, the same on every retry of it; anything else is ignored
 * (metadata is the integrator's, and n8n ignores what it does not know).
 * @param {unknown} metadata
 * @returns {string | undefined}
 */
export function clientMessageIdOf(metadata) {
  const id = /** @type {{ clientMessageId?: unknown } | null} */ (metadata)?.clientMessageId;
  return typeof id === 'string' && id !== '' && id.length <= MAX_CLIENT_MESSAGE_ID_CHARS ? id : undefined;
}

/**
 * @template T
 * @param {Pick<import('../history/history-thread.js').HistoryThread, 'findReply'>} history
 * @param {(stored: string) => T} fromHistory the reply made of the answer's stored text
 */
export function createAnswerOnce(history, fromHistory) {
  /** @type {Map<string, Promise<T>>} questions being answered now, by session and client id */
  const answering = new Map();

  /**
   * @param {string} sessionId
   * @param {string | undefined} clientId
   * @param {() => Promise<T>} answer asks the question and stores the turn (with `clientId`)
   * @returns {Promise<T>}
   */
  return async function answerOnce(sessionId, clientId, answer) {
    if (clientId === undefined) return answer();
    const key = JSON.stringify([sessionId, clientId]);
    const earlier = answering.get(key);
    if (earlier) return earlier;
    const work = history
      .findReply(sessionId, clientId)
      .then((stored) => (stored === null ? answer() : fromHistory(stored)));
    answering.set(key, work);
    try {
      return await work;
    } finally {
      answering.delete(key);
    }
  };
}
