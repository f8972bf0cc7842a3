// When two pages answer alike, Lia says both (issue 31: "the best one or two passages"; "a
// question the best page answers only partly says so"). The first page stays the answer; a
// sibling page the search scores nearly as well, holding the same words, is quoted after it,
// one passage and no more. For a question whose kind a passage can be seen to state (a duration,
// an amount, a count, a URL, a default, the request line), only when that page states it and the
// first page's passages do not: "quanto tempo o agente fica em pós-atendimento no sandbox?"
// quoted from the Skia product page without a number goes on with "por 10 segundos" from
// Ambientes da API Skia. For any other question (yes or no, how to, why, a list, a topic) no
// passage can be seen to answer, so the near tie itself is the doubt, and the other page's best
// passage follows: "o analista pode baixar laudos?", quoted from "Obter laudo", goes on with the
// roles table's "Analista — Consultar análises, resultados e laudos". README, "How Lia finds the
// answer", and eval/ROUNDS.md, the twenty-sixth pass (round 17f) and round 19d.

import { countsIn } from './counts.js';
import { NEAR_TIE_HITS } from './near-tie.js';
import { passagesOf } from './page-passages.js';
import { trimSlash } from './page-path.js';
import { ADDRESS_TEXT, AMOUNT_TEXT, amountText, DURATION_TEXT, PRESET_TEXT, QUANTITY_TEXT } from './question-kind.js';
import { SEPARATE_FAMILIES } from './relevance.js';
import { MAX_PASSAGE_CHARS } from './quote.js';

/**
 * @typedef {import('./docs-types.js').SearchHit} SearchHit
 * @typedef {import('./question-kind.js').AnswerKind} AnswerKind
 * @typedef {import('./page-passages.js').Quote} Quote
 * @typedef {{ groups: string[][], products: Set<string> }} AskedWords
 * @typedef {{ read: string[], typed: string[], phrased: string[], rare: string[] }} QuestionTerms
 */

/** The other page answers alike when it scores at least this share of the first hit's score. */
export const ALSO_SHARE = 0.8;
/** Its passage is quoted only up to this many characters (a longer one is left to its link). */
export const MAX_ALSO_CHARS = MAX_PASSAGE_CHARS;
const ENDPOINT_LINE = /^(?:GET|POST|PUT|PATCH|DELETE) `?\//m;

/**
 * Whether a question's kind asks for something a passage can be seen to state.
 * @param {AnswerKind} kind
 */
export function asksStatable(kind) {
  if (kind.yesNo || kind.topic || kind.trouble || kind.listing) return false;
  return kind.duration || kind.amount || kind.counted !== undefined || kind.address || kind.preset || kind.endpoint;
}

/**
 * Whether a passage states what the question's kind asks for.
 * @param {string} markdown
 * @param {AnswerKind} kind
 */
export function statesAsked(markdown, kind) {
  const plain = markdown.replace(/\\(.)/g, '$1').replace(/`/g, ' ');
  const stated = amountText(plain, kind);
  return (
    (kind.duration && DURATION_TEXT.test(plain)) ||
    (kind.amount && (AMOUNT_TEXT.test(stated) || QUANTITY_TEXT.test(stated))) ||
    (kind.counted !== undefined && countsIn(plain).includes(kind.counted)) ||
    (kind.address && ADDRESS_TEXT.test(plain)) ||
    (kind.preset && PRESET_TEXT.test(plain)) ||
    (kind.endpoint && ENDPOINT_LINE.test(markdown))
  );
}

/**
 * The other page's passage to quote after the answer, with its hit, or undefined. The other page
 * is the search's first hit of a page other than the first's, among the first NEAR_TIE_HITS; it
 * scores at least ALSO_SHARE of the first, holds as many of the question's word-groups, and is not of
 * a separate API family the question does not name. Its passage is its best, or, for a question
 * whose kind a passage can be seen to state (asksStatable), its best stating it, when the first
 * page's quoted passages state none.
 * @param {{ sectionsOf(pageId: string): readonly import('./docs-types.js').DocSection[], isCommonHeading(heading: string): boolean }} index
 * @param {SearchHit[]} hits best first
 * @param {Quote[]} quotes what the answer quotes of the first page
 * @param {AskedWords} asked
 * @param {QuestionTerms} words
 * @param {AnswerKind} kind
 * @param {string} [reading] the URL path of the page the visitor is reading
 * @returns {{ hit: SearchHit, quote: Quote } | undefined}
 */
export function alsoOnPage(index, hits, quotes, asked, words, kind, reading) {
  const first = hits[0];
  if (!first || quotes.length === 0) return undefined;
  const statable = asksStatable(kind);
  if (statable && quotes.some(({ text }) => statesAsked(text, kind))) return undefined;
  const other = hits.slice(1, NEAR_TIE_HITS).find((hit) => hit.page.id !== first.page.id);
  if (!other || other.score < ALSO_SHARE * first.score) return undefined;
  // The page being read weighs more in the search (ranking.js): its near tie is where the visitor
  // stands, not a doubt of the search's ("Quais APIs a Atesta oferece?" on the Webhooks page).
  if (reading !== undefined && trimSlash(other.page.url) === trimSlash(reading)) return undefined;
  if (SEPARATE_FAMILIES.has(other.page.family) && !asked.products.has(other.page.family)) return undefined;
  const heldBy = (/** @type {SearchHit} */ hit) =>
    asked.groups.filter((group) => group.some((term) => hit.held.has(term))).length;
  if (heldBy(other) < heldBy(first)) return undefined;
  const ofPage = hits.filter((hit) => hit.page.id === other.page.id);
  const { read, typed, phrased, rare } = words;
  const quote = passagesOf(index, ofPage, read, kind, typed, phrased, rare).find(
    ({ text }) => !statable || statesAsked(text, kind),
  );
  if (!quote || quote.text.length > MAX_ALSO_CHARS) return undefined;
  return { hit: other, quote };
}
