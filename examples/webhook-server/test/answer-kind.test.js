// What a question's kind asks of the sections and passages (issue 31): a section that states a
// length of time for "quanto tempo", the noun asked for by name ("qual papel…") in a row or
// its table's header, a bare HTTP status read as one, a follow-up answered by the page it
// follows, and a sentence that announces a table quoted with its rows.

import { describe, expect, it } from 'vitest';
import { candidatesOf } from '../src/lia/passage.js';
import { DURATION_TEXT, answerKind, askedNoun } from '../src/lia/question-kind.js';
import { measureText } from '../src/lia/measure.js';
import { readQuestion } from '../src/lia/question.js';
import {
  CURRENT_PAGE_ANSWERS,
  NAMES_ASKED,
  STATES_DURATION,
  STATES_QUANTITY,
  currentPageWeight,
  kindWeight,
} from '../src/lia/ranking.js';
import { terms } from '../src/lia/text.js';

/** @param {Partial<import('../src/lia/relevance.js').SectionFacts>} facts */
const sectionFacts = (facts) => /** @type {import('../src/lia/relevance.js').SectionFacts} */ (facts);

describe('the noun a question asks for by name', () => {
  it('is read after "qual", "que" and "em qual", stemmed; other words are not asked by name', () => {
    expect(askedNoun('que papel dou pra quem só consulta laudos?')).toBe(terms('papel')[0]);
    expect(askedNoun('em qual cabeçalho vai o token?')).toBe(terms('cabeçalho')[0]);
    expect(askedNoun('qual a validade do token?')).toBeUndefined();
    expect(askedNoun('como configuro o SSO?')).toBeUndefined();
  });
});

describe('a duration question', () => {
  // Round 13: "demora" was read, its infinitive not ("a análise … pode demorar horas?").
  it('is read from the verbs of lasting in any of their usual forms', () => {
    for (const question of [
      'a análise pode demorar horas?',
      'quanto demoram as análises?',
      'o token pode durar um dia?',
    ]) {
      expect(answerKind(question).duration, question).toBe(true);
    }
    expect(answerKind('a análise pode ser cobrada?').duration).toBe(false);
  });
});

describe('a length of time in the docs', () => {
  // "evita um segundo upload" is "another upload": read as a second, it was the duration
  // "quanto tempo a comparação do facematch costuma levar?" got before "5 a 10 segundos".
  it('is not the ordinal "um segundo" before a noun', () => {
    expect(DURATION_TEXT.test('evita um segundo upload')).toBe(false);
    expect(DURATION_TEXT.test('Um segundo pedido com a mesma chave')).toBe(false);
    expect(DURATION_TEXT.test('espere um segundo e tente de novo')).toBe(true);
    expect(DURATION_TEXT.test('costuma terminar em 5 a 10 segundos')).toBe(true);
  });
});

describe('a question telling of an HTTP error it got', () => {
  // "o webhook … deu 401 no evento de teste, o que fazer?" is answered by the page's "Erros comuns".
  it('tells of something going wrong', () => {
    for (const question of [
      'o webhook deu 401 no evento de teste',
      'a consulta retornou erro 422',
      'recebi 403 no envio',
    ]) {
      expect(answerKind(question).trouble, question).toBe(true);
    }
    expect(answerKind('o que significa o 401?').trouble).toBe(false);
  });
});

describe('a number the visitor gives with its unit', () => {
  it('is read as its unit, singular, "folhas" as the docs’ "páginas"', () => {
    expect(answerKind('minha conta de luz em pdf tem 8 paginas, a api aceita?').measured).toEqual(['pagina']);
    expect(answerKind('meu pdf tem 7 folhas e 12 MB, passa?').measured).toEqual(['pagina', 'mb']);
    expect(answerKind('o que significa o erro 422?').measured).toEqual([]);
  });

  it('is stated by a number in that unit, in any of its forms', () => {
    expect(measureText(['pagina']).test('ate 10 mb decodificado e 5 paginas')).toBe(true);
    expect(measureText(['iten']).test('de 1 a 100 itens')).toBe(true);
    expect(measureText(['pagina']).test('10 mb por arquivo')).toBe(false);
  });
});

describe('kindWeight', () => {
  const found = new Set(terms('papel token'));
  it('weighs a section stating a duration for a duration question, and only then', () => {
    const facts = sectionFacts({ statesDuration: true, statesQuantity: false });
    expect(kindWeight(facts, answerKind('quanto tempo dura o token?'), found)).toBe(STATES_DURATION);
    expect(kindWeight(facts, answerKind('como gero o token?'), found)).toBe(1);
    // How often, and how long to wait, are asked as lengths of time too.
    for (const question of ['com que frequência posso consultar?', 'quanto esperar entre as repetições?']) {
      expect(kindWeight(facts, answerKind(question), found), question).toBe(STATES_DURATION);
    }
  });
  it('weighs a section stating a quantity with its unit for "quantos" and "tamanho máximo"', () => {
    const facts = sectionFacts({ statesDuration: false, statesQuantity: true });
    expect(kindWeight(facts, answerKind('tamanho máximo do arquivo'), found)).toBe(STATES_QUANTITY);
  });
  it('weighs a section holding the noun asked for by name', () => {
    const facts = sectionFacts({ statesDuration: false, statesQuantity: false });
    expect(kindWeight(facts, answerKind('que papel vê as faturas?'), found)).toBe(NAMES_ASKED);
    expect(kindWeight(facts, answerKind('que papel vê as faturas?'), new Set())).toBe(1);
  });
});

describe('a bare three-digit code', () => {
  it('is searched as an HTTP status, with the words of the pages that list them', () => {
    expect(readQuestion('o que quer dizer 413?').words).toEqual(expect.arrayContaining(['status', 'código']));
    expect(readQuestion('o plano tem 1000 consultas').words).not.toContain('status');
  });
});

describe('a follow-up', () => {
  const page = { id: 'api/autenticacao', products: new Set() };
  const facts = sectionFacts({ page: /** @type {any} */ (page), title: new Set(terms('Gerar o token')) });
  const question = readQuestion('E no sandbox?');
  const found = new Set(terms('sandbox'));
  it('is answered by a section of the page it follows that holds its words, heading or not', () => {
    expect(currentPageWeight(facts, question, found, /** @type {any} */ (page), true)).toBe(CURRENT_PAGE_ANSWERS);
    expect(currentPageWeight(facts, question, found, /** @type {any} */ (page), false)).toBe(1);
  });
});

describe('passages read with their tables', () => {
  /** @param {'p' | 'h' | 'table' | 'li'} kind @param {string} text */
  const block = (kind, text) => ({ kind, text, markdown: text });
  /** The passage Lia would quote first. @param {ReturnType<typeof block>[]} blocks @param {string} question */
  const bestPassage = (blocks, question, kind = answerKind(question)) =>
    candidatesOf(blocks, terms(question), kind).sort((a, b) => b.score - a.score)[0];
  it('quote the rows a sentence announces with ":"', () => {
    const blocks = [
      block('p', 'Cada requisição também traz estes cabeçalhos:'),
      block('h', 'Cabeçalho — Conteúdo'),
      block('table', 'X-Atesta-Evento — O nome do evento.'),
      block('table', 'X-Atesta-Assinatura — A assinatura do corpo.'),
    ];
    const best = bestPassage(blocks, 'quais cabeçalhos vêm na requisição?', answerKind('quais cabeçalhos?'));
    expect(best?.text).toBe(
      'Cada requisição também traz estes cabeçalhos:\n- X-Atesta-Evento — O nome do evento.\n- X-Atesta-Assinatura — A assinatura do corpo.',
    );
  });
  it('quote the whole table whose header names what "quais…" asks for', () => {
    const blocks = [
      block('p', 'Guarde o segredo: ele assina todos os eventos deste webhook.'),
      block('h', 'Evento — Quando é enviado'),
      block('table', 'analise.concluida — Quando a análise termina.'),
      block('table', 'laudo.disponivel — Quando o laudo fica pronto.'),
    ];
    const question = 'quais eventos o webhook envia?';
    const best = bestPassage(blocks, question);
    expect(best?.text).toBe(
      'Evento — Quando é enviado:\n- analise.concluida — Quando a análise termina.\n- laudo.disponivel — Quando o laudo fica pronto.',
    );
  });
  it('quote the table whose header names a bare topic ("E sobre eventos?"), not the prose that repeats it', () => {
    const blocks = [
      block('h', 'Evento — Quando é enviado'),
      block('table', 'analise.concluida — Quando a análise termina.'),
      block('table', 'laudo.disponivel — Quando o laudo fica pronto.'),
      block('p', 'Cada evento é um POST com corpo JSON, com o nome do evento.'),
    ];
    const best = bestPassage(blocks, 'E sobre eventos?');
    expect(best?.text).toBe(
      'Evento — Quando é enviado:\n- analise.concluida — Quando a análise termina.\n- laudo.disponivel — Quando o laudo fica pronto.',
    );
    // A header word the visitor did not type (the glossary's, half a word) names no topic: "erro
    // 429" reads "código", which heads every table of codes; its own row answers it.
    const codes = [
      block('h', 'Código — Significado'),
      block('table', '200 — Requisição atendida.'),
      block('table', '429 — Limite de requisições excedido.'),
    ];
    const question = 'erro 429';
    const typed = new Set(terms(question));
    const read = [...typed, ...terms('código')];
    const first = candidatesOf(codes, read, answerKind(question), { typed }).sort((a, b) => b.score - a.score)[0];
    expect(first?.text).toBe('429 — Limite de requisições excedido.');
  });
  it('count a row’s table header for the noun asked by name ("qual papel…")', () => {
    const blocks = [
      block('p', 'O Analista de sistemas consulta os laudos no painel todo dia.'),
      block('h', 'Papel — Pode'),
      block('table', 'Administrador — Tudo.'),
      block('table', 'Analista — Consultar laudos.'),
    ];
    const question = 'que papel consulta laudos?';
    const best = bestPassage(blocks, question);
    expect(best?.text).toBe('Analista — Consultar laudos.');
  });
});
