/** The part of `punycode.js` (markdown-it's dependency, untyped) the stand-in's test compares with. */
declare module 'punycode.js' {
  const punycode: { toASCII(domain: string): string; toUnicode(domain: string): string };
  export default punycode;
}
