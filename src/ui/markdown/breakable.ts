/**
 * Escaped text as the reply's HTML carries it, shared by markdown-it's rules (render.ts) and
 * the plain rendering shown before markdown has loaded (plain.ts), so both write the same
 * characters the same way.
 */
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** markdown-it's own escaping (`md.utils.escapeHtml`): the same four characters. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => ESCAPED[char]!);

const LONG_RUN = /\S{40,}/g;
const RUN_PIECE = 20;

/**
 * Escaped text in which a long run without spaces gets a `<wbr>` every few characters.
 * Chromium takes seconds to line-break one very long word (50 000 letters: 6 s); short
 * pieces with break opportunities between them wrap at once and look the same.
 */
export function breakableHtml(text: string): string {
  let html = '';
  let done = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    html += escapeHtml(text.slice(done, match.index));
    const run = match[0];
    const pieces: string[] = [];
    for (let start = 0; start < run.length;) {
      let end = Math.min(run.length, start + RUN_PIECE);
      const code = run.charCodeAt(end - 1);
      if (end < run.length && code >= 0xd800 && code <= 0xdbff) end += 1; // keep a surrogate pair whole
      pieces.push(escapeHtml(run.slice(start, end)));
      start = end;
    }
    html += pieces.join('<wbr>');
    done = match.index + run.length;
  }
  return html + escapeHtml(text.slice(done));
}
