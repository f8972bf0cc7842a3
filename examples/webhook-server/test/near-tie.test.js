// Issue 31, seventeenth pass (round 16a): a near tie holding more of the question's words
// answers before a page's opening or a table page that scores a little more
// (src/lia/near-tie.js), within the narrowings that keep the first hit where it is right.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { NEAR_TIE_HITS, NEAR_TIE_SHARE, settleNearTie } from '../src/lia/near-tie.js';
import { answerKind } from '../src/lia/question-kind.js';
import { readQuestion } from '../src/lia/question.js';
import { coverage } from '../src/lia/relevance.js';
import { terms } from '../src/lia/text.js';
import { DOCS_TEXT, pageOf } from '../eval/run.js';

/**
 * A hit as the search returns it, holding the question's terms that `says` holds.
 * @param {string} text the question
 * @param {{ page: string, heading?: string, score: number, says: string, family?: string }} hit
 */
function hitOf(text, { page, heading = 'Boas práticas', score, says, family = 'api' }) {
  const question = readQuestion(text);
  const held = new Set(terms(says).filter((term) => question.groups.some((group) => group.includes(term))));
  return /** @type {import('../src/lia/docs-types.js').SearchHit} */ (
    /** @type {unknown} */ ({
      section: { id: `${page}#${heading}`, pageId: page, heading },
      page: { id: page, url: `/docs/${page}`, family, products: new Set() },
      score,
      coverage: coverage(question, held),
      held,
    })
  );
}

const never = () => false;
/** The hits' pages, best first, once the near tie is settled. */
function settled(/** @type {string} */ text, /** @type {Parameters<typeof hitOf>[1][]} */ hits, definesCode = never) {
  const question = readQuestion(text);
  const made = hits.map((hit) => hitOf(text, hit));
  return settleNearTie(made, question, answerKind(text), definesCode).map((hit) => hit.section.id);
}

const ASKED = 'posso desligar a prova de vida no facematch?';
const OPENING = { page: 'consultar', heading: '', score: 100, says: 'prova de vida facematch' };
const DETAIL = { page: 'envio', score: 80, says: 'desligar prova de vida facematch' };

describe('a near tie holding more of the question', () => {
  it('answers before a sibling page that holds less', () => {
    expect(settled(ASKED, [OPENING, DETAIL])[0]).toBe('envio#Boas práticas');
  });

  it('only within NEAR_TIE_SHARE of the first score and NEAR_TIE_HITS hits', () => {
    const low = { ...DETAIL, score: 100 * NEAR_TIE_SHARE - 1 };
    expect(settled(ASKED, [OPENING, low])[0]).toBe('consultar#');
    const others = Array.from({ length: NEAR_TIE_HITS - 1 }, (_, at) => ({ ...OPENING, page: `p${at}`, score: 99 }));
    expect(settled(ASKED, [OPENING, ...others, DETAIL])[0]).toBe('consultar#');
  });

  it('not a page opening, nor a section of the first page, nor one holding as much', () => {
    expect(settled(ASKED, [OPENING, { ...DETAIL, heading: '' }])[0]).toBe('consultar#');
    expect(settled(ASKED, [OPENING, { ...DETAIL, page: 'consultar' }])[0]).toBe('consultar#');
    expect(settled(ASKED, [OPENING, { ...DETAIL, says: 'prova de vida facematch' }])[0]).toBe('consultar#');
  });

  it('not one that lacks a word the first hit holds', () => {
    const first = { ...OPENING, says: 'prova facematch' };
    expect(settled(ASKED, [first, { ...DETAIL, says: 'desligar prova de vida' }])[0]).toBe('consultar#');
    expect(settled(ASKED, [first, { ...DETAIL, says: 'desligar prova facematch' }])[0]).toBe('envio#Boas práticas');
  });

  it('not a separate family the question does not name', () => {
    expect(settled(ASKED, [OPENING, { ...DETAIL, family: 'api-skia' }])[0]).toBe('consultar#');
  });

  it('not over a first hit whose table defines the code asked', () => {
    expect(settled(ASKED, [OPENING, DETAIL], (hit) => hit.page.id === 'consultar')[0]).toBe('consultar#');
  });

  it('not for a question asking for a list or a request line', () => {
    const listing = 'quais opcoes da prova de vida no facematch posso desligar?';
    expect(settled(listing, [OPENING, DETAIL])[0]).toBe('consultar#');
    const route = 'qual rota pra desligar a prova de vida no facematch?';
    expect(settled(route, [OPENING, DETAIL])[0]).toBe('consultar#');
  });

  it('for a question asking how much, holding more than a framing verb', () => {
    const text = 'quantos envios por minuto a api aceita no sandbox?';
    const limits = { page: 'ambientes', heading: 'Produção', score: 100, says: 'envios por minuto api sandbox' };
    const verb = { page: 'produto', heading: 'Limites', score: 90, says: 'envios por minuto api aceita sandbox' };
    expect(settled(text, [limits, verb])[0]).toBe('ambientes#Produção');
    const asked = 'quantos dias de falhas ate o webhook ser desativado?';
    const table = { page: 'codigos', heading: '', score: 100, says: 'dias falhas webhook' };
    const noun = { page: 'webhook', heading: 'Reenvios', score: 80, says: 'dias falhas webhook desativado' };
    expect(settled(asked, [table, noun])[0]).toBe('webhook#Reenvios');
  });
});

describe('on the built docs', async () => {
  const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });
  const pageAnswering = (/** @type {string} */ text) =>
    pageOf(lia.respond({ chatInput: text, files: [] }).sources[0]?.url ?? '');

  it('answers from the section that states the detail, not the sibling opening', () => {
    expect(pageAnswering(ASKED)).toBe('/docs/api/Facematch/envio');
    expect(pageAnswering('da pra gravar as chamadas da fila?')).toBe('/docs/api-skia/Filas/criar-fila');
  });
});
