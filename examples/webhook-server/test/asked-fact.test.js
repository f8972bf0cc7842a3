// Issue 31, round 7: Lia quotes the fact that was asked. "quantas tentativas…" is answered by
// the passage that counts them; a table row read under its headings ("CPFs de teste") answers a
// question all of whose words it holds; a list a heading announces is quoted whole; the page
// being read keeps a question in its API family; and a question about the company as a whole is
// not pulled to the product of the page being read.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { countedNoun, countsIn } from '../src/lia/counts.js';
import { listsOf } from '../src/lia/passage-groups.js';
import { answerKind } from '../src/lia/question-kind.js';
import { readQuestion } from '../src/lia/question.js';
import {
  CURRENT_PRODUCT,
  OTHER_FAMILY,
  ROW_SAYS_ALL,
  STATES_COUNT,
  kindWeight,
  pageWeight,
  rowWeight,
} from '../src/lia/ranking.js';
import { rowsInContext, subheadings } from '../src/lia/section-reading.js';
import { terms } from '../src/lia/text.js';
import { DOCS_TEXT } from '../eval/run.js';
import { docPage } from './helpers.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });
/** @param {Partial<import('../src/lia/relevance.js').SectionFacts>} facts */
const sectionFacts = (facts) => /** @type {import('../src/lia/relevance.js').SectionFacts} */ (facts);
/** @param {'p' | 'li' | 'table' | 'h'} kind @param {string} text */
const block = (kind, text) => ({ kind, text, markdown: text });

describe('a question of how many', () => {
  it('names what it counts, and a text states a number of it in digits, words, ordinals or a row', () => {
    expect(countedNoun('quantas tentativas o webhook faz?')).toBe(terms('tentativas')[0]);
    expect(countedNoun('qual o limite?')).toBeUndefined();
    const attempt = terms('tentativa')[0];
    expect(countsIn('Depois da nona tentativa, o evento é descartado.')).toContain(attempt);
    expect(countsIn('desista depois de 5 tentativas')).toContain(attempt);
    expect(countsIn('O controle de tentativas exige um agendador.')).not.toContain(attempt);
    expect(countsIn('Tokens emitidos por minuto — 10 — 10', true)).toContain(terms('tokens')[0]);
    expect(countsIn('Tokens emitidos — por aplicação', true)).not.toContain(terms('tokens')[0]);
  });

  it('weighs up the section that states a number of what it counts', () => {
    const counts = new Set(terms('tentativa'));
    const facts = sectionFacts({ statesDuration: false, statesQuantity: false, counts });
    const found = new Set(terms('tentativas webhook'));
    expect(kindWeight(facts, answerKind('quantas tentativas o webhook faz?'), found)).toBe(STATES_COUNT);
    expect(kindWeight(facts, answerKind('quantos eventos o webhook manda?'), found)).toBe(1);
  });

  it('is answered over the docs by the sentence that counts the webhook’s attempts', () => {
    const { output, sources } = lia.respond({ chatInput: 'quantas tentativas o webhook faz?' });
    expect(sources[0]?.url).toMatch(/^\/docs\/api\/Webhook\/webhook#/);
    expect(output).toMatch(/nona tentativa/);
  });
});

describe('a table row read under its headings', () => {
  const part = {
    heading: 'Sandbox',
    slug: 'sandbox',
    code: '',
    blocks: [
      block('h', 'CPFs de teste'),
      block('p', 'Use estes CPFs.'),
      block('h', 'CPF — SCORE'),
      block('table', '11144477735 — MEDIO_RISCO (score 563)'),
    ],
  };

  it('is read with its header and the section’s own headings, which are indexed as headings', () => {
    expect(subheadings(part.blocks)).toBe('CPFs de teste');
    const [row] = rowsInContext(part);
    expect([...(row?.own ?? [])]).toEqual(expect.arrayContaining(terms('CPF SCORE 11144477735')));
    expect([...(row?.read ?? [])]).toEqual(expect.arrayContaining(terms('CPFs de teste sandbox')));
    expect([...(row?.own ?? [])]).not.toContain(terms('teste')[0]);
  });

  it('weighs up its section when it holds every word of the question, half of them in the row', () => {
    const facts = sectionFacts({ rows: rowsInContext(part) });
    const ask = (/** @type {string} */ question) => rowWeight(facts, readQuestion(question), answerKind(question));
    expect(ask('qual CPF de teste dá médio risco no score?')).toBe(ROW_SAYS_ALL);
    // The headings alone say "teste" and "sandbox": the row must say the rest.
    expect(ask('qual CPF de teste do sandbox?')).toBe(1);
    // A list is a table's, not one row's.
    expect(ask('quais CPFs de teste dão médio risco no score?')).toBe(1);
  });

  it('answers the sandbox’s test CPF over the docs', () => {
    const { output, sources } = lia.respond({ chatInput: 'qual CPF de teste dá médio risco no score?' });
    expect(sources[0]?.url).toMatch(/^\/docs\/api\/ambientes#/);
    expect(output).toContain('11144477735');
  });
});

describe('a list a heading announces', () => {
  const blocks = [
    block('li', 'Obtenha um token.'),
    block('li', 'Crie a fila.'),
    block('p', 'Os status estão nas tabelas.'),
  ];
  const none = () => 0;

  it('is a passage of its section though its items do not repeat the heading’s words', () => {
    expect(listsOf(blocks, none, answerKind('E sobre fluxo típico?'), true, true)).toHaveLength(1);
    expect(listsOf(blocks, none, answerKind('E sobre fluxo típico?'), true, false)).toHaveLength(0);
  });

  it('is quoted whole over the docs, not the sentence after it', () => {
    const { output } = lia.respond({ chatInput: 'qual o fluxo típico da API Skia?' });
    expect(output).toMatch(/^> 1\. Obtenha um token/m);
    expect(output).toMatch(/Criar fila/);
  });
});

describe('the API family of the page being read', () => {
  it('holds a question that names no product: other API families weigh less', () => {
    const energia = docPage('api-energia/intro', ['api-energia']);
    const question = readQuestion('Como obtenho um token de acesso?');
    expect(pageWeight(docPage('api/autenticacao'), question, energia)).toBe(OTHER_FAMILY);
    expect(pageWeight(docPage('plataforma/ambientes'), question, energia)).toBe(1);
    expect(pageWeight(docPage('api/autenticacao'), question, docPage('api/intro'))).toBe(1);
  });

  it('answers the starter chips on the Energia API’s intro from the Energia API', () => {
    const pagePath = '/docs/api-energia/intro';
    const token = lia.respond({ chatInput: 'Como obtenho um token de acesso?', pagePath });
    expect(token.sources[0]?.url).toMatch(/^\/docs\/api-energia\/autenticacao/);
    const webhook = lia.respond({ chatInput: 'Como cadastrar um webhook?', pagePath });
    expect(webhook.sources[0]?.url).toMatch(/^\/docs\/api-energia\/webhook/);
    expect(webhook.output).toContain('PUT `/webhook`');
  });
});

describe('a question about the company as a whole', () => {
  it('is not weighed to the product of the page being read', () => {
    const pro = docPage('api/PRO/envio', ['PRO']);
    const section = docPage('api/produto', ['PRO']);
    expect(pageWeight(section, readQuestion('Quais APIs a Atesta oferece?'), pro)).toBe(1);
    expect(pageWeight(section, readQuestion('quais os campos?'), pro)).toBe(CURRENT_PRODUCT);
    expect(readQuestion('como autentico na API Atesta?').company).toBe(false);
  });

  it('lists the APIs on a product page too', () => {
    const { output, sources } = lia.respond({
      chatInput: 'Quais APIs a Atesta oferece?',
      pagePath: '/docs/api/PRO/envio',
    });
    expect(sources[0]?.url).toMatch(/^\/docs\/intro#/);
    expect(output).toMatch(/Energia/);
  });
});

describe('a table of codes', () => {
  it('is answered by the row that defines the code asked, over the table and its introduction', () => {
    const { output } = lia.respond({ chatInput: 'erro EN-2004' });
    expect(output).toMatch(/^> EN-2004 — 403 — ESCOPO\\_INSUFICIENTE/m);
    expect(output).not.toMatch(/EN-1001/);
  });
});

describe('a comparison', () => {
  it('quotes the table whose columns are the two sides compared', () => {
    const { output } = lia.respond({ chatInput: 'diferença entre sandbox e produção' });
    expect(output).toMatch(/^> Sandbox — Produção:$/m);
    expect(output).toMatch(/^> - Cobrança — Nenhuma — Conforme o contrato$/m);
  });
});

describe('two passages of one section', () => {
  it('lead with the one that states what the question’s kind asks for', () => {
    const { output } = lia.respond({ chatInput: 'quantas requisições por segundo a produção aceita?' });
    const quotes = output.split('\n').filter((line) => line.startsWith('> '));
    expect(quotes[0]).toBe('> Requisições por segundo, por aplicação — 5 — 50');
  });
});
