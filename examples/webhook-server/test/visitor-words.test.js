// The visitor's words against the docs' (issue 31, second round): plurals stemmed as their
// singular, the glossary's docs words for the visitor's, no spelling fix of a common word, and
// what a question about something else looks like: words the docs never use, or a docs word met
// only in a code example.

import { describe, expect, it } from 'vitest';
import { readQuestion } from '../src/lia/question.js';
import { FOREIGN_WEIGHT, coverage, heldTerms, sectionFacts } from '../src/lia/relevance.js';
import { facets } from '../src/lia/page-facets.js';
import { createSpeller } from '../src/lia/spelling.js';
import { stem, terms } from '../src/lia/text.js';

describe('stems', () => {
  it('meet a plural in -éis or -ais with its singular', () => {
    expect(stem('papeis')).toBe(stem('papel'));
    expect(stem('variaveis')).toBe(stem('variavel'));
    expect(stem('opcionais')).toBe(stem('opcional'));
    expect(terms('Usuários e papéis')).toContain(terms('qual papel')[0]);
  });
});

describe('the glossary', () => {
  it.each([
    ['como excluir um webhook', 'remover'],
    ['como apagar um webhook', 'remover'],
    ['quanto custa o sandbox?', 'cobrança'],
    ['o sandbox é pago?', 'cobrança'],
    ['como deixo o chat em tela cheia?', 'fullscreen'],
    ['como troco a língua do chat?', 'idiomas'],
  ])('searches "%s" with the docs word "%s"', (question, word) => {
    expect(readQuestion(question).words).toContain(word);
  });
});

describe('the speller', () => {
  const speller = createSpeller(['Renovar o token de uma linha. Envie a CNH.']);

  it('leaves a common word alone, however close to a docs word', () => {
    expect(speller.correct('renovar minha CNH').text).toBe('renovar minha CNH');
  });

  it('leaves an everyday verb the docs lack alone, in any form: "pegar" is not a typo of "pagar"', () => {
    const docs = createSpeller(['Quem vai pagar a cobrança? Obter o token.']);
    expect(docs.correct('como pegar o token').text).toBe('como pegar o token');
    expect(docs.correct('onde pego o token').text).toBe('onde pego o token');
    expect(docs.correct('como pegando o token').lookups).toBe(0);
    expect(docs.correct('como pagat o token').text).toBe('como pagar o token');
  });

  it('says which words are far from every word of the docs', () => {
    const { foreign } = speller.correct('renovar a CNH no detran');
    expect(foreign).toEqual(['detran']);
    expect(speller.correct('renovar o tokem').foreign).toEqual([]);
  });
});

describe('a question about something else', () => {
  it('weighs the words the docs never use: a docs word or two is not enough', () => {
    const question = readQuestion('renovar CNH detran', undefined, ['detran']);
    const found = new Set(terms('renovar CNH'));
    expect(FOREIGN_WEIGHT).toBeGreaterThan(1);
    expect(coverage(question, found)).toBe(2 / (2 + FOREIGN_WEIGHT));
    expect(coverage(readQuestion('renovar CNH detran'), found)).toBe(2 / 3);
  });

  it('does not hold a word met only in a code example, unless it is typed as a code', () => {
    const page = { id: 'api/x', url: '/docs/api/x', title: 'Extrair dados', description: '', ...facets('api/x', 'X') };
    const part = {
      heading: 'Resposta',
      slug: 'resposta',
      blocks: [{ kind: /** @type {const} */ ('p'), text: 'Os dados da CNH.', markdown: 'Os dados da CNH.' }],
      code: '{ "orgaoEmissor": "DETRAN" }',
    };
    const facts = sectionFacts(page, part);
    const lower = readQuestion('cnh no detran');
    expect([...heldTerms(lower, terms('cnh detran'), facts)]).toEqual(terms('cnh'));
    const typed = readQuestion('CNH com orgaoEmissor');
    expect([...heldTerms(typed, terms('cnh orgaoemissor'), facts)]).toEqual(terms('cnh orgaoemissor'));
  });
});
