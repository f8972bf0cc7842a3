/**
 * Which way the chat reads (docs/decisions.md#right-to-left). `dir: 'auto'` follows the chat's
 * language: right to left for the languages written that way, matched on the language's
 * first subtag (`ar`, `ar-EG`, `fa-IR`). A short list rather than `Intl.Locale`'s text info,
 * which not every browser has and which would cost the loader more bytes.
 */
export type TextDirection = 'ltr' | 'rtl';

export const directionOf = (dir: TextDirection | 'auto', language: string): TextDirection =>
  dir == 'auto' ? (/^(ar|ckb|dv|fa|he|ps|sd|ug|ur|yi)\b/i.test(language) ? 'rtl' : 'ltr') : dir;
