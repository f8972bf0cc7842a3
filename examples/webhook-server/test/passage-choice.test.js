// Issue 31, round 14b: given the page, the passage that states what the question's kind asks
// for. A sentence stating a number is no pointer elsewhere; a list of steps is what a "como…"
// question's kind asks for wherever on the page it is.

import { describe, expect, it } from 'vitest';
import { DOCS_TEXT } from '../eval/run.js';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { MAX_LIST_ITEMS, listsOf, tablesOf } from '../src/lia/passage-groups.js';
import { candidatesOf } from '../src/lia/passage.js';
import { answerKind } from '../src/lia/question-kind.js';
import { terms } from '../src/lia/text.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });
/** @param {'p' | 'li' | 'table' | 'h'} kind @param {string} text */
const block = (kind, text) => ({ kind, text, markdown: text });
/** @param {string} question */
const ask = (question) => lia.respond({ chatInput: question });

describe('a sentence that opens like a pointer', () => {
  const kind = answerKind('com que frequência posso consultar a análise?');
  const quoted = (/** @type {string} */ text) =>
    candidatesOf([block('p', text)], terms('frequência consultar análise'), kind).map((c) => c.text);

  it('is quoted when it states a number: it says how often, it points nowhere', () => {
    expect(quoted('Consulte a cada 2 segundos, por no máximo 30 segundos.')).toEqual([
      'Consulte a cada 2 segundos, por no máximo 30 segundos.',
    ]);
  });
  it('is never quoted when it only names another page', () => {
    expect(quoted('Consulte a análise em Consultar análise (Flash).')).toEqual([]);
  });
  it('answers over the docs how often to query a Flash analysis', () => {
    expect(ask('com que frequência posso consultar uma análise Flash?').output).toMatch(/a cada 2 segundos/);
  });
});

describe('a list of steps', () => {
  const blocks = [block('li', 'Abra Aplicações e clique em Nova aplicação.'), block('li', 'Copie o segredo.')];
  const hitsIn = (/** @type {string} */ text) => (/aplica/i.test(text) ? 1 : 0);

  it('counts as what a "como…" question asks for, as a duration does for "quanto tempo"', () => {
    const [steps] = listsOf(blocks, hitsIn, answerKind('como crio uma aplicação?'), true);
    expect(steps?.bonus).toBeGreaterThan(0);
    const [listed] = listsOf(blocks, hitsIn, answerKind('quais aplicações existem?'), true);
    expect(listed?.bonus ?? 0).toBe(0);
  });
  it('is quoted from another section than the search’s best, for how to create an application', () => {
    expect(ask('como crio uma aplicacao no painel?').output).toMatch(/Nova aplicação/);
  });
});

describe('a yes-or-no question', () => {
  const rows = [
    block('table', 'Sandbox — `https://sandbox.energia.atesta.example/v1/webhook`'),
    block('table', '`url` — body — string — sim — Endereço HTTPS público; endereços `http://` não são aceitos.'),
  ];
  const read = (/** @type {string} */ question) =>
    candidatesOf(rows, terms('url webhook energia http sandbox'), answerKind(question)).map((c) => c.text);

  it('is never answered by an address row, whose URL only repeats its words', () => {
    expect(read('a url do webhook de energia pode ser http?')).not.toContain(rows[0]?.markdown);
    expect(read('qual a url do webhook de energia no sandbox?')).toContain(rows[0]?.markdown);
  });
  it('answers over the docs whether the Energia webhook’s URL may be http', () => {
    expect(ask('a url do webhook de energia pode ser http?').output).toMatch(/não são aceitos/);
  });
});

describe('a question of how much', () => {
  const rows = [
    block('table', '`tentativas.maximo` — body — integer — não — Tentativas por contato, de 1 a 10. Padrão 3.'),
    block('table', '`nome` — body — string — sim — Nome único na operação, até 80 caracteres.'),
  ];
  it('is answered by a number with its unit before a bare number', () => {
    const kind = answerKind('qual o tamanho maximo do nome da fila?');
    const [tries, name] = candidatesOf(rows, terms('tamanho máximo nome fila'), kind);
    expect(name?.bonus).toBeGreaterThan(tries?.bonus ?? 0);
  });
  it('answers over the docs how long a queue’s name may be', () => {
    expect(ask('qual o tamanho maximo do nome da fila?').output).toMatch(/80 caracteres/);
  });
});

describe('a question of why', () => {
  it('is read from "por que", "pq", "pra que" at its start, not from a "porque" inside it', () => {
    expect(answerKind('por que o valida-pf pede data de nascimento?').reason).toBe(true);
    expect(answerKind('pq usar webhook?').reason).toBe(true);
    expect(answerKind('o token expira porque?').reason).toBe(false);
  });
  it('is answered by the sentence that gives a reason, before a row that repeats its words', () => {
    const blocks = [
      block('table', '`dataNascimento` — body — string — sim — Data de nascimento informada pelo titular.'),
      block('p', 'A data de nascimento é obrigatória porque a fonte oficial só responde quando ela confere.'),
    ];
    const kind = answerKind('por que pede data de nascimento?');
    const [row, sentence] = candidatesOf(blocks, terms('data nascimento'), kind);
    expect(sentence?.score).toBeGreaterThan(row?.score ?? 0);
  });
  it('answers over the docs, with no request line first, why Valida-PF asks for the date of birth', () => {
    const { output } = ask('por que o valida-pf pede data de nascimento?');
    expect(output).toMatch(/porque a fonte oficial/);
    expect(output).not.toMatch(/POST/);
  });
});

describe('a question for a list that names one row', () => {
  const blocks = [
    block('h', 'Código — Documento — Produtos'),
    block('table', 'RG — Carteira de Identidade — PRO, SCORE, Lite, Flash, OCR'),
    block('table', 'CTPS — Carteira de Trabalho física — PRO, SCORE, OCR'),
  ];
  const kind = answerKind('quais produtos aceitam CTPS?');
  const words = terms('produtos aceitam CTPS');
  const named = new Set(terms('CTPS'));

  it('is answered by that row, not by the table whose header names what it lists', () => {
    const found = candidatesOf(blocks, words, kind, { named });
    const best = found.reduce((a, b) => (b.score > a.score ? b : a));
    expect(best.text).toBe(blocks[2]?.markdown);
    // Without a row named, the table is the list asked for.
    const listed = candidatesOf(blocks, terms('produtos aceitam'), answerKind('quais produtos aceitam documentos?'));
    expect(listed.reduce((a, b) => (b.score > a.score ? b : a)).table).toBe(true);
  });
  it('answers over the docs which products take a CTPS', () => {
    expect(ask('quais produtos aceitam CTPS?').output).toMatch(
      /CTPS — Carteira de Trabalho física — .*PRO, SCORE, OCR/,
    );
  });
});

describe('a question for a list whose rows are past the first rows of a long table', () => {
  const kind = answerKind('Quais APIs a Atesta oferece?');
  const hitsIn = (/** @type {string} */ text) => (/\bAPI\b/.test(text) ? 1 : 0);
  const products = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, n) => block('table', `Produto ${n} — Faz ${n}.`));
  const named = [block('table', 'API de Energia — Contas de luz.'), block('table', 'API Skia — Discagem.')];

  it('is quoted by the rows it names, not by the first rows, which name none', () => {
    const [table] = tablesOf([block('h', 'Família — Para que serve'), ...products, ...named], hitsIn, kind);
    expect(table?.text).toBe('Família — Para que serve:\n- API de Energia — Contas de luz.\n- API Skia — Discagem.');
  });
  it('is quoted by its first rows when they hold a row it names', () => {
    const [table] = tablesOf([block('h', 'Família — Para que serve'), named[0], ...products, named[1]], hitsIn, kind);
    expect(table?.text.split('\n')).toHaveLength(1 + MAX_LIST_ITEMS);
  });
  it("answers over the docs the home page's chip with the APIs of the products table", () => {
    const { output } = lia.respond({ chatInput: 'Quais APIs a Atesta oferece?', pagePath: '/docs/intro' });
    expect(output).toMatch(/- API de Energia — [^\n]+\n> - API Skia — /);
  });
});

describe('a question of how big', () => {
  it('is answered by a size with its unit, not by a share', () => {
    const kind = answerKind('qual o tamanho máximo do arquivo?');
    const blocks = [
      block('p', 'O arquivo pode ter no máximo 85% de área escura.'),
      block('p', 'O arquivo pode ter no máximo 10 MB.'),
    ];
    const found = candidatesOf(blocks, terms('tamanho máximo arquivo'), kind);
    expect(found.reduce((a, b) => (b.score > a.score ? b : a)).text).toBe(blocks[1]?.markdown);
  });
  it('answers over the docs which resolution a selfie needs', () => {
    expect(ask('qual resolução de selfie basta pro facematch?').output).toMatch(/480 × 640 pixels/);
  });
});

describe('a first passage without a rare word the visitor typed', () => {
  it('is followed by the page’s passage that says it', () => {
    const { output } = ask('dá pra mandar foto da galeria no facematch?');
    expect(output).toMatch(/Não permita escolher uma imagem da galeria/);
    expect(output.match(/^> /gm)?.length ?? 0).toBeLessThanOrEqual(12);
  });
});
