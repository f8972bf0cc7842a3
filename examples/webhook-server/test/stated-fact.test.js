// Issue 31, round 12: Lia states the asked fact. A noun of action in "-ança" ("cobrança") meets
// its verb ("cobrada", "cobrar"): Snowball keeps the ending, so "a conta rejeitada é cobrada?"
// never met the Energia product page's "Cobrança" section, which says which analyses are billed.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { stem } from '../src/lia/text.js';
import { DOCS_TEXT } from '../eval/run.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });

describe('a noun of action in "-ança"', () => {
  it.each([
    ['cobrança', 'cobrada'],
    ['cobranças', 'cobrar'],
    ['mudança', 'mudar'],
    ['confiança', 'confiar'],
  ])('"%s" meets "%s"', (noun, verb) => {
    expect(stem(noun.normalize('NFD').replace(/\p{M}+/gu, ''))).toBe(stem(verb));
  });

  it('leaves a short verb alone ("avança" is not "avar")', () => {
    expect(stem('avanca')).not.toBe(stem('avar'));
  });

  it('answers whether something is billed from the section on billing', () => {
    const { output, sources } = lia.respond({ chatInput: 'a conta de energia rejeitada é cobrada?' });
    expect(sources[0]?.url).toMatch(/^\/docs\/api-energia\/produto/);
    expect(output).toMatch(/não geram cobrança/);
  });
});
