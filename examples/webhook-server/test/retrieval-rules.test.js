// The reading rules added for the eval's misses, each over a few pages written for it, so each
// would fail without its rule: typos corrected to the docs' words (spelling.js), the glossary
// read in any inflection, framing words that break ties without being asked for, a code row
// that defines its code and not its parts, a heading that says exactly what is asked, the
// family and product as fields of their own, Snowball's "-ara", and the separate API families
// answered from afar only with most of a question's words.

import { describe, expect, it } from 'vitest';
import { createDocsIndex, loadDocsIndex } from '../src/lia/docs-index.js';
import { DOCS_TEXT } from '../eval/run.js';
import { readQuestion } from '../src/lia/question.js';
import { NAMES_A_ROW, TITLE_SAYS_ALL, sectionWeight } from '../src/lia/ranking.js';
import { sectionFacts } from '../src/lia/relevance.js';
import { facetFields } from '../src/lia/page-facets.js';
import { createSpeller, MAX_CORRECTED_WORDS } from '../src/lia/spelling.js';
import { processTerm, stem, termWeight, FRAMING_WEIGHT } from '../src/lia/text.js';

/**
 * @param {string} id
 * @param {string} title
 * @param {{ heading?: string, texts: string[], kind?: 'p' | 'table' }[]} sections
 * @param {string} [description]
 */
const page = (id, title, sections, description = '') => ({
  id,
  url: `/docs/${id}`,
  title,
  description,
  sections: sections.map(({ heading = '', texts, kind = 'p' }) => ({
    heading,
    slug: heading.toLowerCase().replace(/\s+/g, '-'),
    code: '',
    blocks: texts.map((text) => ({ kind, text, markdown: text })),
  })),
});

describe('typos (spelling.js)', () => {
  const speller = createSpeller(['O Facematch compara a selfie com o documento.', 'Autenticação com token.']);

  it('replaces a word the docs never use by their closest one', () => {
    expect(speller.correct('baixar o pdf do facemach').text).toBe('baixar o pdf do facematch');
    expect(speller.correct('compra a selfi').text).toBe('compara a selfie');
  });

  it('leaves known words, their inflections, short words and codes alone', () => {
    expect(speller.correct('documentos selfies').text).toBe('documentos selfies');
    expect(speller.correct('bolo xpto').text).toBe('bolo xpto');
    expect(speller.correct('FACEMACH entregaId').text).toBe('FACEMACH entregaId');
  });

  it('corrects nothing that is far from every word of the docs', () => {
    expect(speller.correct('cenoura futebol').text).toBe('cenoura futebol');
  });

  it(`looks up at most ${MAX_CORRECTED_WORDS} words of a message`, () => {
    const many = Array.from(
      { length: 50 },
      (_, i) => `palavrinha${String.fromCharCode(97 + (i % 26)).repeat(1 + Math.floor(i / 26))}`,
    ).join(' ');
    expect(speller.correct(many).lookups).toBe(MAX_CORRECTED_WORDS);
  });

  it('lets a typo of a product name find that product’s page', () => {
    const index = createDocsIndex([
      page('api/PRO/ObterLaudo', 'Obter laudo (PRO)', [{ texts: ['Baixe o PDF do laudo da análise.'] }]),
      page('api/Facematch/obterPdf', 'Obter PDF do Facematch', [{ texts: ['Baixe o PDF do Facematch.'] }]),
    ]);
    expect(index.search('baixar o pdf do facemach')[0]?.page.id).toBe('api/Facematch/obterPdf');
  });
});

describe('the question’s reading', () => {
  it('reads a glossary phrase in any inflection of its words, five letters and up', () => {
    // The glossary says "mandar" → "enviar".
    expect(readQuestion('como mando a selfie').words).toContain('enviar');
    // "apis" → "famílias produtos" is not read in "API".
    expect(readQuestion('como autentico na API?').words).not.toContain('famílias');
  });

  it('searches framing words at a low weight and never asks a section for them', () => {
    const { words, groups } = readQuestion('como validar se um CPF existe');
    expect(words).toContain('existe');
    expect(groups.flat()).not.toContain(processTerm('existe'));
    expect(termWeight(String(processTerm('existe')))).toBe(FRAMING_WEIGHT);
  });

  it('stems the present "dispara" with "disparar", not to "disp"', () => {
    expect(stem('dispara')).toBe(stem('disparar'));
  });

  it('reads "melhor" as framing: "qual o melhor plano…" asks about the plan', () => {
    const { groups } = readQuestion('qual o melhor plano de celular?');
    expect(groups.flat()).not.toContain(processTerm('melhor'));
  });

  it('drops everyday verbs ("faz", "consigo", "dá pra", "tenho") as it drops "posso"', () => {
    for (const word of ['faz', 'consigo', 'consegue', 'da', 'dá', 'dar', 'tenho', 'ter', 'vai']) {
      expect(processTerm(word), word).toBeNull();
    }
    expect(readQuestion('quantas tentativas o webhook faz?').groups.flat()).not.toContain('faz');
  });

  it('weighs a format\'s name ("base64", "sha256") as a word, a padded code ("ALT001", "M014") as a code', () => {
    expect(termWeight('base64')).toBe(1);
    expect(termWeight('sha256')).toBe(1);
    expect(termWeight(String(processTerm('ALT001')))).toBe(3);
    expect(termWeight(String(processTerm('M014')))).toBe(3);
  });

  it('keeps the ordinal "segunda" apart from "segundos", the unit of time', () => {
    expect(stem('segunda')).not.toBe(stem('segundos'));
    expect(stem('segundos')).toBe(stem('segundo'));
  });
});

describe('sections', () => {
  it('a table row defines its code whole: "CPF_IRREGULAR" does not define "cpf"', () => {
    const [doc] = [page('api/tab', 'Status', [{ texts: ['CPF_IRREGULAR — O CPF existe, mas…'], kind: 'table' }])];
    const facts = sectionFacts({ ...doc, family: 'api', products: new Set() }, doc.sections[0]);
    expect(facts.rowKeys.has('cpf_irregular')).toBe(true);
    expect(facts.rowKeys.has('cpf')).toBe(false);
  });

  it(`a heading that says exactly what is asked weighs ×${TITLE_SAYS_ALL}; one that says more does not`, () => {
    const doc = page('api/ambientes', 'Ambientes', [
      { heading: 'Checklist de homologação', texts: ['x'] },
      { heading: 'Da homologação à produção', texts: ['x'] },
    ]);
    const withPage = { ...doc, family: 'api', products: new Set() };
    const question = readQuestion('checklist de homologacao');
    const weight = (/** @type {number} */ at) =>
      sectionWeight({ heading: doc.sections[at].heading }, sectionFacts(withPage, doc.sections[at]), question);
    expect(weight(0)).toBe(TITLE_SAYS_ALL);
    expect(weight(1)).toBe(1);
    // Not for one word alone, nor for a word only the glossary put in.
    const single = page('api/x', 'X', [{ heading: 'Envio', texts: ['x'] }]);
    const facts = sectionFacts({ ...single, family: 'api', products: new Set() }, single.sections[0]);
    expect(sectionWeight({ heading: 'Envio' }, facts, readQuestion('como envio?'))).toBe(1);
    const offers = page('api/produto', 'Produtos da API Atesta', [{ texts: ['x'] }]);
    const offersFacts = sectionFacts({ ...offers, family: 'api', products: new Set() }, offers.sections[0]);
    expect(sectionWeight({ heading: '' }, offersFacts, readQuestion('Quais APIs a Atesta oferece?'))).toBeLessThan(
      TITLE_SAYS_ALL,
    );
  });

  it(`a table row named only in the question's words weighs ×${NAMES_A_ROW}: it holds the value asked`, () => {
    const doc = page('api/ambientes', 'Ambientes', [
      {
        heading: 'Produção',
        texts: ['Tamanho de cada arquivo — 10 MB', 'Requisições por minuto — 600'],
        kind: 'table',
      },
    ]);
    const facts = sectionFacts({ ...doc, family: 'api', products: new Set() }, doc.sections[0]);
    const weight = (/** @type {string} */ question) =>
      sectionWeight({ heading: 'Produção' }, facts, readQuestion(question));
    expect(weight('qual o tamanho máximo de cada arquivo?')).toBe(NAMES_A_ROW);
    // A row that names more than was asked is not named by the question.
    expect(weight('qual o tamanho máximo do arquivo?')).toBe(1);
  });

  it('indexes the family and the products as fields, in the words a visitor names them with', () => {
    expect(facetFields({ family: 'api-energia', products: new Set(['api-energia']) }).family).toBe(
      'energia conta de luz',
    );
    expect(facetFields({ family: 'api', products: new Set(['Lite']) })).toEqual({ family: '', product: 'lite Lite' });
    // So a question that names only the family finds its pages, though their text never says it.
    const index = createDocsIndex([
      page('api-energia/envio', 'Enviar conta', [{ texts: ['Envie o arquivo da fatura em base64.'] }]),
      page('api/PRO/envio', 'Enviar documento', [{ texts: ['Envie o arquivo do documento em base64.'] }]),
    ]);
    expect(index.search('enviar arquivo da conta de luz')[0]?.page.id).toBe('api-energia/envio');
  });
});

describe('a separate API family the question does not name', () => {
  const docs = [
    page('api-energia/produto', 'O produto API de Energia', [
      { texts: ['Uma foto tirada pelo celular ou a segunda via baixada no site da distribuidora.'] },
    ]),
    page('api-skia/chamadas', 'Criar chamadas', [{ texts: ['Até 3 telefones alternativos por contato.'] }]),
    page('api-skia/filas', 'Filas', [{ heading: 'Modos de discagem', texts: ['O progressivo liga para um por vez.'] }]),
  ];
  const index = createDocsIndex(docs, { minScore: 0 });
  it('answers only with most of its words, or one in its title or heading', () => {
    expect(index.search('como tiro a segunda via do RG?')).toEqual([]);
    expect(index.search('como tiro a segunda via da conta de energia?')[0]?.page.id).toBe('api-energia/produto');
    expect(index.search('telefones alternativos por contato')[0]?.page.id).toBe('api-skia/chamadas');
    expect(index.search('qual modo de discagem liga um por vez?')[0]?.page.id).toBe('api-skia/filas');
  });
  it('answers as any page when the visitor reads that family', () => {
    const context = { pagePath: '/docs/api-energia/produto' };
    expect(index.search('como tiro a segunda via do RG?', context)[0]?.page.id).toBe('api-energia/produto');
  });
});

describe('a duration question', () => {
  const docs = [
    page('plataforma/ambientes', 'Ambientes da plataforma', [
      { heading: 'Aplicações e credenciais', texts: ['Uma aplicação tem um client_id e um client_secret.'] },
      {
        heading: 'Rotação',
        texts: [
          'Abra a aplicação no painel.',
          'Use Gerar novo segredo na página. O segredo anterior continua válido por até 5 minutos.',
        ],
      },
    ]),
  ];
  const index = createDocsIndex(docs, { minScore: 0 });
  it('is answered by the paragraph with its subject, though its words for "how long" are elsewhere', () => {
    const question = 'depois de gerar um novo segredo, o antigo continua valendo por quanto tempo?';
    expect(index.search(question)[0]?.section.heading).toBe('Rotação');
  });
  it('is not answered by a section that holds only its words for "how long"', () => {
    expect(index.search('quanto tempo dura uma viagem até a lua?')).toEqual([]);
  });
  it('holds its words for "how long" only in a paragraph that states a length of time', () => {
    expect(index.search('quanto tempo demora pra abrir a aplicação?')).toEqual([]);
  });
  it("is answered only where its other words, what lasts, are said (in the text, or the page's title)", () => {
    // "emitir" is in the paragraph with "10 anos", "passaporte" nowhere near: not an answer.
    const documents = createDocsIndex(
      [
        page('api/PRO/consulta', 'Consultar análise (PRO)', [
          {
            heading: 'Resposta',
            texts: ['O RG foi aprovado com a ressalva M012 porque foi emitido há mais de 10 anos.'],
          },
          { heading: 'Tipos', texts: ['PASSAPORTE — Passaporte brasileiro.'], kind: 'table' },
        ]),
        page(
          'api/autenticacao',
          'Autenticação',
          [{ heading: 'Resposta', texts: ['O token vale uma hora.'] }],
          'O token de acesso.',
        ),
      ],
      { minScore: 0 },
    );
    expect(documents.search('quanto tempo demora pra emitir um passaporte?')).toEqual([]);
    // "acesso" is not in the paragraph with the hour, but the page's description names it.
    expect(documents.search('quanto tempo dura o token de acesso?')[0]?.section.heading).toBe('Resposta');
  });
});

describe('numbers (question.js: plainNumbers)', () => {
  const codes = () =>
    createDocsIndex([
      page('api-energia/erros', 'Códigos de erro da API de Energia', [
        { texts: ['EN-2002 — 401 — TOKEN_EXPIRADO — O token passou de uma hora.'], kind: 'table' },
      ]),
      page('api/StatusCode', 'Códigos de status HTTP', [
        { texts: ['422 — Unprocessable Entity — Requisição bem formada, mas inválida.'], kind: 'table' },
      ]),
    ]);

  it('a year or a quantity is a word like any other: "a copa de 2002" is not about EN-2002', async () => {
    // The built docs, where the Energy API's table defines EN-2002.
    const docs = await loadDocsIndex(DOCS_TEXT);
    expect(docs.search('o que é o erro 2002?')[0]?.page.title).toMatch(/erro/i);
    expect(docs.search('quem ganhou a copa de 2002?')).toEqual([]);
    expect(readQuestion('quem ganhou a copa de 2002?').plainNumbers).toEqual(new Set(['2002']));
  });

  it('a number the question calls a code, or three digits (an HTTP status), is searched as a code', () => {
    expect(readQuestion('o que é o erro 2002?').plainNumbers.size).toBe(0);
    expect(codes().search('o que é o erro 2002?')[0]?.page.id).toBe('api-energia/erros');
    expect(readQuestion('o que significa 422 na resposta').plainNumbers.size).toBe(0);
    expect(codes().search('422 unprocessable')[0]?.page.id).toBe('api/StatusCode');
  });
});
