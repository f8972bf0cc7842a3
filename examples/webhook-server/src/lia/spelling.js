// A word the docs never use ("facemach", "autenticaçao") is most often a typo of one they do.
// Before a question is read, each such word is replaced by the closest word of the docs (or of
// the glossary), found by MiniSearch's own fuzzy lookup (SearchableMap.fuzzyGet) over their
// vocabulary: the product it names is then recognised, and the search looks for the right
// word, exactly, instead of fuzzily for every word of every question.

import SearchableMap from 'minisearch/SearchableMap';
import { isCommonVerb } from './common-words.js';
import { GLOSSARY } from './question.js';
import { fold, processTerm, stem } from './text.js';

/** Shorter words are not corrected: one letter changed makes another real word too often. */
export const MIN_CORRECTED_CHARS = 5;
/** Words corrected at most per question, so a pasted paragraph of unknown words costs little. */
export const MAX_CORRECTED_WORDS = 8;
/**
 * Shorter words are not corrected, but one of at least this many letters that is far from every
 * word of the docs and the glossary (no word one edit away) is foreign all the same ("wifi"): too
 * short to correct safely, it still says what a question is about. Not three letters: an everyday
 * verb form ("vêm", "dou") is often far from a small docs' words.
 */
export const MIN_FOREIGN_CHARS = 4;
/** Edits allowed: one in a word of 5 to 7 letters, two from 8. */
export const maxEdits = (/** @type {number} */ length) => (length >= 8 ? 2 : 1);

/** A plain word typed in lower case, perhaps capitalised: codes ("ILEGIVEL", "entregaId") are never corrected. */
const PLAIN_WORD = /^\p{L}\p{Ll}+$/u;
const WORD = /\p{L}+/gu;

/**
 * The texts whose words the speller knows: the docs' and the glossary's.
 * @param {import('./docs-types.js').TextPage[]} pages
 * @returns {Iterable<string>}
 */
export function* docsWords(pages) {
  yield* Object.entries(GLOSSARY.synonyms).flat();
  yield* Object.keys(GLOSSARY.products);
  yield* GLOSSARY.mcp;
  for (const { title, description, sections } of pages) {
    yield title;
    yield description;
    for (const { heading, blocks } of sections) {
      yield heading;
      for (const block of blocks) yield block.text;
    }
  }
}

/**
 * @param {Iterable<string>} texts the docs' texts and the glossary's phrases
 */
export function createSpeller(texts) {
  /** @type {SearchableMap<number>} folded word → how often the docs use it */
  const words = new SearchableMap();
  /** @type {Set<string>} the stems of those words: "mando" is known when the docs say "mandar" */
  const stems = new Set();
  for (const text of texts) {
    for (const word of fold(text).match(WORD) ?? []) {
      words.set(word, (words.get(word) ?? 0) + 1);
      stems.add(stem(word));
    }
  }

  /**
   * The closest word of the docs to an unknown one, or undefined when none is close enough
   * (fewest edits, then the most used).
   * @param {string} word folded
   */
  function closest(word) {
    let best;
    let bestEdits = Infinity;
    let bestUses = 0;
    for (const [candidate, [uses, edits]] of words.fuzzyGet(word, maxEdits(word.length))) {
      if (edits < bestEdits || (edits === bestEdits && uses > bestUses)) {
        best = candidate;
        bestEdits = edits;
        bestUses = uses;
      }
    }
    return best;
  }

  /**
   * The text with each unknown plain word replaced by the docs' closest word, and how many
   * words were looked up (at most MAX_CORRECTED_WORDS).
   * @param {string} text
   * @returns {{ text: string, lookups: number, foreign: string[] }} `foreign`: the words looked up
   *   that are far from every word of the docs (folded)
   */
  function correct(text) {
    let lookups = 0;
    /** @type {string[]} */
    const foreign = [];
    const corrected = text.replace(/[\p{L}\p{N}_-]+/gu, (token) => {
      const folded = fold(token);
      if (!PLAIN_WORD.test(token) || folded.length < MIN_FOREIGN_CHARS) return token;
      // A word too common to search ("minha") is no typo of a docs word ("linha").
      if (processTerm(folded) === null) return token;
      if (words.has(folded) || stems.has(stem(folded))) return token;
      // A real verb the docs do not use ("pegar") is no typo of one they do ("pagar").
      if (isCommonVerb(folded)) return token;
      if (lookups === MAX_CORRECTED_WORDS) return token;
      lookups += 1;
      if (folded.length < MIN_CORRECTED_CHARS) {
        if (closest(folded) === undefined) foreign.push(folded);
        return token;
      }
      const fixed = closest(folded);
      if (fixed === undefined) foreign.push(folded);
      return fixed ?? token;
    });
    return { text: corrected, lookups, foreign };
  }

  return { correct, size: words.size };
}

/** @typedef {ReturnType<typeof createSpeller>} Speller */
