// Issue 31, twenty-sixth pass (round 17f): when two pages answer alike, Lia says both. A
// sibling page the search scores nearly as well, holding as many of the question's words, is
// quoted after the answer, one passage: for a kind a passage can be seen to state, only when it
// states it and the first page's passages do not; for any other (round 19d), its best
// (src/lia/also-page.js).

import { beforeAll, describe, expect, it } from 'vitest';
import { ALSO_SHARE, MAX_ALSO_CHARS, alsoOnPage, statesAsked } from '../src/lia/also-page.js';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { answerKind } from '../src/lia/question-kind.js';
import { readQuestion } from '../src/lia/question.js';
import { sourcesOf } from '../src/lia/reply-extras.js';
import { terms } from '../src/lia/text.js';
import { DOCS_TEXT, pageOf } from '../eval/run.js';

const ASKED = 'quanto tempo o agente fica em pos atendimento no sandbox?';
const FIRST = 'O agente fica em pós-atendimento depois de cada ligação no sandbox, com a primeira tabulação.';
const OTHER = 'No sandbox o agente fica em pós-atendimento por 10 segundos depois de cada ligação.';

/**
 * A page of one section under `heading` saying `says`, and its hit for ASKED.
 * @param {{ page: string, says: string, score: number, family?: string, heading?: string }} made
 */
function hitOf({ page, says, score, family = 'api', heading = 'Sandbox' }) {
  const question = readQuestion(ASKED);
  const held = new Set(terms(says).filter((term) => question.groups.some((group) => group.includes(term))));
  const section = {
    id: `${page}#${heading}`,
    pageId: page,
    pageTitle: page,
    heading,
    url: `/docs/${page}#${heading}`,
    blocks: [{ kind: 'p', text: says, markdown: says }],
  };
  const hit = {
    section,
    page: { id: page, url: `/docs/${page}`, title: page, description: '', family, products: new Set() },
    score,
    coverage: 1,
    held,
  };
  return /** @type {import('../src/lia/docs-types.js').SearchHit} */ (/** @type {unknown} */ (hit));
}

/** What alsoOnPage adds to ASKED (or `asked`), over hits made by hitOf, the first's passage quoted. */
function added(/** @type {ReturnType<typeof hitOf>[]} */ hits, asked = ASKED) {
  const index = {
    sectionsOf: (/** @type {string} */ id) => hits.filter((hit) => hit.page.id === id).map((hit) => hit.section),
    isCommonHeading: () => false,
  };
  const question = readQuestion(asked);
  const words = { read: terms(asked), typed: terms(asked), phrased: [], rare: [] };
  const first = hits[0];
  const quotes = first ? [{ section: first.section, text: first.section.blocks[0]?.markdown ?? '' }] : [];
  return alsoOnPage(index, hits, quotes, question, words, answerKind(asked))?.quote.text;
}

describe('another page that answers alike', () => {
  const first = hitOf({ page: 'produto', says: FIRST, score: 100 });
  const other = hitOf({ page: 'ambientes', says: OTHER, score: 90 });

  it('is quoted when it states what the kind asks for and the first page does not', () => {
    expect(statesAsked(FIRST, answerKind(ASKED))).toBe(false);
    expect(added([first, other])).toBe(OTHER);
  });

  it('not when the first page already states it', () => {
    const stating = hitOf({ page: 'produto', says: `${FIRST} Dura 5 minutos.`, score: 100 });
    expect(added([stating, other])).toBeUndefined();
  });

  it(`only from ${ALSO_SHARE} of the first score, and holding as many of the question's words`, () => {
    expect(added([first, { ...other, score: 100 * ALSO_SHARE - 1 }])).toBeUndefined();
    const fewer = hitOf({ page: 'ambientes', says: 'No sandbox: 10 segundos.', score: 90 });
    expect(added([first, fewer])).toBeUndefined();
  });

  it('not of a separate API family the question does not name, nor one that says nothing asked', () => {
    expect(added([first, { ...other, page: { ...other.page, family: 'api-skia' } }])).toBeUndefined();
    expect(added([first, other], `${ASKED.replace('?', '')} da skia?`)).toBe(OTHER);
    const vague = hitOf({ page: 'ambientes', says: FIRST.replace('primeira', 'última'), score: 90 });
    expect(added([first, vague])).toBeUndefined();
  });

  it('for a bare topic or a yes-or-no question, its best passage whatever it states, one of at most MAX_ALSO_CHARS', () => {
    // No passage can be seen to answer these: the near tie is the doubt, and both pages are quoted.
    const stating = hitOf({ page: 'produto', says: `${FIRST} Dura 5 minutos.`, score: 100 });
    const vague = hitOf({ page: 'ambientes', says: FIRST.replace('primeira', 'última'), score: 90 });
    expect(added([stating, vague], 'o agente fica em pos atendimento no sandbox?')).toBe(
      vague.section.blocks[0]?.markdown,
    );
    expect(added([first, other], 'o agente pode ficar em pos atendimento mais de 10 segundos no sandbox?')).toBe(OTHER);
    const long = hitOf({ page: 'ambientes', says: `${OTHER} ${'E mais. '.repeat(70)}`, score: 90 });
    expect(long.section.blocks[0]?.markdown.length).toBeGreaterThan(MAX_ALSO_CHARS);
    const quoted = added([first, long]) ?? '';
    expect(quoted.startsWith(OTHER)).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(MAX_ALSO_CHARS);
  });
});

describe('its link', () => {
  it("is the second source, though its page is of the first page's kind", () => {
    const skia = hitOf({ page: 'api-skia/ambientes', says: FIRST, score: 100 });
    skia.page.title = 'Ambientes da API Skia';
    const energia = hitOf({ page: 'api-energia/ambientes', says: OTHER, score: 90 });
    energia.page.title = 'Ambientes da API de Energia';
    expect(sourcesOf([skia, energia]).map(({ url }) => url)).toEqual([skia.section.url]);
    const quoted = { ...energia, section: { ...energia.section, url: '/docs/api-energia/ambientes#produção' } };
    expect(sourcesOf([skia, energia], quoted).map(({ url }) => url)).toEqual([
      skia.section.url,
      '/docs/api-energia/ambientes#produ%C3%A7%C3%A3o',
    ]);
  });
});

describe('on the built site', () => {
  /** @type {ReturnType<typeof createAssistant>} */
  let lia;
  beforeAll(async () => {
    lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });
  });

  it('says both: the first page stays first, the other is quoted after it and linked second', () => {
    const reply = lia.respond({ chatInput: 'qual intervalo entre tentativas é recomendado na fila?' });
    expect(pageOf(reply.sources[0]?.url ?? '')).toBe('/docs/api-skia/tab_motivos');
    const [, also = ''] = reply.output.split('Também em **Criar fila › Boas práticas**:');
    expect(also).toMatch(/^\n\n> Use intervalos humanos entre tentativas\. Três tentativas com 60 minutos/);
    expect(also.length).toBeLessThanOrEqual(MAX_ALSO_CHARS + 10);
    expect(reply.sources[1]?.url).toBe(encodeURI('/docs/api-skia/Filas/criar-fila#boas-práticas'));
  });

  it('says both for a yes-or-no question, where no passage can be seen to answer', () => {
    const reply = lia.respond({ chatInput: 'o analista pode baixar laudos?' });
    const [, also = ''] = reply.output.split('Também em **Ambientes da plataforma › Usuários e papéis**:');
    expect(also).toMatch(/^\n\n> Analista — Consultar análises, resultados e laudos/);
    expect(pageOf(reply.sources[1]?.url ?? '')).toBe('/docs/plataforma/ambientes');
  });

  it('never quotes the page the visitor is reading: its near tie is where they stand', () => {
    const asked = 'Quais APIs a Atesta oferece?';
    // On the Webhooks page, that page scores near the answer for being read, and says nothing of it.
    const onWebhooks = lia.respond({ chatInput: asked, pagePath: '/docs/api/Webhook/webhook' });
    expect(onWebhooks.output).not.toContain('Também em');
    // Read elsewhere, the page that answers is quoted after the page being read.
    const onAmbientes = lia.respond({ chatInput: asked, pagePath: '/docs/plataforma/ambientes' });
    expect(onAmbientes.output).toContain('Também em **Bem-vindo à Atesta Docs › Os produtos**:');
  });

  it('never adds to a decline, nor to a follow-up, which stays on its page', () => {
    const declined = lia.respond({ chatInput: 'qual a previsão do tempo pra amanhã?' });
    expect(declined.output).not.toContain('Também em');
    const sessionId = 'also-follow-up';
    lia.respond({ chatInput: 'quais os motivos de finalização?', sessionId });
    const followed = lia.respond({ chatInput: 'e na fila, qual intervalo entre tentativas é recomendado?', sessionId });
    expect(pageOf(followed.sources[0]?.url ?? '')).toBe('/docs/api-skia/tab_motivos');
    expect(followed.output).not.toContain('Também em');
  });
});
