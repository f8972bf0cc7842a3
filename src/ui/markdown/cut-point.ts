/**
 * Where to cut `text` for a piece of at most `size` characters from `start`: after the last
 * line end in the second half of the piece if there is one, else at `size` (never between
 * the two halves of a surrogate pair). The same text gives the same cuts as it grows.
 */
export function cutPoint(text: string, start: number, size: number): number {
  if (text.length - start <= size) return text.length;
  let end = start + size;
  const lineEnd = text.lastIndexOf('\n', end - 1);
  if (lineEnd >= start + size / 2) return lineEnd + 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return end;
}
