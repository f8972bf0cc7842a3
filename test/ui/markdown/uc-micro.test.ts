/**
 * The standalone markdown file's uc.micro (src/ui/markdown/uc-micro.ts) classifies every code
 * point as uc.micro does: markdown-it's emphasis rules read `P` and `S`, linkify-it the rest.
 */
import * as ucMicro from 'uc.micro';
import { expect, it } from 'vitest';
import * as shipped from '../../../src/ui/markdown/uc-micro';

it.each(['Any', 'Cc', 'Cf', 'P', 'S', 'Z'] as const)('classifies every code point as uc.micro does: %s', (name) => {
  const differences: string[] = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (shipped[name].test(char) !== ucMicro[name].test(char)) differences.push(code.toString(16));
  }
  expect(differences).toEqual([]);
});

it('gives linkify-it the same sources to splice', () => {
  expect([shipped.Any, shipped.Cc, shipped.P, shipped.Z].map((pattern) => pattern.source)).toEqual(
    [ucMicro.Any, ucMicro.Cc, ucMicro.P, ucMicro.Z].map((pattern) => pattern.source),
  );
});
