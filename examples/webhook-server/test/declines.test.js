// Issue 31, round 16d: when Lia declines. A question whose distinctive word the docs never use,
// nor any word close to it, however short ("wifi"), or that asks what holds on a date ("esse
// mês", "hoje", "ontem") is declined; a product's name with an abbreviation in it ("valida pf")
// and a form of "saber" ("sei") no longer keep a docs question from being answered.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { expandInformal } from '../src/lia/informal.js';
import { readQuestion } from '../src/lia/question.js';
import { createSpeller } from '../src/lia/spelling.js';
import { processTerm } from '../src/lia/text.js';
import { DECLINE, DOCS_TEXT } from '../eval/run.js';

const index = await loadDocsIndex(DOCS_TEXT);
const lia = createAssistant({ index });
const ask = (/** @type {string} */ chatInput) => lia.respond({ chatInput });

describe('a short word the docs never use', () => {
  const speller = createSpeller([
    'Guarde a senha no celular, três passos, parte a parte. Se houver erro, veja o caso: o sistema saiu do ar.',
  ]);

  it('is foreign when no word of the docs is one edit away, and is not corrected', () => {
    const read = speller.correct('como guardar a senha do wifi no celular?');
    expect(read.foreign).toEqual(['wifi']);
    expect(read.text).toBe('como guardar a senha do wifi no celular?');
  });

  it('is not foreign one edit from a docs word ("tras", "caiu"), nor under four letters ("vêm")', () => {
    for (const text of ['a parte de tras', 'o sistema caiu', 'os que vêm', 'o que eu dou', 'ok xy'])
      expect(speller.correct(text).foreign).toEqual([]);
  });

  it('declines a question resting on the docs words around it ("guardar", "senha")', () => {
    const reply = ask('como guardar a senha do wifi no celular?');
    expect(reply.output).toMatch(DECLINE);
    expect(reply.sources).toEqual([]);
  });
});

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

describe('who in the visitor team may see the bills', () => {
  it('reads "quem da minha equipe" as a role and "notas de cobrança" as the invoices', () => {
    const question = readQuestion('quem do meu time pode ver as notas de cobrança?');
    expect(question.words).toEqual(expect.arrayContaining(['papel', 'faturas']));
  });

  it('is answered by the roles table, not declined', () => {
    const reply = ask('quem da minha equipe pode ver as notas de cobrança?');
    expect(reply.sources[0]?.url).toMatch(/^\/docs\/plataforma\/ambientes#usu/);
    expect(reply.output).toMatch(/Financeiro — Ver consumo, faturas/);
  });
});
