/**
 * uc.micro as the standalone markdown file carries it (tsup.config.ts): markdown-it asks of a
 * character only whether it is punctuation or a symbol (`P`, `S`), and linkify-it splices the
 * sources of `Any`, `Cc`, `P` and `Z` into patterns of its own, which have no `u` flag. The
 * browser knows the classes itself (`\p{S}`), so the 2.6 KB list of symbols, which nothing
 * splices, is not shipped; the lists linkify-it splices stay.
 * test/ui/markdown/uc-micro.test.ts checks both on every code point.
 */
export { Any, Cc, P, Z } from 'uc.micro';
export const S = /\p{S}/u;
export const Cf = /\p{Cf}/u;
