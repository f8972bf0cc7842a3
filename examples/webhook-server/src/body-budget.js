// One server-wide allowance for request bodies held in memory at once. Each request takes
// what it declares (Content-Length) or what arrives (chunked) before keeping it, and gives
// it all back when its answer is done; past the allowance it is told to come back later
// (503 + Retry-After) without a byte of its body being kept.

/** What a refused request is asked to wait, in seconds: about one upload's time. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * @param {number} maxBytes
 */
export function createBodyBudget(maxBytes) {
  let inUse = 0;
  return {
    maxBytes,
    /** Bytes taken by requests in flight. */
    get inUse() {
      return inUse;
    },
    /** One request's share: take as its body arrives, release once when its answer is done. */
    lease() {
      let held = 0;
      return {
        /** @param {number} bytes @returns {boolean} false (nothing taken) when over the allowance */
        take(bytes) {
          if (inUse + bytes > maxBytes) return false;
          inUse += bytes;
          held += bytes;
          return true;
        },
        release() {
          inUse -= held;
          held = 0;
        },
      };
    },
  };
}

/** @typedef {ReturnType<ReturnType<typeof createBodyBudget>['lease']>} BodyLease */
