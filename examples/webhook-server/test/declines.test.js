// Issue 31, round 16d: when Lia declines. A question that asks what holds on a date ("esse
// mês", "hoje", "ontem") is declined; a product's name with an abbreviation in it ("valida pf")
// and a form of "saber" ("sei") no longer keep a docs question from being answered.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { expandInformal } from '../src/lia/informal.js';
import { readQuestion } from '../src/lia/question.js';
import { processTerm } from '../src/lia/text.js';
import { DECLINE, DOCS_TEXT } from '../eval/run.js';

const index = await loadDocsIndex(DOCS_TEXT);
const lia = createAssistant({ index });
const ask = (/** @type {string} */ chatInput) => lia.respond({ chatInput });

describe('a question about what holds on a date', () => {
  it.each([
    ['qual o preço do kwh da conta de luz esse mês?', true],
    ['quanto custou o facematch ontem?', true],
    ['qual o limite de envios neste ano?', true],
    ['como sei quem está livre numa fila agora?', false],
    ['como agendo uma ligacao pra amanha na skia?', false],
  ])('"%s" is dated: %s', (text, dated) => {
    expect(readQuestion(text).dated).toBe(dated);
  });

  it('is declined, however many of its words name a product', () => {
    const reply = ask('qual o preço do kwh da conta de luz esse mês?');
    expect(reply.output).toMatch(DECLINE);
    expect(reply.sources).toEqual([]);
    // The same words without the date are a question about the Energia API.
    expect(ask('o que a api de energia diz do kwh da conta de luz?').sources.length).toBeGreaterThan(0);
  });
});

describe('an abbreviation inside a product name', () => {
  it('is the name ("valida pf"), elsewhere the words it stands for', () => {
    expect(expandInformal('quanto tempo leva o valida pf?')).toBe('quanto tempo leva o valida pf?');
    expect(expandInformal('o valida  pf, pf')).toBe('o valida  pf, por favor');
    expect(expandInformal('me ajuda pf')).toBe('me ajuda por favor');
  });

  it('lets the question be answered, not declined', () => {
    const reply = ask('quanto tempo leva o valida pf?');
    expect(reply.output).not.toMatch(DECLINE);
    expect(reply.sources.length).toBeGreaterThan(0);
  });
});

describe('"sei", a form of "saber"', () => {
  it('is a stop word, as "saber" is', () => {
    expect(processTerm('sei')).toBeNull();
  });

  it('does not keep a docs question from being answered', () => {
    const reply = ask('como sei que o aviso que chegou no meu servidor veio mesmo de vcs?');
    expect(reply.output).not.toMatch(DECLINE);
    expect(reply.sources.map(({ url }) => url.replace(/#.*$/, ''))).toContain('/docs/api/Webhook/webhook');
  });
});
