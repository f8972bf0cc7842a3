// One server-wide allowance for request bodies held in memory at once. A request takes its
// body's bytes as they arrive (never what its Content-Length promises, which costs a client
// nothing to declare) and gives them all back when its answer is done. Three rules keep a few
// connections from taking it all: one client address may hold only so much, a reserve is kept
// for small JSON bodies (a chat message gets through while uploads fill the rest), and a body
// that arrives slower than a minimum rate is ended (readBody in http-utils.js). Past a rule the
// request is told to come back later (503 or 429 + Retry-After).

/** What a refused request is asked to wait, in seconds: about one upload's time. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * @typedef {object} BodyBudgetOptions
 * @property {number} maxBytes bodies held at once, server-wide
 * @property {number} [maxBytesPerClient] of which one client address may hold (default: all)
 * @property {number} [reservedForSmall] of which only small (JSON) bodies may use (default: none)
 *
 * @typedef {'ok' | 'server' | 'client'} TakeResult 'server': the allowance (or what uploads may
 *   use of it) is full; 'client': this address holds its share
 */

/** @param {BodyBudgetOptions} options */
export function createBodyBudget({ maxBytes, maxBytesPerClient = maxBytes, reservedForSmall = 0 }) {
  let inUse = 0;
  /** @type {Map<string, number>} bytes held per client address (only addresses holding some) */
  const byClient = new Map();
  return {
    maxBytes,
    /** Bytes taken by requests in flight. */
    get inUse() {
      return inUse;
    },
    /** @param {string} client @returns {number} bytes that address holds now */
    heldBy: (client) => byClient.get(client) ?? 0,
    /**
     * One request's share: take as its body arrives, release once when its answer is done.
     * @param {string} client the client's address
     * @param {{ small?: boolean }} [kind] small: a JSON body, which may use the reserve
     */
    lease(client, { small = false } = {}) {
      let held = 0;
      return {
        /** @param {number} bytes @returns {TakeResult} nothing is taken unless 'ok' */
        take(bytes) {
          const room = small ? maxBytes : maxBytes - reservedForSmall;
          if (inUse + bytes > room) return 'server';
          const clientHeld = byClient.get(client) ?? 0;
          if (clientHeld + bytes > maxBytesPerClient) return 'client';
          inUse += bytes;
          held += bytes;
          byClient.set(client, clientHeld + bytes);
          return 'ok';
        },
        release() {
          if (held === 0) return;
          inUse -= held;
          const left = (byClient.get(client) ?? 0) - held;
          if (left > 0) byClient.set(client, left);
          else byClient.delete(client);
          held = 0;
        },
      };
    },
  };
}

/** @typedef {ReturnType<ReturnType<typeof createBodyBudget>['lease']>} BodyLease */
