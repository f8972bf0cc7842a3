// How Lia reads a question before searching: folding and stemming (text.js), the glossary
// (src/lia/glossary.json), the products it names and whether it is about the MCP tools
// (question.js).

import { describe, expect, it } from 'vitest';
import { namedProducts, readQuestion } from '../src/lia/question.js';
import { fold, processTerm, stem, terms } from '../src/lia/text.js';

describe('folding and stemming', () => {
  it('folds accents and case', () => {
    expect(fold('AUTENTICAÇÃO Sessão')).toBe('autenticacao sessao');
    expect(processTerm('Homologação')).toBe(processTerm('homologacao'));
  });

  it('meets the inflections of a word on one stem, typed with accents or without', () => {
    const stems = ['autenticação', 'autenticacao', 'autenticar', 'autenticado', 'Autenticações'].map(processTerm);
    expect(new Set(stems).size).toBe(1);
    expect(processTerm('imagens')).toBe(processTerm('imagem'));
    expect(processTerm('ligação')).toBe(processTerm('ligacao'));
    expect(processTerm('chamadas')).toBe(processTerm('chamada'));
    expect(processTerm('erros')).toBe(processTerm('erro'));
    expect(processTerm('webhooks')).toBe(processTerm('webhook'));
  });

  it('keeps codes and numbers whole', () => {
    expect(stem('422')).toBe('422');
    expect(stem('m014')).toBe('m014');
  });
});

describe('the glossary', () => {
  it('adds the docs’ words for the visitor’s', () => {
    expect(readQuestion('o token expira?').words).toContain('autenticação');
    expect(readQuestion('deu erro').words).toEqual(expect.arrayContaining(['status', 'código']));
    expect(readQuestion('como mando a conta de luz?').words).toContain('energia');
    expect(readQuestion('posso gravar a ligação?').words).toContain('chamada');
  });

  it('counts a word as answered by its own stem or by the glossary’s', () => {
    const { groups } = readQuestion('o token expira?');
    expect(groups).toEqual([[processTerm('token'), processTerm('autenticação')], [processTerm('expira')]]);
  });

  it('adds nothing for a question it has no entry for', () => {
    expect(readQuestion('quais os campos?').words).toEqual(['campos']);
  });
});

describe('products, MCP and codes', () => {
  it('names a product or an API family', () => {
    expect(readQuestion('qual o endpoint pra mandar documento no lite').products).toEqual(new Set(['Lite']));
    expect(readQuestion('como envio uma conta de luz').products).toEqual(new Set(['api-energia']));
    expect(readQuestion('criar fila na Skia').products).toEqual(new Set(['api-skia']));
    expect(readQuestion('como autentico?').products).toEqual(new Set());
  });

  it('takes "PRO" in capitals as the product and "pro" as "para o"', () => {
    expect(readQuestion('endpoint do PRO').products).toEqual(new Set(['PRO']));
    expect(readQuestion('qual endpoint pro lite').products).toEqual(new Set(['Lite']));
    expect(namedProducts('Status da documentoscopia PRO e Lite')).toEqual(new Set(['PRO', 'Lite']));
  });

  it('is about MCP only when it says so', () => {
    expect(readQuestion('como enviar documento via MCP').aboutMcp).toBe(true);
    expect(readQuestion('qual ferramenta consulta o Lite?').aboutMcp).toBe(true);
    expect(readQuestion('como enviar documento').aboutMcp).toBe(false);
  });

  it('searches a code or a path whole, not its parts', () => {
    expect(readQuestion('o que é EM_ANALISE_ESPECIALISTA?').words).toEqual(['EM_ANALISE_ESPECIALISTA']);
    expect(readQuestion('POST /filas/{filaId}/variaveis').words).toEqual(['/filas/{filaId}/variaveis', 'POST']);
    // The index keeps the parts too, for a question that names only one.
    expect(terms('MEDIO_RISCO')).toEqual(['medi', 'risc', 'medio_risco']);
  });

  it('marks codes and field names as typed', () => {
    expect(readQuestion('o que é ILEGIVEL?').codes).toEqual(new Set([processTerm('ILEGIVEL')]));
    expect(readQuestion('e o entregaId?').codes).toEqual(new Set([processTerm('entregaId')]));
    expect(readQuestion('status 422').codes).toEqual(new Set(['422']));
    expect(readQuestion('o que é legível?').codes).toEqual(new Set());
  });
});

describe('answerKind: a topic without a question word', () => {
  it('asks for what the docs list about it', async () => {
    const { answerKind } = await import('../src/lia/question-kind.js');
    expect(answerKind('E sobre status HTTP?')).toMatchObject({ topic: true, listing: true });
    expect(answerKind('Qual o status HTTP do erro?')).toMatchObject({ topic: false });
    expect(answerKind('como configuro o SSO?').topic).toBe(false);
  });
});
