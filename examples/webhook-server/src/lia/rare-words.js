// The words of the docs that few sections hold ("HEIC", "galeria", "print"): a question that
// says one asks about the detail that says it, however many of the question's other words the
// page's opening repeats. Counted once, when the index is built.

import { terms } from './text.js';

/** A term held by at most this many sections of the whole site is rare (of about 330). */
export const RARE_SECTIONS = 4;

/**
 * How many sections of the site hold each term (its heading or its blocks).
 * @param {import('./docs-types.js').TextPage[]} pages
 * @returns {Map<string, number>}
 */
export function sectionCounts(pages) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const { sections } of pages) {
    for (const { heading, blocks } of sections) {
      for (const term of terms([heading, ...blocks.map((block) => block.text)].join(' '))) {
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/**
 * The terms few sections hold: at least one (a word the docs never use says nothing of where
 * the answer is) and at most RARE_SECTIONS.
 * @param {string[]} questionTerms
 * @param {Map<string, number>} counts
 */
export function rareTerms(questionTerms, counts) {
  return questionTerms.filter((term) => {
    const held = counts.get(term) ?? 0;
    return held > 0 && held <= RARE_SECTIONS;
  });
}
