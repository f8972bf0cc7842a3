// Issue 31, round 17c: a glossary phrase of several words reads its short words in their other
// forms (src/lia/question.js, stemNamer): "fica guardado" also reads "ficam guardadas" and
// "ficou guardado", "parou de funcionar" "para de funcionar", so the glossary lists a phrase
// once, not each plural and person. A lone short word is still read as typed: "apis" is not
// "api".

import { describe, expect, it } from 'vitest';
import { GLOSSARY, readQuestion } from '../src/lia/question.js';

/** @type {import('../src/lia/question.js').Glossary} */
const glossary = {
  synonyms: {
    'fica guardado': 'retenção',
    'parou de funcionar': 'desativado',
    'nota de cobranca': 'faturas',
    apis: 'famílias',
  },
  products: {},
  mcp: [],
};

describe('a glossary phrase in its other word forms', () => {
  it.each([
    ['quanto tempo os dados ficam guardadas?', 'retenção'],
    ['o laudo ficou guardado onde?', 'retenção'],
    ['a gravação fica guardada por quanto tempo?', 'retenção'],
    ['a fila para de funcionar sozinha?', 'desativado'],
    ['os webhooks param de funcionar', 'desativado'],
    ['quem pode ver as notas de cobrança?', 'faturas'],
  ])('"%s" reads the phrase, searched with "%s"', (question, meaning) => {
    expect(readQuestion(question, glossary).phrased).toContain(meaning);
  });

  it('needs every word of the phrase, in order', () => {
    expect(readQuestion('fica tudo guardado?', glossary).phrased).toEqual([]);
    expect(readQuestion('para funcionar, o que faço?', glossary).phrased).toEqual([]);
  });

  it('reads a lone short word only as typed: "api" is not "apis"', () => {
    expect(readQuestion('a api tem limite?', glossary).words).not.toContain('famílias');
    expect(readQuestion('quais apis existem?', glossary).words).toContain('famílias');
  });
});

describe("the glossary's phrases, each listed once", () => {
  it.each([
    ['por quanto tempo os documentos ficam salvos?', 'retenção'],
    ['os laudos ficaram armazenados?', 'retenção'],
    ['tentei de novo e nada', 'repetir'],
    ['como tiro o acesso de um funcionário?', 'revogar'],
    ['como paro de receber avisos?', 'suspender'],
    ['mando de novo o documento?', 'reenviar'],
  ])('"%s" is searched with "%s"', (question, meaning) => {
    expect(readQuestion(question).words).toContain(meaning);
  });

  it('holds no two phrases that read the same words', () => {
    for (const typed of ['ficam guardados', 'ficam salvos', 'tiro o acesso', 'paro de receber', 'notas de cobranca'])
      expect(GLOSSARY.synonyms[typed]).toBeUndefined();
  });
});
