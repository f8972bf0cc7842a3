/**
 * Which URLs a reply may link to (docs/decisions.md#input-rules): markdown-it asks it for
 * every link and image (render.ts), and a reply's sources and files are checked by the same
 * rule (source-policy.ts). Apart from render.ts so that the chat checks a source or a file
 * without markdown-it, which loads later (docs/performance.md#when-each-file-is-fetched).
 */
const BAD_PROTOCOL = /^(vbscript|javascript|file|data):/;
const SAFE_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp);/;
// Browsers drop tabs and newlines anywhere in a URL and C0 controls/spaces around it
// (WHATWG URL parsing), so `java\tscript:` would still run as `javascript:`. markdown-it
// percent-encodes them before calling this; the encoded forms are dropped too, to be safe.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]|%(?:[01][0-9a-f]|20|7f)/gi;

/** markdown-it calls this for every link and image; `false` leaves the markdown as plain text. */
export function validateLink(url: string): boolean {
  const normalised = url.replace(IGNORED_BY_BROWSERS, '').toLowerCase();
  return BAD_PROTOCOL.test(normalised) ? SAFE_DATA_IMAGE.test(normalised) : true;
}
