/**
 * The standalone bundle decodes character references with the browser instead of the
 * `entities` package (src/ui/markdown/decode-entity.ts). It must give what markdown-it gets
 * from `entities` for every reference markdown-it hands it: `&` + [a-z#][a-z0-9]{1,31} + `;`.
 */
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { decodeHTMLStrict } from '../../src/ui/markdown/decode-entity';

/** markdown-it's own path to `entities`' decodeHTMLStrict, numeric references aside. */
const { unescapeAll } = new MarkdownIt().utils;

/** Deterministic pseudo-random names, so a failure can be reproduced. */
function randomNames(count: number): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const alphanumerics = `${letters}0123456789`;
  return Array.from({ length: count }, () => {
    let name = letters[Math.floor(next() * letters.length)]!;
    const length = 1 + Math.floor(next() * 8);
    for (let i = 0; i < length; i++) name += alphanumerics[Math.floor(next() * alphanumerics.length)];
    return name;
  });
}

describe('decodeHTMLStrict in the browser', () => {
  it.each([
    ['&amp;', '&'],
    ['&AMP;', '&'],
    ['&lt;', '<'],
    ['&nbsp;', '\u00a0'],
    ['&copy;', '©'],
    ['&semi;', ';'],
    // Two UTF-16 units: two code points, or one outside the BMP.
    ['&ThickSpace;', '\u205f\u200a'],
    ['&fjlig;', 'fj'],
    ['&NotEqualTilde;', '\u2242\u0338'],
    ['&Afr;', '\u{1d504}'],
    // A legacy name without its `;` at the front is not a reference in strict decoding.
    ['&notit;', '&notit;'],
    ['&ampx;', '&ampx;'],
    ['&copyright;', '&copyright;'],
    ['&unknown;', '&unknown;'],
    ['&Amp;', '&Amp;'],
  ])('%s gives %j', (reference, decoded) => {
    expect(decodeHTMLStrict(reference)).toBe(decoded);
    expect(unescapeAll(reference)).toBe(decoded);
  });

  it('decodes numeric references that markdown-it does not decode itself, as entities does', () => {
    // markdown-it decodes at most 8 digits itself; longer ones and odd forms reach entities.
    for (const reference of [
      '&#000000065;',
      '&#x000000041;',
      '&#0000000000;',
      '&#000000128;',
      '&#0000000013;',
      '&#00000055296;',
      '&#99999999999;',
      '&#0000000001a;',
      '&#xg;',
      '&#x0000000041z;',
    ]) {
      expect(decodeHTMLStrict(reference), reference).toBe(unescapeAll(reference));
    }
  });

  it('agrees with entities on thousands of names', () => {
    const differing = randomNames(5000)
      .map((name) => `&${name};`)
      .filter((reference) => decodeHTMLStrict(reference) !== unescapeAll(reference));
    expect(differing).toEqual([]);
  });
});

describe('decodeHTMLStrict input guard', () => {
  it('hands back anything that is not one character reference, unparsed', () => {
    for (const input of ['<img src=x onerror=alert(1)>', '&amp;<b>', 'texto', '&;', '&amp']) {
      expect(decodeHTMLStrict(input)).toBe(input);
    }
  });
});
