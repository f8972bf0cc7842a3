/**
 * The standalone bundle's stand-in for `punycode.js` (tsup.config.ts aliases it): markdown-it
 * calls it only to write a link's host in ASCII (`toASCII`) and to show a linkified URL's
 * host (`toUnicode`), each inside a try. The browser's URL parser already knows IDNA, so the
 * encoder and decoder (0.8 KB gzip) need not ship. The npm build leaves both to the integrator.
 */
const NOT_ASCII = /[^\0-\x7F]/;

/** `bücher.de` → `xn--bcher-kva.de`, as the browser resolves it; an ASCII host is left as written. */
function toASCII(domain: string): string {
  return NOT_ASCII.test(domain) ? new URL(`http://${domain}`).hostname : domain;
}

/** A link's text shows its host as the reply wrote it (an `xn--` host stays in ASCII). */
const toUnicode = (domain: string): string => domain;

export default { toASCII, toUnicode };
