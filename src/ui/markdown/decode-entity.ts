/**
 * The standalone bundle's stand-in for the `entities` package (tsup.config.ts aliases it).
 * markdown-it uses `entities` only to decode one reference like `&copy;`, always ending in
 * `;`; its decoding table is 17 KB of the bundle (gzip), and the browser already has the
 * same WHATWG table. The npm build leaves markdown-it and `entities` to the integrator.
 */
let decoder: HTMLTextAreaElement | undefined;

/** Only a single character reference ever reaches the parser, whatever a caller passes. */
const REFERENCE = /^&[a-z#][a-z0-9]{1,31};$/i; // the shape markdown-it hands over

/** What `entities`' decodeHTMLStrict gives for one `&name;` or `&#digits;` reference. */
export function decodeHTMLStrict(reference: string): string {
  if (!REFERENCE.test(reference)) return reference;
  // A detached textarea's content is text (RCDATA): only character references are parsed, never tags.
  decoder ??= document.createElement('textarea');
  decoder.innerHTML = reference;
  const decoded = decoder.textContent ?? '';
  // A whole reference decodes to one or two UTF-16 units. The browser also takes a legacy
  // reference without its `;` from the front (`&notit;` gives `¬it;`); strict decoding,
  // and so markdown-it, leaves such text as it is.
  return decoded.length <= 2 ? decoded : reference;
}
