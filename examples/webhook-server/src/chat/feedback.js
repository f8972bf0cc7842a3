// The visitors' 👍/👎 (the widget's `feedback: { webhook: true }`, docs/protocol.md#feedback):
// the last rating per message, in memory and bounded like the histories, and a log line each.

import { HttpError } from '../http/http-utils.js';
import { logText } from './log-text.js';

export const FEEDBACK_DEFAULTS = { maxEntries: 1000, maxCommentChars: 1000, maxMessageIdChars: 128 };

/**
 * @typedef {object} Feedback
 * @property {string} messageId
 * @property {'up' | 'down'} rating
 * @property {string} [comment]
 *
 * @typedef {Feedback & { sessionId: string, pagePath?: string, at: number }} FeedbackEntry
 *   every field bounded: the request's `metadata` (up to a whole body) is not kept, only the
 *   page the rating was given on (webhook.js: pagePathOf), which is at most 512 characters
 */

/**
 * The feedback fields of a `sendFeedback` request, checked; an HttpError naming the field otherwise.
 * @param {Record<string, unknown>} fields
 * @returns {Feedback}
 */
export function readFeedback(fields) {
  const { messageId, rating, comment } = fields;
  if (typeof messageId !== 'string' || messageId.trim() === '') {
    throw new HttpError(400, 'missing_message_id', 'O campo "messageId" é obrigatório (um texto não vazio).', {
      field: 'messageId',
    });
  }
  if (messageId.length > FEEDBACK_DEFAULTS.maxMessageIdChars) {
    throw new HttpError(
      400,
      'message_id_too_long',
      `O campo "messageId" passa de ${FEEDBACK_DEFAULTS.maxMessageIdChars} caracteres.`,
      {
        field: 'messageId',
      },
    );
  }
  if (rating !== 'up' && rating !== 'down') {
    throw new HttpError(400, 'invalid_rating', 'O campo "rating" deve ser "up" ou "down".', { field: 'rating' });
  }
  if (comment !== undefined && typeof comment !== 'string') {
    throw new HttpError(400, 'invalid_comment', 'O campo "comment" deve ser um texto.', { field: 'comment' });
  }
  if (comment !== undefined && comment.length > FEEDBACK_DEFAULTS.maxCommentChars) {
    throw new HttpError(
      413,
      'comment_too_long',
      `O campo "comment" passa de ${FEEDBACK_DEFAULTS.maxCommentChars} caracteres.`,
      {
        field: 'comment',
      },
    );
  }
  return comment === undefined || comment === '' ? { messageId, rating } : { messageId, rating, comment };
}

/**
 * @param {{ maxEntries?: number, clock: { now(): number }, logger: Pick<Console, 'info'> }} options
 */
export function createFeedbackStore({ maxEntries = FEEDBACK_DEFAULTS.maxEntries, clock, logger }) {
  /** @type {Map<string, FeedbackEntry>} by session and message, oldest first */
  const entries = new Map();

  return {
    /** Keeps the newest rating of a message; past `maxEntries` the oldest message's goes. @param {Omit<FeedbackEntry, 'at'>} entry */
    record(entry) {
      const key = JSON.stringify([entry.sessionId, entry.messageId]);
      entries.delete(key);
      entries.set(key, { ...entry, at: clock.now() });
      if (entries.size > maxEntries) entries.delete(/** @type {string} */ (entries.keys().next().value));
      const comment = entry.comment === undefined ? '' : ` with a comment of ${[...entry.comment].length} characters`;
      logger.info(
        `Feedback: ${entry.rating} on message ${logText(entry.messageId)} of session ${logText(entry.sessionId)}${comment}.`,
      );
    },
    /** What is kept, oldest first. @returns {FeedbackEntry[]} */
    list: () => [...entries.values()],
  };
}

/** @typedef {ReturnType<typeof createFeedbackStore>} FeedbackStore */
