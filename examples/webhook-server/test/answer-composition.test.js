// How Lia words an answer over the built docs: a bare endpoint is answered with what it does,
// not quoted back; a decline carries no docs link and no follow-up from the docs.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { candidatesOf, pickPassage } from '../src/lia/passage.js';
import { withWhatItDoes } from '../src/lia/quote.js';
import { answerKind } from '../src/lia/question-kind.js';
import { terms } from '../src/lia/text.js';
import { DOCS_TEXT } from '../eval/run.js';
import { standInPassages } from './helpers.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });

describe('a bare endpoint', () => {
  it.each([
    ['GET /contas/{id}', 'Devolve o status de uma análise de conta de energia', '/docs/api-energia/consulta'],
    ['POST /documentoscopia/lite/analises', 'Envia um RG, CIN ou CNH', '/docs/api/Lite/envioLite'],
  ])('"%s" is answered with what it does and the endpoint line', (question, does, page) => {
    const { output, sources } = lia.respond({ chatInput: question });
    const quote = output.split('\n').find((line) => line.startsWith('> ')) ?? '';
    expect(quote).toContain(does);
    expect(quote.replace(/`/g, '')).toContain(question);
    expect(sources[0]?.url.startsWith(page)).toBe(true);
  });

  it('on a page of several endpoints, is said to do what its section is headed, not the page', () => {
    // The Webhooks page's description says how to register one: `GET /webhooks` lists them.
    const { output } = lia.respond({ chatInput: 'GET /webhooks' });
    expect(output).toContain('> GET `/webhooks` — Listar webhooks');
    expect(output).not.toMatch(/GET `\/webhooks` — Como cadastrar/);
  });

  it('adds the page’s description to an endpoint line only', () => {
    expect(withWhatItDoes('GET `/contas/{id}`', 'Devolve a conta.')).toBe('GET `/contas/{id}` — Devolve a conta.');
    expect(withWhatItDoes('O token vale uma hora.', 'Autenticação.')).toBe('O token vale uma hora.');
    expect(withWhatItDoes('', 'Use *isto*.')).toBe('Use \\*isto\\*.');
  });
});

describe('a bare topic that is the title of a page of several endpoints', () => {
  it.each([
    ['E sobre webhooks?', 'Webhooks', /^> Um webhook é uma URL da sua aplicação/m],
    ['E sobre webhook da API de Energia?', 'Webhook da API de Energia', /^> O webhook avisa o seu sistema/m],
  ])('"%s" is answered by the page’s opening alone, not by one of its request lines', (question, title, opening) => {
    const { output } = lia.respond({ chatInput: question });
    expect(output.startsWith(`Encontrei isto na documentação, em **${title}**:`)).toBe(true);
    expect(output).toMatch(opening);
    expect(output).not.toMatch(/^> (?:GET|POST|PUT|DELETE) /m);
  });
});

describe('how to call an endpoint', () => {
  it('quotes the scope the call needs under its request line', () => {
    const { output } = lia.respond({ chatInput: 'Como cadastrar um webhook?' });
    const quote = output.split('\n\n').find((part) => part.includes('POST `/webhooks`')) ?? '';
    expect(quote).toMatch(/escopo `webhook`/);
  });

  it('keeps what the endpoint does on its line when more follows it', () => {
    expect(withWhatItDoes('POST `/webhooks`\nExige o escopo `webhook`.', 'Cadastra.')).toBe(
      'POST `/webhooks` — Cadastra.\nExige o escopo `webhook`.',
    );
  });
});

describe('a question asking for a list of what a page is about', () => {
  it('quotes the page’s table, though the best passage is prose of another section', () => {
    const { output } = lia.respond({ chatInput: 'quais tipos de documento posso enviar?' });
    expect(output).toMatch(/^> - RG — /m);
    expect(output).toMatch(/^> - CNH — /m);
  });
});

describe('a question of how long', () => {
  it('is answered with the sentence that states it, not the request line of the page it names', () => {
    const { output } = lia.respond({ chatInput: 'Qual a validade do token?' });
    expect(output).toMatch(/uma hora|3600/);
    expect(output).not.toContain('POST `/oauth/token`');
  });
});

describe('the glossary’s words in a passage', () => {
  it('weigh less than the visitor’s own: "credenciais… urlencoded" is not a row of client_id', () => {
    /** @param {string} text */
    const block = (text) => ({ kind: /** @type {const} */ ('p'), text, markdown: text });
    const blocks = [
      block('Troque o client_id e o client_secret da aplicação por um token.'),
      block('As credenciais vão no corpo, também aceito como form urlencoded.'),
    ];
    const typed = terms('credenciais form urlencoded');
    const read = [...typed, ...terms('autenticação client_id client_secret')];
    const best = candidatesOf(blocks, read, answerKind('posso mandar as credenciais como form urlencoded?'), {
      typed: new Set(typed),
    }).sort((a, b) => b.score - a.score)[0];
    expect(best?.text).toBe('As credenciais vão no corpo, também aceito como form urlencoded.');
  });
});

describe('a section whose heading asks the question', () => {
  it('is quoted from its first paragraph’s start, which answers it in other words', () => {
    /** @param {string} text */
    const block = (text) => ({ kind: /** @type {const} */ ('p'), text, markdown: text });
    const blocks = [block('Repita apenas 429 e 503. Os demais erros exigem corrigir a requisição.')];
    const question = 'quando devo repetir uma requisição?';
    const best = (/** @type {boolean} */ opens) =>
      candidatesOf(blocks, terms(question), answerKind(question), { opens }).sort((a, b) => b.score - a.score)[0];
    expect(best(true)?.text).toMatch(/^Repita apenas 429 e 503/);
    expect(best(false)?.text).toMatch(/^Os demais erros/);
  });
});

describe('a topic answered by its page’s opening', () => {
  /** @param {'p' | 'h' | 'table'} kind @param {string} text */
  const block = (kind, text) => ({ kind, text, markdown: text });
  const page = { id: 'api/tab', url: '/docs/api/tab', title: 'Status do Lite', description: '' };
  const section = (/** @type {string} */ heading, /** @type {any[]} */ blocks) => ({
    id: `api/tab#${heading}`,
    pageId: page.id,
    pageTitle: page.title,
    heading,
    url: page.url,
    blocks,
  });
  const sections = [
    section('', [
      block('p', 'O campo status de uma análise Lite diz em que ponto ela está.'),
      block('h', 'Status — Significado'),
      block('table', 'APROVADO — Documento autêntico.'),
      block('table', 'REPROVADO — Indícios de fraude.'),
    ]),
    section('Como usar', [block('p', 'Trate um status desconhecido como não final.')]),
  ];
  const quotes = (/** @type {string} */ question) =>
    standInPassages(
      sections,
      [
        { page, section: sections[0], score: 10 },
        { page, section: sections[1], score: 9 },
      ],
      question,
    );
  it('goes on with the table the opening announces', () => {
    const [opening, table] = quotes('status finais do Lite');
    expect(opening?.text).toMatch(/^O campo status/);
    expect(table?.text).toContain('APROVADO — Documento autêntico.');
  });
});

describe('the request line quoted with an answer', () => {
  /** @param {string} text */
  const block = (text) => ({ kind: /** @type {const} */ ('p'), text, markdown: text });
  const page = {
    id: 'api/webhook',
    url: '/docs/api/webhook',
    title: 'Receptores',
    description: 'Inclui um webhook na lista de receptores da conta.',
  };
  const section = (/** @type {string} */ heading, /** @type {any[]} */ blocks) => ({
    id: `api/webhook#${heading}`,
    pageId: page.id,
    pageTitle: page.title,
    heading,
    url: page.url,
    blocks,
  });
  const sections = [
    section('Cadastrar um webhook', [
      block('POST `/webhooks`'),
      block('Antes de confirmar, a Atesta envia um evento de teste para a URL.'),
    ]),
    section('Enviar um evento de teste', [
      block('POST `/webhooks/{id}/teste`'),
      block('Use-a depois de mudar o código.'),
    ]),
  ];
  const quotes = (/** @type {string} */ question) =>
    standInPassages(sections, [{ page, section: sections[0], score: 10 }], question).map((quote) => quote.text);

  it('is the one whose heading names what was asked, not the one beside the best passage', () => {
    expect(quotes('como eu disparo um evento de teste?')[0]).toBe('POST `/webhooks/{id}/teste`');
  });

  it('comes with a question that says what the page\'s endpoint does, with no "como"', () => {
    expect(quotes('incluir um webhook na lista')[0]).toBe('POST `/webhooks`');
  });
});

describe('a passage that announces a list', () => {
  it('is quoted with the list’s items after it', () => {
    /** @param {'p' | 'li'} kind @param {string} text */
    const block = (kind, text) => ({ kind, text, markdown: text });
    const blocks = [
      block('p', 'Antes da produção, confirme que a integração:'),
      block('li', 'guarda o token;'),
      block('li', 'valida a assinatura.'),
      block('p', 'Depois, peça a liberação.'),
    ];
    expect(pickPassage(blocks, terms('antes da produção'))).toBe(
      'Antes da produção, confirme que a integração: guarda o token; valida a assinatura.',
    );
  });
});

describe('a decline', () => {
  it.each(['qual a previsão do tempo?', 'me passa uma receita de bolo'])(
    '"%s": no sources, no follow-ups',
    (question) => {
      const { output, sources, suggestions } = lia.respond({ chatInput: question });
      expect(output).toMatch(/^Não encontrei isso na documentação/);
      expect(sources).toEqual([]);
      expect(suggestions).toEqual([]);
    },
  );
});

describe('a question of how long', () => {
  it('is answered by the sentence stating it, though an earlier sentence of its paragraph holds its words', () => {
    // The Facematch page's opening says "comparação" from its second sentence on; the duration is its fourth.
    const { output } = lia.respond({ chatInput: 'quanto tempo a comparacao do facematch costuma levar?' });
    expect(output).toMatch(/^> A comparação é assíncrona e costuma terminar em 5 a 10 segundos\.$/m);
  });
});

describe('a section about one environment', () => {
  it('is followed by the other environment’s, to a question naming neither', () => {
    const { output } = lia.respond({ chatInput: 'a conta de luz que eu mandei fica armazenada por quanto tempo?' });
    expect(output).toContain('**Ambientes da API de Energia › Sandbox**');
    expect(output).toContain('**Ambientes da API de Energia › Produção**');
    expect(output).toMatch(/7 dias/);
    expect(output).toMatch(/90 dias/);
  });

  it('is quoted alone to a question naming the environment', () => {
    const { output } = lia.respond({ chatInput: 'quanto tempo ficam as analises no sandbox da api de energia?' });
    expect(output).toContain('7 dias');
    expect(output).not.toContain('**Ambientes da API de Energia › Produção**');
  });
});

describe('a yes-or-no question giving a number with its unit', () => {
  it('is answered by the passage stating the limit in that unit', () => {
    // Before: two rows of the same table about the account's holder and age, neither saying pages.
    const { output } = lia.respond({ chatInput: 'minha conta de luz em pdf tem 8 paginas, a api aceita?' });
    expect(output).toMatch(/^> .*5 páginas/m);
  });
});
