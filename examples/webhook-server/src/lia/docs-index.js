// The docs as a MiniSearch index of sections. The site's build writes the text of every docs
// page, cut at its `##` headings, to docs-text.json (docs-site/src/lib/docs-text.ts): the
// same reading of the docs as /llms-full.txt, with the tables, endpoints and status codes
// the pages render from their data files. This server reads that file and nothing else, so
// Lia sees what a visitor reads, and a hit names the page and the anchor to link. The index
// is built in section-index.js; this file loads the file and asks the index the questions.

import { readFile, stat } from 'node:fs/promises';
import { DocsTextError, readPages } from './docs-text.js';
import { namingTerms, readQuestion } from './question.js';
import { currentPageWeight, kindWeight, pageWeight, phraseWeight, rowWeight, sectionWeight } from './ranking.js';
import { endpointWeight } from './endpoint-weight.js';
import { trimSlash } from './page-path.js';
import { answerKind, durationTermsOf, limitTermsOf } from './question-kind.js';
import { answers, coverage, heldTerms } from './relevance.js';
import { indexSections } from './section-index.js';
import { createSpeller, docsWords } from './spelling.js';
import { familyWords } from './family-words.js';
import { documentTypes, isErrand, readersTerms, visitorsOwn } from './own-words.js';
import { settleNearTie } from './near-tie.js';
import { bySiblingTerms } from './sibling-terms.js';
import { rareTerms, sectionCounts } from './rare-words.js';
import { processTerm, termWeight, terms } from './text.js';

/**
 * @typedef {import('./docs-types.js').Block} Block
 * @typedef {import('./docs-types.js').TextSection} TextSection
 * @typedef {import('./docs-types.js').TextPage} TextPage
 * @typedef {import('./docs-types.js').DocSection} DocSection
 * @typedef {import('./docs-types.js').DocPage} DocPage
 * @typedef {import('./docs-types.js').SearchHit} SearchHit
 * @typedef {import('./docs-types.js').SearchContext} SearchContext
 */

export { DOCS_TEXT_FORMAT, DocsTextError } from './docs-text.js';

/** The file's name in the built site. */
export const DOCS_TEXT_FILE = 'docs-text.json';
/** Far above the real file (under 1 MB): a larger one is not read, so start-up memory stays bounded. */
export const MAX_DOCS_TEXT_BYTES = 32 * 1024 * 1024;

/** Hits reranked (ranking.js) after MiniSearch's own order, at most: enough to reach a named product's page. */
export const RERANKED = 40;

/**
 * How much the words naming an API family the question names ("a api de energia…", "…pela api
 * skia") weigh in the text search: "a api de energia lê conta de várias unidades juntas?" found
 * the sections that say "energia" and "conta" most, not "Uma conta por envio… primeira unidade".
 */
export const FAMILY_NAME_TERM = 0.3;

/** Below this a hit is noise (tuned on the fixture docs and the site: see test/docs-index.test.js). */
export const DEFAULT_MIN_SCORE = 4;

/**
 * Reads the site's docs-text.json. A missing file is an empty index that says so in
 * `missing` (the site is not built yet); a file that is too large or not the expected
 * shape is a DocsTextError.
 * @param {string} file
 * @param {{ minScore?: number, maxBytes?: number }} [options] `maxBytes`: MAX_DOCS_TEXT_BYTES unless a test says less
 */
export async function loadDocsIndex(file, { maxBytes = MAX_DOCS_TEXT_BYTES, ...options } = {}) {
  const info = await stat(file).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!info) return createDocsIndex([], { ...options, file, missing: true });
  if (info.size > maxBytes) {
    throw new DocsTextError(file, `${info.size} bytes, more than the ${maxBytes} this server reads`);
  }
  let parsed;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new DocsTextError(file, `not JSON (${/** @type {Error} */ (error).message})`);
  }
  return createDocsIndex(readPages(parsed, file), { ...options, file });
}

/**
 * @param {TextPage[]} textPages the pages as the site wrote them
 * @param {{ minScore?: number, file?: string, missing?: boolean }} [options]
 */
export function createDocsIndex(textPages, options = {}) {
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  const { pages, pagesByPath, sections, sectionsByPage, facts, search, isCommonHeading } = indexSections(textPages);

  const speller = createSpeller(docsWords(textPages));
  const ownFamilyWords = familyWords(textPages);
  const heldBySections = sectionCounts(textPages);
  const readers = readersTerms(textPages);
  const docTypes = documentTypes(textPages);
  /** @type {{ query: string, corrected: ReturnType<typeof speller.correct>, question: import('./question.js').Question } | undefined} */
  let lastRead; // the passages are picked with the words the last search read
  /** @param {string} query */
  function read(query) {
    if (lastRead?.query !== query) {
      const corrected = speller.correct(query);
      // What the visitor calls theirs and the docs never call the reader's is foreign (own-words.js).
      const own = visitorsOwn(corrected.text, readers);
      const question = readQuestion(corrected.text, undefined, [...corrected.foreign, ...own]);
      question.own = new Set(own.flatMap((word) => processTerm(word) ?? []));
      question.errand = isErrand(corrected.text, question, docTypes);
      // A question that names no product but says a word only one separate family's docs use
      // ("mailing", "gravações") names that family (family-words.js).
      if (question.products.size === 0) {
        for (const term of terms(corrected.text)) {
          const family = ownFamilyWords.get(term);
          if (family) question.products.add(family);
        }
      }
      lastRead = { query, corrected, question };
    }
    return lastRead;
  }

  /** What the searches cost so far, in units that do not depend on the machine (tests read it). */
  const work = { searches: 0, wordsSearched: 0, typoLookups: 0, sectionsScored: 0 };

  return {
    work,
    /** The docs-text.json read, if any. */
    file: options.file,
    /** True when that file does not exist (the site is not built). */
    missing: options.missing ?? false,
    /** Pages indexed, by id. */
    pages,
    /**
     * A page's sections, in its order (none for an unknown page).
     * @param {string} pageId
     * @returns {readonly DocSection[]}
     */
    sectionsOf(pageId) {
      return sectionsByPage.get(pageId) ?? [];
    },
    /**
     * Whether a heading is shared by more than COMMON_HEADING_PAGES (section-index.js) pages ("Requisição",
     * "Boas práticas"): it names a part of a page, not a topic.
     * @param {string} heading
     */
    isCommonHeading,
    /**
     * The terms a passage answering `query` holds: its words as the search read them, spelling
     * fixed ("webhok"), and the glossary's docs words for them ("vezes" → "tentativas").
     * @param {string} query
     */
    questionTerms(query) {
      const { corrected, question } = read(query);
      // A phrase's docs words ("tirar o acesso" → "revogar") say what was asked (page-passages.js).
      const phrased = terms(question.phrased.join(' '));
      const typed = [...new Set([...terms(corrected.text), ...phrased])];
      // The docs' rare words among the visitor's ("HEIC") say which detail is asked (rare-words.js).
      const rare = rareTerms(typed, heldBySections);
      const readTerms = [...new Set([...typed, ...terms(question.words.join(' '))])];
      // Its word-groups and the products it names say which other page answers alike (also-page.js).
      return { typed, phrased, rare, read: readTerms, groups: question.groups, products: question.products };
    },
    /**
     * The sections that answer `query`, best first: scored at least `minScore` by MiniSearch,
     * holding enough of its words as an answer does (relevance.js), then weighed by what the question names and
     * the page the visitor reads (ranking.js). Only the query's first distinct words are
     * searched (see queryWords), with the glossary's words for them (question.js).
     * @param {string} query
     * @param {SearchContext} [context]
     * @returns {SearchHit[]}
     */
    search(query, context = {}) {
      const { corrected, question } = read(query);
      work.searches += 1;
      work.typoLookups += corrected.lookups;
      work.wordsSearched += question.words.length;
      // The docs say what always holds, not what holds on a date (question.js, `dated`).
      if (question.words.length === 0 || question.dated) return [];
      const current = context.pagePath ? pagesByPath.get(trimSlash(context.pagePath)) : undefined;
      const kind = answerKind(corrected.text);
      // "máximo" is held by a section stating a range ("de 1 a 100"), though the search cannot see it.
      const bounds = limitTermsOf(corrected.text);
      const phrased = new Set(terms(question.phrased.join(' ')));
      // The page read is reranked whole, however far down its sections are; the page a
      // follow-up follows however little its words score: "E no sandbox?" after the token's
      // answer is answered by that page's sandbox URL, a row in a long section.
      const onCurrent = (/** @type {{ id: unknown, score: number }} */ result) =>
        current !== undefined &&
        sections.get(String(result.id))?.pageId === current.id &&
        (context.followUp || result.score >= minScore);
      // The family's name ("energia", "skia") is said by every page of it: what else the
      // question says finds the page, the family's own field (index-fields.js) its pages.
      const naming = new Set(namingTerms(corrected.text));
      const boostTerm = (/** @type {string} */ term) => termWeight(term) * (naming.has(term) ? FAMILY_NAME_TERM : 1);
      const scored = search.search(question.words.join(' '), naming.size > 0 ? { boostTerm } : {});
      const results = scored.filter((result, at) => (at < RERANKED && result.score >= minScore) || onCurrent(result));
      /** @param {string[]} held terms every section is taken to hold */
      const hitsOf = (held) =>
        results
          .flatMap((result) => {
            work.sectionsScored += 1;
            const section = sections.get(String(result.id));
            const page = section && pages.get(section.pageId);
            const known = section && facts.get(section.id);
            const found = known ? heldTerms(question, result.queryTerms, known) : new Set();
            if (known?.statesDuration) for (const term of held) found.add(term);
            if (known?.statesRange) for (const term of bounds) found.add(term);
            if (!section || !page || !known || !answers(question, found, known, current, held)) return [];
            const holdsCode = [...question.codes].some((code) => found.has(code));
            const weight =
              pageWeight(known.page, question, current, holdsCode) *
              sectionWeight(section, known, question) *
              currentPageWeight(known, question, found, current, context.followUp) *
              kindWeight(known, kind, found) *
              rowWeight(known, question, kind, heldBySections) *
              endpointWeight(known, question, found) *
              phraseWeight(found, phrased);
            return [{ section, page, coverage: coverage(question, found), score: result.score * weight, held: found }];
          })
          .sort((a, b) => b.score - a.score);
      // A duration question is answered by the sections that state a length of time: they
      // hold what "quanto tempo / dura / validade" asks, in other words ("por quantos segundos
      // ele vale", "em até 2 dias úteis"), so "Quanto tempo dura o token de acesso?" reaches
      // the sentence with the hour, not only those that repeat "validade".
      // A near tie holding more of the question's words answers first (near-tie.js).
      const definesCode = (/** @type {SearchHit} */ hit) =>
        [...question.codes].some((code) => facts.get(hit.section.id)?.rowKeys.has(code));
      // Among the first hits, the question's words only some of their pages hold tell those pages
      // apart (sibling-terms.js), before a near tie is settled.
      const ranked = bySiblingTerms(
        hitsOf(durationTermsOf(corrected.text)),
        question,
        facts,
        heldBySections,
        sections.size,
      );
      return settleNearTie(ranked, question, kind, definesCode);
    },
  };
}

/** @typedef {ReturnType<typeof createDocsIndex>} DocsIndex */
