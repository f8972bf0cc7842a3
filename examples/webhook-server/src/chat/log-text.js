// Text from a request, made safe for a log line: a newline in a message id must not start a
// line of its own that reads like the server's ("log forging"), and terminal escapes must not
// reach whoever reads the log in a terminal. Control characters (C0, DEL, C1) and the Unicode
// line and paragraph separators become \u escapes; a backslash is doubled, so an escape in the
// log always means one the server wrote.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** @param {string} text @returns {string} */
export function logText(text) {
  return text.replace(UNSAFE, (char) =>
    char === '\\' ? '\\\\' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
