// Words only one separate API family's docs use ("mailing", "gravações" in the Skia API's,
// "distribuidora" in the Energia API's): a question that says one names that family as much
// as "Skia" does, though it never says the name ("quanto tempo ficam guardadas as gravações das
// chamadas?" is not about the Atesta API's retention). Read once from the docs, when the index
// is built.

import { SEPARATE_FAMILIES } from './relevance.js';
import { terms } from './text.js';

/** Pages of the family a word must be on: a word of one page is that page's, not its family's. */
export const FAMILY_WORD_PAGES = 3;

/**
 * A stem short enough to be many words ("agor", "pau") names nothing; a code does ("164", "filaid").
 * @param {string} term
 */
const named = (term) => term.length >= 5 || /[\d_]/.test(term);

/**
 * The terms that only pages of one separate family hold, on FAMILY_WORD_PAGES of its pages or
 * more, each with that family.
 * @param {{ id: string, title: string, sections: { heading: string, blocks: { text: string }[] }[] }[]} pages
 * @returns {Map<string, string>} term → family
 */
export function familyWords(pages) {
  /** @type {Map<string, Map<string, number>>} term → family → pages holding it */
  const held = new Map();
  for (const { id, title, sections } of pages) {
    const family = id.split('/')[0] ?? '';
    const words = new Set(
      terms(
        [title, ...sections.flatMap(({ heading, blocks }) => [heading, ...blocks.map(({ text }) => text)])].join('\n'),
      ),
    );
    for (const term of words) {
      const families = held.get(term) ?? new Map();
      families.set(family, (families.get(family) ?? 0) + 1);
      held.set(term, families);
    }
  }
  /** @type {Map<string, string>} */
  const only = new Map();
  for (const [term, families] of held) {
    const [[family, count] = ['', 0], ...others] = families;
    if (others.length === 0 && SEPARATE_FAMILIES.has(family) && count >= FAMILY_WORD_PAGES && named(term))
      only.set(term, family);
  }
  return only;
}
