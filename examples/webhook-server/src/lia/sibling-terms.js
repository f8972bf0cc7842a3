// The question's words that tell the first pages apart. Sibling pages (PRO's and SCORE's "Obter
// laudo", Skia's call, queue and reasons pages, the Ambientes pages) share most of a question's
// words, and MiniSearch weighs a word by how rare it is on the whole site: "laudo" is rare there,
// yet every candidate holds it, so it cannot say which of them answers. Among the first hits, a
// word every candidate page holds weighs nothing; one only one or two hold weighs most. A page
// holding those words, in its title or headings above all, moves up a little. README, "How Lia
// finds the answer", and eval/ROUNDS.md, round 18a.

import { holdsTerm } from './text.js';

/**
 * @typedef {import('./docs-types.js').SearchHit} SearchHit
 * @typedef {import('./relevance.js').SectionFacts} SectionFacts
 * @typedef {Pick<import('./question.js').Question, 'groups' | 'products' | 'own'>} AskedWords
 */

/** How many of the first hits are candidates, grouped by page. */
export const SIBLING_HITS = 10;
/** What a word-group held in the page's title or the section's headings counts (one in its text: 1). */
export const SIBLING_TITLED = 2;
/**
 * Each candidate's score × (1 + this × its share of the question's telling weight): enough to
 * settle near ties, not to overturn a clear lead. Chosen on the tuned set without its newest
 * rounds (0.15 and more lost questions there; ROUNDS.md, round 18a).
 */
export const SIBLING_WEIGHT = 0.1;

/**
 * How a section holds each word-group: SIBLING_TITLED in its page's title or its headings, 1 in
 * its text, 0 not at all; read from the terms relevance.js keeps of each section.
 * @param {SectionFacts} facts
 * @param {string[][]} groups
 */
function levels(facts, groups) {
  return groups.map((group) => {
    if (group.some((term) => holdsTerm(facts.headed, term))) return SIBLING_TITLED;
    return group.some((term) => holdsTerm(facts.prose, term)) ? 1 : 0;
  });
}

/**
 * Each candidate page's share of the question's telling weight, or undefined when the question's
 * words cannot tell the candidates apart. The candidates are the first SIBLING_HITS hits of the
 * first hit's family or of a family the question names (an unnamed family is weighed down by
 * ranking.js: its pages are not siblings here); a page holds what any of its candidate sections
 * holds. A word-group weighs ln(pages / pages holding it) × ln(1 + sections / sections of the
 * site holding its rarest term): held by every candidate, nothing; a common word ("novo",
 * "valer") held by one candidate by chance, little.
 * @param {SearchHit[]} hits best first
 * @param {AskedWords} question
 * @param {Map<string, SectionFacts>} facts each section's, by id (section-index.js)
 * @param {Map<string, number>} sectionsHolding how many sections of the site hold each term (rare-words.js)
 * @param {number} sectionCount the site's sections
 * @returns {Map<string, number> | undefined} page id → share, from 0 to 1
 */
export function siblingShares(hits, question, facts, sectionsHolding, sectionCount) {
  const groups = question.groups.filter((group) => !question.own?.has(group[0] ?? ''));
  const first = hits[0];
  if (!first || groups.length < 2) return undefined;
  /** @type {Map<string, number[]>} page id → how it holds each group */
  const held = new Map();
  for (const hit of hits.slice(0, SIBLING_HITS)) {
    const known = facts.get(hit.section.id);
    if (!known || (hit.page.family !== first.page.family && !question.products.has(hit.page.family))) continue;
    const own = levels(known, groups);
    const before = held.get(hit.page.id);
    held.set(hit.page.id, before ? before.map((level, at) => Math.max(level, own[at] ?? 0)) : own);
  }
  const pages = held.size;
  if (pages < 2) return undefined;
  const weights = groups.map((group, at) => {
    const holding = [...held.values()].filter((level) => (level[at] ?? 0) > 0).length;
    if (holding === 0) return 0;
    const onSite = Math.min(sectionCount, ...group.map((term) => sectionsHolding.get(term) ?? Infinity));
    return Math.log(pages / holding) * Math.log(1 + sectionCount / Math.max(1, onSite));
  });
  const whole = weights.reduce((sum, weight) => sum + weight, 0) * SIBLING_TITLED;
  if (whole <= 0) return undefined;
  return new Map(
    [...held].map(([page, level]) => [
      page,
      level.reduce((sum, counted, at) => sum + (weights[at] ?? 0) * counted, 0) / whole,
    ]),
  );
}

/**
 * The hits with the first SIBLING_HITS weighed by their page's telling share and re-sorted.
 * @param {SearchHit[]} hits best first
 * @param {AskedWords} question
 * @param {Map<string, SectionFacts>} facts
 * @param {Map<string, number>} sectionsHolding
 * @param {number} sectionCount
 * @returns {SearchHit[]}
 */
export function bySiblingTerms(hits, question, facts, sectionsHolding, sectionCount) {
  const shares = siblingShares(hits, question, facts, sectionsHolding, sectionCount);
  if (!shares) return hits;
  const weighed = hits.slice(0, SIBLING_HITS).map((hit) => {
    const share = shares.get(hit.page.id);
    return share === undefined ? hit : { ...hit, score: hit.score * (1 + SIBLING_WEIGHT * share) };
  });
  return [...weighed.sort((a, b) => b.score - a.score), ...hits.slice(SIBLING_HITS)];
}
