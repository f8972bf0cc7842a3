// Issue 31, round 17e: "pro" typed in lower case names the product PRO where Portuguese grammar
// makes it a name (after an article or a contraction of one, after "api", "plano", "produto" or
// "um" with no noun after it, or joined to another product by "e", "ou", "x", "vs"), and stays
// "para o" elsewhere (src/lia/product-word.js).

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { MAX_QUESTION_CHARS } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { readProductWord } from '../src/lia/product-word.js';
import { namedProducts } from '../src/lia/question.js';
import { DOCS_TEXT, pageOf } from '../eval/run.js';

const index = await loadDocsIndex(DOCS_TEXT);
const lia = createAssistant({ index });
const firstPage = (/** @type {string} */ chatInput) => pageOf(lia.respond({ chatInput }).sources[0]?.url ?? '');

describe('"pro" read as the product', () => {
  it.each([
    ['o laudo do pro vem assinado?', 'o laudo do PRO vem assinado?'],
    ['o pro aceita comprovante?', 'o PRO aceita comprovante?'],
    ['o limite no pro', 'o limite no PRO'],
    ['posso mandar url ao pro?', 'posso mandar url ao PRO?'],
    ['pelo pro da pra mandar AUTO?', 'pelo PRO da pra mandar AUTO?'],
    ['manda o documento pro pro', 'manda o documento pro PRO'],
  ])('after an article or a contraction of one: "%s"', (typed, read) => {
    expect(readProductWord(typed)).toBe(read);
  });

  it.each([
    ['qual o escopo da api pro?', 'qual o escopo da api PRO?'],
    ['o plano pro tem revisao humana?', 'o plano PRO tem revisao humana?'],
    ['o produto Pro, quanto custa?', 'o produto PRO, quanto custa?'],
  ])('after "api", "plano", "produto" with no noun after it: "%s"', (typed, read) => {
    expect(readProductWord(typed)).toBe(read);
  });

  it.each([
    ['pro e lite tem os mesmos status?', 'PRO e lite tem os mesmos status?'],
    ['score x pro, qual demora mais?', 'score x PRO, qual demora mais?'],
    ['diferenca entre lite ou pro', 'diferenca entre lite ou PRO'],
    ['pro vs SCORE', 'PRO vs SCORE'],
  ])('joined to another product: "%s"', (typed, read) => {
    expect(readProductWord(typed)).toBe(read);
  });

  it('is then named as the product "PRO" typed in capitals is', () => {
    expect(namedProducts(readProductWord('o laudo do pro vem assinado?'))).toEqual(new Set(['PRO']));
  });
});

describe('"pro" read as "para o"', () => {
  it.each([
    'mando pro lite',
    'passo o id pro suporte',
    'o que vai pro webhook?',
    'pro lite preciso de CPF?',
    // Before a noun phrase "pro" is ambiguous after these: the contraction is kept.
    'chamo a api pro cliente',
    'mando um pro suporte',
    'manda pro lite e pro score',
    // Not joined to a product: "fila" is a word the glossary reads as Skia, not its name.
    'a fila e pro',
  ])('"%s" is left as typed', (typed) => {
    expect(readProductWord(typed)).toBe(typed);
    expect(namedProducts(typed).has('PRO')).toBe(false);
  });

  it('leaves "PRO" and words that only hold "pro" as typed', () => {
    for (const text of ['o PRO aceita pdf?', 'o pro-labore', 'o processo do produto', 'o improvavel'])
      expect(readProductWord(text)).toBe(text);
  });
});

describe('a question naming PRO in lower case', () => {
  it('is answered from a PRO page, as with "PRO" typed, not a sibling product', () => {
    expect(firstPage('posso mandar url ao pro em vez de base64?')).toBe('/docs/api/PRO/envio');
    expect(firstPage('posso mandar url ao PRO em vez de base64?')).toBe('/docs/api/PRO/envio');
    expect(firstPage('quanto custa uma consulta no pro?')).toBe('/docs/api/PRO/consulta');
  });

  it('a "pro" that is "para o" still sends the question to the product after it', () => {
    expect(firstPage('da pra mandar passaporte pro lite?')).toBe('/docs/api/Lite/envioLite');
  });
});

describe('the bounded work', () => {
  it('a longest message of "pro" keeps its length and reads each from the words around it', () => {
    const message = 'do pro e lite pro suporte '.repeat(MAX_QUESTION_CHARS / 26);
    const read = readProductWord(message);
    expect(read.length).toBe(message.length);
    expect(read.startsWith('do PRO e lite pro suporte')).toBe(true);
    const long = `${'a'.repeat(MAX_QUESTION_CHARS)} pro`;
    expect(readProductWord(long)).toBe(long);
  });
});
