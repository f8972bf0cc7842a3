/**
 * How long a 429 or 503 asks the visitor to wait (the `Retry-After` header: whole seconds or
 * an HTTP date). Capped, so that a hostile or mistaken server cannot lock the visitor out.
 */

/** The longest wait the widget honours; a longer one is cut to this. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The wait in ms, from 1 to MAX_RETRY_AFTER_MS, or `undefined` when the header is absent,
 * unreadable, or asks for no wait (0, or a date already past).
 * @param now the clock (ms since the epoch) that an HTTP date is measured against.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim() ?? '';
  let ms: number;
  if (/^\d+$/.test(text)) {
    ms = Number(text) * 1000;
  } else if (/ GMT$/.test(text)) {
    // IMF-fixdate ("Wed, 21 Oct 2026 07:28:00 GMT") and the obsolete RFC 850 form both end in GMT;
    // Date.parse is lenient with anything else, so nothing else is read as a date.
    ms = Date.parse(text) - now;
  } else {
    return undefined;
  }
  if (!(ms > 0)) return undefined;
  return Math.min(Math.ceil(ms), MAX_RETRY_AFTER_MS);
}
