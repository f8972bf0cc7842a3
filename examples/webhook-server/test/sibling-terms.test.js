// Round 18a: among the first hits, the question's words that only some of their pages hold tell
// sibling pages apart (src/lia/sibling-terms.js); a word every candidate holds weighs nothing.

import { beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { readQuestion } from '../src/lia/question.js';
import { sectionFacts } from '../src/lia/relevance.js';
import { SIBLING_WEIGHT, bySiblingTerms, siblingShares } from '../src/lia/sibling-terms.js';
import { DOCS_TEXT, pageOf } from '../eval/run.js';

const ASKED = 'o laudo fica disponivel pra baixar de novo?';
/** What relevance.js reads of each made-up section, by its id. */
const FACTS = new Map();

/**
 * A hit of one section of `page`, titled `title`, under `heading`, saying `says`.
 * @param {{ page: string, title: string, heading?: string, says: string, score: number, family?: string }} made
 */
function hitOf({ page, title, heading = '', says, score, family = 'api' }) {
  const section = {
    id: `${page}#${heading}`,
    pageId: page,
    pageTitle: title,
    heading,
    url: `/docs/${page}`,
    blocks: [],
  };
  section.blocks = /** @type {never} */ ([{ kind: 'p', text: says, markdown: says }]);
  const docPage = { id: page, url: `/docs/${page}`, title, description: '', family, products: new Set() };
  FACTS.set(
    section.id,
    sectionFacts(/** @type {never} */ (docPage), { heading, slug: heading, blocks: section.blocks, code: '' }),
  );
  const hit = {
    section,
    page: docPage,
    score,
    coverage: 1,
    held: new Set(),
  };
  return /** @type {import('../src/lia/docs-types.js').SearchHit} */ (/** @type {unknown} */ (hit));
}

const SCORE = hitOf({
  page: 'score/laudo',
  title: 'Obter laudo (SCORE)',
  says: 'O laudo em PDF fica disponível depois da análise.',
  score: 100,
});
const PRO = hitOf({
  page: 'pro/laudo',
  title: 'Obter laudo (PRO)',
  heading: 'Baixar de novo',
  says: 'O laudo fica disponível para baixar de novo por 90 dias.',
  score: 95,
});
const QUERY = hitOf({
  page: 'score/consulta',
  title: 'Consultar análise',
  says: 'A análise fica disponível na consulta.',
  score: 90,
});

/** The hits' pages, best first, once weighed for ASKED (or `asked`). */
function weighed(/** @type {ReturnType<typeof hitOf>[]} */ hits, asked = ASKED) {
  return bySiblingTerms(hits, readQuestion(asked), FACTS, new Map(), 100).map((hit) => hit.page.id);
}

describe('the words that tell the first pages apart', () => {
  it('move up the page holding the words its siblings lack, in its headings above all', () => {
    const shares = siblingShares([SCORE, PRO, QUERY], readQuestion(ASKED), FACTS, new Map(), 100);
    // "fica" and "disponível" are in every candidate: only "laudo", "baixar" and "novo" count.
    expect(shares?.get('pro/laudo')).toBe(1);
    expect(shares?.get('score/consulta')).toBe(0);
    expect(weighed([SCORE, PRO, QUERY])).toEqual(['pro/laudo', 'score/laudo', 'score/consulta']);
  });

  it(`settle a near tie, not a clear lead (× 1 + ${SIBLING_WEIGHT} at most)`, () => {
    const behind = { ...PRO, score: 100 / (1 + SIBLING_WEIGHT) - 1 };
    expect(weighed([SCORE, behind, QUERY])[0]).toBe('score/laudo');
  });

  it('say nothing when every candidate holds the same words, or of a separate family not named', () => {
    const same = { ...SCORE, page: { ...SCORE.page, id: 'lite/laudo' }, score: 99 };
    expect(weighed([SCORE, same])).toEqual(['score/laudo', 'lite/laudo']);
    const skia = { ...PRO, page: { ...PRO.page, family: 'api-skia' } };
    expect(weighed([SCORE, skia, QUERY])[0]).toBe('score/laudo');
  });
});

describe('on the built site', () => {
  /** @type {ReturnType<typeof createAssistant>} */
  let lia;
  beforeAll(async () => {
    lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });
  });

  it("answers from Skia's reasons, not the call page that shares the question's words", () => {
    const reply = lia.respond({
      chatInput: 'meus clientes recusam muito as ligações, pode ser que meu numero ta como spam?',
    });
    expect(pageOf(reply.sources[0]?.url ?? '')).toBe('/docs/api-skia/tab_motivos');
  });
});
