// The way visitors write in a chat ("qto tempo dura o token?", "oq é 422", "vc sabe…") read as
// the words they stand for, before the question is searched or its kind read: "qto tempo" then
// asks a duration as "quanto tempo" does, and "qts" a count as "quantos". One table
// (informal-words.json), applied to whole words only, so every rule downstream reads the full
// words without learning the abbreviations one by one.

import { readFileSync } from 'node:fs';
import { GLOSSARY } from './question.js';
import { fold } from './text.js';

/** @type {{ words: Record<string, string> }} */
const TABLE = JSON.parse(readFileSync(new URL('./informal-words.json', import.meta.url), 'utf8'));

/** @type {Map<string, string>} folded abbreviation → the words it stands for */
export const INFORMAL_WORDS = new Map(Object.entries(TABLE.words).map(([short, full]) => [fold(short), full]));

/**
 * A word of the question: letters, or one of the "c/", "s/", "p/" shorthands. Bounded by what
 * is not a letter, digit or underscore, so "q" in "qual" or "n" in "n8n" stays as typed.
 */
const TOKEN = /(?<![\p{L}\p{N}_/])(?:\p{L}\/|\p{L}+)(?![\p{L}\p{N}_/])/gu;

/**
 * The question with each abbreviation a visitor typed replaced by its words. Each word grows
 * by a few letters at most, and the question was already cut to MAX_QUESTION_CHARS, so what
 * is searched stays bounded.
 * @param {string} text
 */
export function expandInformal(text) {
  const names = productNamesIn(text);
  return text.replace(TOKEN, (word, /** @type {number} */ at) =>
    isCode(word) || names.some(([start, end]) => at >= start && at < end)
      ? word
      : (INFORMAL_WORDS.get(fold(word)) ?? word),
  );
}

/**
 * The glossary's product names of several words, folded ("valida pf"): an abbreviation inside
 * one is the name, not a hurried word ("quanto tempo leva o valida pf?" is not "…valida por favor").
 */
const PRODUCT_NAMES = Object.keys(GLOSSARY.products)
  .map((phrase) => fold(phrase))
  .filter((phrase) => phrase.includes(' '));

/**
 * Where the glossary's product names of several words are in a text, as [start, end) offsets,
 * in any case and spacing (the names are plain ASCII words).
 * @param {string} text
 * @returns {[number, number][]}
 */
function productNamesIn(text) {
  return PRODUCT_NAMES.flatMap((phrase) => {
    const name = new RegExp(`(?<![\\p{L}\\p{N}_])${phrase.split(' ').join('\\s+')}(?![\\p{L}\\p{N}_])`, 'giu');
    return [...text.matchAll(name)].map(
      ({ index, 0: match }) => /** @type {[number, number]} */ ([index, index + match.length]),
    );
  });
}

/** A word in capitals ("TA", "PF") is a code or a name, not an abbreviation typed in a hurry. */
const isCode = (/** @type {string} */ word) => /^\p{Lu}{2,}$/u.test(word);
