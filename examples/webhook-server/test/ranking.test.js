// The rules that order the hits beyond their words (ranking.js, docs-index.js): the product a
// question names, "via MCP" pages only for MCP questions, the Atesta API before the separate
// families, the page the visitor reads, exact codes, an endpoint page that says what is asked,
// and a question that only shares words with the docs declined. Each rule over a few pages written for it.

import { describe, expect, it } from 'vitest';
import { createAssistant, CONTACT_URL } from '../src/lia/assistant.js';
import { createDocsIndex } from '../src/lia/docs-index.js';
import { readQuestion } from '../src/lia/question.js';
import { docPage } from './helpers.js';
import { sectionFacts } from '../src/lia/relevance.js';
import {
  CURRENT_PAGE,
  CURRENT_PAGE_ANSWERS,
  CURRENT_PRODUCT,
  currentPageWeight,
  MCP_UNASKED,
  NAMED_PRODUCT,
  OTHER_FAMILY,
  OTHER_PRODUCT,
  pageWeight,
} from '../src/lia/ranking.js';
import { ENDPOINT_SAYS, endpointWeight } from '../src/lia/endpoint-weight.js';

/**
 * @param {string} id
 * @param {string} title
 * @param {string[]} texts one block each
 * @param {'p' | 'table'} [kind]
 */
const page = (id, title, texts, kind = 'p') => ({
  id,
  url: `/docs/${id}`,
  title,
  description: '',
  sections: [
    {
      heading: '',
      slug: '',
      code: '',
      blocks: texts.map((text) => ({ kind, text, markdown: text })),
    },
  ],
});

const SEND = 'Envie o documento de identificação em base64 para iniciar a análise.';
const index = createDocsIndex(
  [
    page('api/PRO/envio', 'Enviar documento (PRO)', [SEND, 'POST /v1/pro/documentos']),
    page('api/Lite/envioLite', 'Enviar documento (Lite)', [SEND, 'POST /v1/lite/documentos']),
    page('via-mcp/Lite/enviar-documento-lite', 'Enviar documento para análise Lite via MCP', [
      `A ferramenta atesta_lite_enviar_documento envia o documento. ${SEND}`,
    ]),
    page('api/StatusCode', 'Códigos de status HTTP', ['422 — Unprocessable Entity — Dados incoerentes.'], 'table'),
    page(
      'api-energia/StatusCode',
      'Códigos de status HTTP da API de Energia',
      ['422 — Unprocessable Entity — A conta não pôde ser lida.'],
      'table',
    ),
    page('api/tab_motivos', 'Motivos das análises', ['ILEGIVEL — o documento não pôde ser lido.'], 'table'),
    page('api/Webhook/PorqueUsar', 'Por que usar webhooks', [
      'A resposta traz a previsão de conclusão da análise.',
      'Sem webhook, consulte a API de tempos em tempos.',
    ]),
  ],
  { minScore: 0 },
); // scores of a seven-page index are far below the real site's: coverage alone decides
/** @param {string} question @param {import('../src/lia/docs-index.js').SearchContext} [context] */
const first = (question, context) => index.search(question, context)[0]?.page.id;

describe('ranking', () => {
  it('prefers the pages of the product a question names', () => {
    expect(first('qual o endpoint pra mandar documento no lite')).toBe('api/Lite/envioLite');
    expect(first('como envio o documento no PRO?')).toBe('api/PRO/envio');
  });

  it('answers from a "via MCP" page only when the question is about MCP or tools', () => {
    const pages = index.search('enviar documento Lite').map((hit) => hit.page.id);
    expect(pages[0]).toBe('api/Lite/envioLite');
    expect(first('qual ferramenta MCP envia documento no Lite?')).toBe('via-mcp/Lite/enviar-documento-lite');
  });

  it('answers from the Atesta API before a family the question does not name', () => {
    expect(first('o que significa o status http 422')).toBe('api/StatusCode');
    expect(first('o que significa o status 422 na API de energia')).toBe('api-energia/StatusCode');
  });

  it('breaks a tie with the page the visitor is reading', () => {
    expect(first('como envio o documento?', { pagePath: '/docs/api/Lite/envioLite' })).toBe('api/Lite/envioLite');
    expect(first('como envio o documento?', { pagePath: '/docs/api/PRO/envio/' })).toBe('api/PRO/envio');
  });

  it('finds a code exactly, as typed', () => {
    expect(first('ILEGIVEL')).toBe('api/tab_motivos');
    expect(first('o que quer dizer ilegivel?')).toBe('api/tab_motivos');
  });

  it('finds nothing for a question that only shares scattered words with a page', () => {
    expect(index.search('qual a previsão do tempo?')).toEqual([]);
    expect(first('previsão de conclusão da análise')).toBe('api/Webhook/PorqueUsar');
  });

  it('declines it with the contact link and no docs links', () => {
    const reply = createAssistant({ index }).respond({ chatInput: 'qual a previsão do tempo?' });
    expect(reply.output).toContain('Não encontrei isso na documentação');
    expect(reply.output).toContain(CONTACT_URL);
    expect(reply.output).not.toContain('/docs/');
    expect(reply.sources).toEqual([]);
  });
});

describe('page weights', () => {
  const lite = docPage('api/Lite/envioLite', ['Lite']);
  const pro = docPage('api/PRO/envio', ['PRO']);
  const auth = docPage('api/autenticacao');
  const mcp = docPage('via-mcp/Lite/enviar-documento-lite', ['Lite', 'via-mcp']);
  const energy = docPage('api-energia/envio', ['api-energia']);

  it('weighs the named product up, other products down, pages of no product as they are', () => {
    const question = readQuestion('como envio no lite?');
    expect(pageWeight(lite, question, undefined)).toBe(NAMED_PRODUCT);
    expect(pageWeight(pro, question, undefined)).toBe(OTHER_PRODUCT);
    expect(pageWeight(auth, question, undefined)).toBe(1);
  });

  it('weighs "via MCP" pages down unless the question is about MCP', () => {
    expect(pageWeight(mcp, readQuestion('como envio no lite?'), undefined)).toBe(MCP_UNASKED * NAMED_PRODUCT);
    expect(pageWeight(mcp, readQuestion('ferramenta MCP do lite'), undefined)).toBe(NAMED_PRODUCT);
  });

  it('weighs a separate family down unless named or read', () => {
    expect(pageWeight(energy, readQuestion('como envio?'), undefined)).toBe(OTHER_FAMILY);
    expect(pageWeight(energy, readQuestion('como envio a conta de luz?'), undefined)).toBe(NAMED_PRODUCT);
    expect(pageWeight(energy, readQuestion('como envio?'), docPage('api-energia/intro', ['api-energia']))).toBe(
      CURRENT_PRODUCT,
    );
  });

  it('weighs an MCP page down but not the one being read', () => {
    expect(pageWeight(mcp, readQuestion('como envio?'), mcp)).toBe(CURRENT_PAGE);
    expect(
      pageWeight(mcp, readQuestion('como envio?'), docPage('via-mcp/Lite/consultar-lite', ['Lite', 'via-mcp'])),
    ).toBe(MCP_UNASKED * CURRENT_PRODUCT);
  });

  it('weighs the page being read, and its product, up', () => {
    expect(pageWeight(lite, readQuestion('quais os campos?'), lite)).toBe(CURRENT_PAGE);
    expect(pageWeight(lite, readQuestion('quais os campos?'), docPage('api/Lite/consultaLite', ['Lite']))).toBe(
      CURRENT_PRODUCT,
    );
    expect(pageWeight(pro, readQuestion('quais os campos?'), lite)).toBe(1);
  });
});

describe('the page being read answers what it holds', () => {
  const ERRORS = 'Os erros mais comuns são o token expirado e o documento ilegível.';
  /** @param {string} id @param {string} title @param {[string, string][]} sections heading, text */
  const sectioned = (id, title, sections) => ({
    id,
    url: `/docs/${id}`,
    title,
    description: '',
    sections: sections.map(([heading, text]) => ({
      heading,
      slug: heading.toLowerCase().replace(/\s+/g, '-'),
      code: '',
      blocks: [{ kind: 'p', text, markdown: text }],
    })),
  });
  const docs = createDocsIndex(
    [
      sectioned('api/Lite/envioLite', 'Enviar documento (Lite)', [
        ['', SEND],
        ['Requisição', 'Envie o header Authorization com o token da autenticação.'],
        ['Erros comuns', ERRORS],
      ]),
      // A page all about errors: its title, its heading and its text say "erros" again and again.
      sectioned('api/StatusCode', 'Erros e códigos de status', [
        ['', 'Os erros da API: cada erro tem um código de status e uma mensagem de erro.'],
        ['Erros de validação', 'Um erro de validação traz os erros de cada campo.'],
      ]),
      sectioned('api/autenticacao', 'Autenticação', [
        ['', 'A autenticação usa OAuth 2: autentique com o client_id e o client_secret para obter o token.'],
      ]),
      sectioned('via-mcp/Lite/enviar-documento-lite', 'Enviar documento Lite via MCP', [['', SEND]]),
    ],
    { minScore: 0 },
  );
  /** @param {string} question @param {string} [pagePath] */
  const best = (question, pagePath) => {
    const [hit] = docs.search(question, { pagePath });
    return hit && `${hit.page.id}#${hit.section.heading}`;
  };

  it("answers from the page's own section, even where another page matches more strongly", () => {
    expect(best('quais os erros?')).toBe('api/StatusCode#');
    expect(best('quais os erros?', '/docs/api/Lite/envioLite')).toBe('api/Lite/envioLite#Erros comuns');
  });

  it('still answers elsewhere what the page only mentions', () => {
    expect(best('como autentico?', '/docs/api/Lite/envioLite')).toBe('api/autenticacao#');
  });

  it('answers from the MCP page being read', () => {
    expect(best('como envio o documento?')).toBe('api/Lite/envioLite#');
    expect(best('como envio o documento?', '/docs/via-mcp/Lite/enviar-documento-lite')).toBe(
      'via-mcp/Lite/enviar-documento-lite#',
    );
  });

  it('weighs only a section of the page being read that holds the whole question and is titled by it', () => {
    const lite = docs.pages.get('api/Lite/envioLite');
    const facts = { title: new Set(['erro', 'comum']), page: lite };
    const question = readQuestion('quais os erros?');
    const found = new Set(['erro']);
    expect(currentPageWeight(/** @type {never} */ (facts), question, found, lite)).toBe(CURRENT_PAGE_ANSWERS);
    expect(currentPageWeight(/** @type {never} */ (facts), question, found, undefined)).toBe(1);
    expect(
      currentPageWeight(/** @type {never} */ ({ ...facts, title: new Set(['requisica']) }), question, found, lite),
    ).toBe(1);
    expect(currentPageWeight(/** @type {never} */ (facts), readQuestion('erros do token'), found, lite)).toBe(1);
    // A question that names a product is weighed by the product rules instead.
    expect(
      currentPageWeight(
        /** @type {never} */ (facts),
        readQuestion('quais os erros do Lite?'),
        new Set(['erro', 'lit']),
        lite,
      ),
    ).toBe(1);
  });
});

describe('an endpoint page that says what is asked', () => {
  /** @param {string} id @param {string} title @param {string} description @param {string[]} texts */
  const endpointPage = (id, title, description, texts) => ({
    id,
    url: `/docs/${id}`,
    title,
    description,
    sections: [
      {
        heading: 'Requisição',
        slug: 'requisicao',
        code: '',
        blocks: texts.map((text) => ({ kind: /** @type {const} */ ('p'), text, markdown: text })),
      },
    ],
  });
  const sending =
    'Cada lado do documento vai em base64 ou por URL, como arquivo JPEG, PNG ou PDF. O laudo em PDF da análise sai depois; baixe o laudo em PDF quando ficar pronto.';
  const pages = [
    endpointPage('api/PRO/envio', 'Enviar documento (PRO)', 'Envia um documento para a análise PRO.', [
      'POST `/pro/analises`',
      sending,
    ]),
    endpointPage('api/PRO/ObterLaudo', 'Obter laudo (PRO)', 'Baixa o laudo em PDF de uma análise PRO.', [
      'GET `/pro/analises/{id}/laudo`',
      'O cabeçalho Accept escolhe o formato: JSON ou o PDF.',
    ]),
  ];
  const docs = createDocsIndex(pages, { minScore: 0 });

  it(`weighs up by ${ENDPOINT_SAYS} × the share of the question its title and description say, from two of its words`, () => {
    // The weighed score, not the order: in this two-page fixture the sending page's text says
    // "baixe" and the laudo page's section does not, so near-tie.js answers from it first.
    const [best] = [...docs.search('como baixo o laudo em PDF?')].sort((a, b) => b.score - a.score);
    expect(best?.page.id).toBe('api/PRO/ObterLaudo');
  });

  it("counts only the visitor's own words, and no page without a request line", () => {
    const question = readQuestion('baixar o laudo em pdf');
    const found = new Set(question.groups.flat());
    const facts = sectionFacts(pages[1], /** @type {any} */ (pages[1]?.sections[0]), true);
    expect(endpointWeight(facts, question, found)).toBeCloseTo(1 + ENDPOINT_SAYS);
    expect(endpointWeight(facts, readQuestion('o laudo'), new Set(['laud']))).toBe(1);
    const general = sectionFacts(pages[1], /** @type {any} */ (pages[1]?.sections[0]), false);
    expect(endpointWeight(general, question, found)).toBe(1);
  });
});
