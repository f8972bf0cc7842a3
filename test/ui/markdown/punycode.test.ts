/**
 * The standalone bundle's punycode stand-in (src/ui/markdown/punycode.ts) writes a link's host
 * as the real `punycode.js` does, so markdown-it makes the same hrefs with it.
 */
import punycode from 'punycode.js';
import { describe, expect, it } from 'vitest';
import standIn from '../../../src/ui/markdown/punycode';

const HOSTS = [
  'bücher.de',
  'münchen.example',
  '例え.テスト',
  'пример.рф',
  'ñandú.com.ar',
  'mañana.xn--p1ai',
  'example.com',
  'Example.COM',
  'xn--bcher-kva.de',
  'localhost',
  '192.168.0.1',
];

describe('the punycode stand-in of the standalone bundle', () => {
  it.each(HOSTS)('writes %s in ASCII as punycode.js does (hosts compared case-blind)', (host) => {
    expect(standIn.toASCII(host).toLowerCase()).toBe(punycode.toASCII(host).toLowerCase());
  });

  it('leaves an ASCII host exactly as written', () => {
    expect(standIn.toASCII('Docs.Example.COM')).toBe('Docs.Example.COM');
  });
});
