// How deeply a JSON text nests, found by scanning its characters once, before parsing:
// a value nested thousands of levels deep would otherwise overflow the stack of whatever
// walks it next (JSON.stringify in an error message, a logger, the history).

import { HttpError } from '../http/http-utils.js';

/** Deeper than any message the widget or n8n sends: metadata is a few levels at most. */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether `text` nests objects and arrays more than `max` levels deep. Brackets inside
 * strings do not count. The text need not be valid JSON: JSON.parse judges that after.
 * @param {string} text
 * @param {number} [max]
 */
export function nestsDeeperThan(text, max = MAX_JSON_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Refuses (400 json_too_deep, naming the field) a JSON text nested deeper than MAX_JSON_DEPTH:
 * well-formed JSON the server will not walk, so not a 422.
 * @param {string} text
 * @param {string} field
 * @param {string} what the field as the message names it
 */
export function assertShallow(text, field, what) {
  if (!nestsDeeperThan(text)) return;
  throw new HttpError(
    400,
    'json_too_deep',
    `${what} aninha objetos ou listas em mais de ${MAX_JSON_DEPTH} níveis; o máximo é ${MAX_JSON_DEPTH}.`,
    { field },
  );
}
