// Issue 31, round 16c: on the right page, the passage that states the one fact asked, where it
// sits inside a longer section: a default, a field's format, a row a value names, what a slip
// leads to, the last item of a long list, the item a list names, the range a value falls in.

import { describe, expect, it } from 'vitest';
import { DOCS_TEXT } from '../eval/run.js';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { listsOf } from '../src/lia/passage-groups.js';
import { namedByQuestion, rangeHolds } from '../src/lia/passage-rows.js';
import { sayingMore } from '../src/lia/passage-second.js';
import { candidatesOf } from '../src/lia/passage.js';
import { answerKind } from '../src/lia/question-kind.js';
import { MAX_LIST_CHARS } from '../src/lia/quote.js';
import { terms } from '../src/lia/text.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });
/** @param {'p' | 'li' | 'table' | 'h'} kind @param {string} text */
const block = (kind, text) => ({ kind, text, markdown: text });
/** @param {string} question */
const ask = (question) => lia.respond({ chatInput: question }).output;
/** The best candidate's text of some blocks for a question, read with its own words. */
const best = (/** @type {ReturnType<typeof block>[]} */ blocks, /** @type {string} */ question) => {
  const words = terms(question);
  const found = candidatesOf(blocks, words, answerKind(question), { typed: new Set(words) });
  return [...found].sort((a, b) => b.score - a.score)[0]?.text;
};

describe('a question of what holds when nothing is set', () => {
  it('is read from "se eu não informar", "por padrão", "se omitir"', () => {
    expect(answerKind('qual fuso a janela usa se eu nao informar?').preset).toBe(true);
    expect(answerKind('quantos itens vem por padrao?').preset).toBe(true);
    expect(answerKind('e se eu omitir o scope?').preset).toBe(true);
    expect(answerKind('qual fuso a janela usa?').preset).toBe(false);
  });
  it('is answered by the row stating the default, before advice that repeats its words', () => {
    const blocks = [
      block('li', 'Defina o fuso. Crie filas separadas por fuso, para que a janela seja a do contato.'),
      block('table', '`horario.fusoHorario` — body — string — não — Fuso IANA da janela. Padrão `America/Sao_Paulo`.'),
    ];
    expect(best(blocks, 'qual fuso a janela usa se eu nao informar?')).toMatch(/Padrão/);
  });
  it('answers over the docs which time zone a queue dials in by default', () => {
    expect(ask('qual fuso a janela de discagem usa se eu nao informar?')).toMatch(/America\/Sao_Paulo/);
  });
});

describe('a question of what follows from something', () => {
  it('is read from "o que acontece", "e aí?", "e se…", a question opening with "se"', () => {
    for (const question of [
      'mandei o token sem o Bearer, o que acontece?',
      'mandei o verso no lugar da frente, e ai?',
      'e se a url cair?',
      'se eu mandar uma variavel a mais da erro?',
    ]) {
      expect(answerKind(question).consequence, question).toBe(true);
    }
    expect(answerKind('como envio o token?').consequence).toBe(false);
  });
  it('is answered by the page’s common errors, which say what each slip leads to', () => {
    expect(ask('mandei o token sem o Bearer, o que acontece?')).toMatch(/tratado como token ausente/);
    expect(ask('mandei o verso no lugar da frente no facematch, e ai?')).toMatch(/BIO_SEM_FACE_DOCUMENTO/);
  });
});

describe('a question opening with "em que", "que" or "se"', () => {
  it('asks something: it names no bare topic', () => {
    expect(answerKind('em que formato mando o cpf do titular?').topic).toBe(false);
    expect(answerKind('que escopo preciso?').topic).toBe(false);
    expect(answerKind('se eu mandar uma variavel que o roteiro nao usa da erro?').topic).toBe(false);
    expect(answerKind('E sobre status HTTP?').topic).toBe(true);
  });
  it('is answered by the row it asks about, not by the whole parameter table', () => {
    expect(ask('em que formato mando o cpf do titular?')).toMatch(/11 dígitos sem pontuação/);
  });
});

describe('a table row the question names in the docs’ code words', () => {
  it('is named by a compound name spelled whole, or a value in capitals the visitor typed', () => {
    const typed = new Set(terms('em que formato mando o cpf do titular recusada'));
    expect(namedByQuestion('`titular.cpf` — body — string — CPF do titular, 11 dígitos.', typed)).toBe(true);
    expect(namedByQuestion('4 — `RECUSADA`', typed)).toBe(true);
    expect(namedByQuestion('`52998224725` — `REPROVADO` (M001) — `BIO_REPROVADA`', new Set(terms('reprovado')))).toBe(
      true,
    );
  });
  it('is not named by one word of a parameter’s name, which a question may say in passing', () => {
    expect(namedByQuestion('`url` — body — string — Endereço HTTPS público.', new Set(terms('qual a url base')))).toBe(
      false,
    );
    expect(namedByQuestion('Sandbox — `https://sandbox.skia.atesta.example/v1`', new Set(terms('sandbox')))).toBe(
      false,
    );
  });
  it('answers over the docs a type’s format and which test CPF is refused', () => {
    expect(ask('qual formato de data a variavel do roteiro aceita?')).toMatch(/AAAA-MM-DD/);
    expect(ask('qual cpf de teste da reprovado no sandbox')).toMatch(/52998224725/);
  });
});

describe('a second passage', () => {
  /** @param {string} text @param {number} weighted @param {number} bonus */
  const candidate = (text, weighted, bonus) => ({ text, weighted, bonus, score: weighted, hits: 1, first: 0, last: 0 });
  const first = candidate('Sandbox — nenhuma ligação real é feita; o resultado é simulado pelo telefone.', 5.5, 0);
  const typed = terms('no sandbox qual final de telefone simula ligacao recusada');

  it('says, of the near passages, the visitor’s word the first leaves unsaid, stating what was asked', () => {
    const prose = candidate('No sandbox nenhuma ligação é feita: a plataforma simula a discagem.', 5, 0);
    const row = candidate('4 — `RECUSADA`', 4.8, 3);
    expect(sayingMore(/** @type {any} */ ([prose, row]), /** @type {any} */ (first), typed, new Set())).toBe(row);
  });
  it('is not chosen for a word that frames the question, said in passing', () => {
    const prose = candidate('A referência não é validada quanto à unicidade.', 4, 3);
    const other = candidate('Use pelo menos 1000 pixels no lado maior.', 4.5, 3);
    const asked = terms('quantos pixels');
    expect(sayingMore(/** @type {any} */ ([prose, other]), /** @type {any} */ (first), asked, new Set())).toBe(other);
  });
  it('answers over the docs which phone ending the Skia sandbox refuses', () => {
    expect(ask('no sandbox da skia qual final de telefone simula ligacao recusada?')).toMatch(/4 — `?RECUSADA/);
  });
});

describe('a long list', () => {
  const filler = 'x'.repeat(Math.ceil(MAX_LIST_CHARS / 4));
  const items = [1, 2, 3, 4, 5].map((n) => block('li', `campo ${n}: ${filler}`));
  items.push(block('li', '`eventos` só vem com `incluirEventos=true` e traz a linha do tempo completa.'));
  const hitsIn = (/** @type {string} */ text) => (/linha do tempo/.test(text) ? 3 : 0);

  it('keeps, when it does not fit, the item holding the question’s words, with its own number', () => {
    const [list] = listsOf(items, hitsIn, answerKind('como vejo a linha do tempo?'), true);
    expect(list?.text).toMatch(/^6\. `eventos`/m);
    expect(list?.text).toMatch(/^1\. campo 1/);
    expect(list?.text.length).toBeLessThanOrEqual(MAX_LIST_CHARS);
  });
  it('keeps every item when it fits', () => {
    const [list] = listsOf(items.slice(4), hitsIn, answerKind('como vejo a linha do tempo?'), true);
    expect(list?.text.split('\n')).toHaveLength(2);
  });
  it('answers over the docs how to see a call’s whole timeline', () => {
    expect(ask('como vejo a linha do tempo completa de uma chamada?')).toMatch(/incluirEventos/);
  });
});

describe('a list item', () => {
  it('is quoted from its start, which names it, when the sentence asked is among its first', () => {
    const item = block(
      'li',
      '`PROGRESSIVO`: disca um contato por agente livre. Nunca abandona uma ligação atendida; é o ponto de partida.',
    );
    expect(best([item], 'qual modo nunca deixa ligacao abandonada')).toMatch(/^`PROGRESSIVO`/);
  });
  it('answers over the docs which dialling mode never drops a call', () => {
    expect(ask('qual modo de discagem nunca deixa ligacao abandonada')).toMatch(/PROGRESSIVO`?: disca um contato/);
  });
});

describe('a number the question gives', () => {
  it('is a value, not a code: none in a question about an error or a status, nor an HTTP status alone', () => {
    expect(answerKind('pontuação de qualidade 0,7 é qual nível?').values).toEqual([0.7]);
    expect(answerKind('score 650 é o que?').values).toEqual([650]);
    expect(answerKind('mais de 1.000 contatos?').values).toEqual([1000]);
    expect(answerKind('erro 1002 na energia').values).toEqual([]);
    expect(answerKind('o 202 do lote quer dizer o que?').values).toEqual([]);
  });
  it('names the row whose range holds it: "de … a …", "entre … e …", "… ou mais", "abaixo de …"', () => {
    expect(rangeHolds('`MEDIA` — de 0,60 a 0,84 — Leitura completa.', [0.7])).toBe(true);
    expect(rangeHolds('`ALTA` — 0,85 ou mais — Leitura completa.', [0.7])).toBe(false);
    expect(rangeHolds('`BIO_INCONCLUSIVA` — Similaridade entre 70 e 89,9.', [85])).toBe(true);
    expect(rangeHolds('`BIO_REPROVADA` — similaridade abaixo de 70.', [65])).toBe(true);
    expect(rangeHolds('`BAIXO_RISCO` — 700 a 1000 — Nenhum indício.', [650])).toBe(false);
    // The row's name is no range it states.
    expect(rangeHolds('de 1 a 5 — nada', [3])).toBe(false);
  });
  it('answers over the docs which quality level a score of 0,7 is', () => {
    expect(ask('pontuacao de qualidade 0,7 e qual nivel na energia?')).toMatch(/MEDIA`? — de 0,60 a 0,84/);
  });
});

describe('a question of how big', () => {
  it('is read from "tamanho", "resolução", "pesado", and not from "quantas vezes"', () => {
    for (const question of ['qual tamanho de foto mando?', 'qual resolucao de selfie basta?', 'o arquivo ta pesado?']) {
      expect(answerKind(question).size, question).toBe(true);
    }
    expect(answerKind('quantas vezes o webhook é reenviado?').size).toBe(false);
  });
  it('is answered by the passage stating a size, not one whose numbers are lengths of time', () => {
    const blocks = [
      block('li', 'Como o Flash é rápido com uma foto nítida, consulte a cada 2 segundos.'),
      block('li', 'Uma imagem de 1600 pixels no lado maior chega mais rápido.'),
    ];
    expect(best(blocks, 'qual tamanho de foto deixa o flash mais rapido?')).toMatch(/1600 pixels/);
  });
});
