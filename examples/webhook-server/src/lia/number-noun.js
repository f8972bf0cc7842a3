// What a passage's numbers are about. A question of how long or how much asks for the number of
// one thing ("tamanho máximo do corpo", "quantas fotos deixo o usuário tentar?"), and a page
// states numbers of many ("até 64 caracteres" of a key, "em 3 a 8 segundos" of the whole
// analysis): the number that answers is written in the sentence that names what the question
// asks about ("corpo acima de 25 MB", "três fotos por cadastro"), or in the table row named so.
// passage.js counts any number for such a question; this says which numbers count what was asked.

import { DURATION_TERMS, LIMIT_TERMS } from './question-kind.js';
import { fold, terms } from './text.js';

/**
 * The words that ask how long or how much (question-kind.js's, with those that ask how big, how
 * often or up to what), and the units a number is written with, stemmed: every number of a page
 * is beside a unit, so neither says which thing is counted.
 */
const KIND_WORDS = new Set([
  ...DURATION_TERMS,
  ...LIMIT_TERMS,
  ...terms(`tamanho limite teto frequência intervalo
  vezes segundo segundos minuto minutos hora horas dia dias semana semanas mês meses ano anos
  mb kb gb bytes megas pixels caracteres número numero`),
]);

/** A number: digits ("25", "1.600"), or a small one written out ("três fotos"). */
const NUMBER_WORD = /^(?:\d[\d.,]*|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez)$/;
/** "uma hora", "um minuto", "meia hora": a number written as the article before a unit of time. */
const ONE_UNIT = /\b(?:uma?|meia)\s+(?=(?:segundo|minuto|hora|dia|semana|m[eê]s|ano)s?\b)/giu;
/** An address, whose port or path digits count nothing ("http://localhost:5678/webhook"). */
const URL = /\b(?:https?:\/\/|localhost:)\S*/g;
/** A word, as text.js cuts them. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;
/** Where a sentence ends, inside a cell or a paragraph. */
const SENTENCE_END = /(?<=[.;:!?])\s+/;

/**
 * The question's terms that say what it asks the number of: its own words less those of the
 * page's title (every passage of the page is about them) and the words asking how much.
 * @param {Iterable<string>} typed the question's own terms
 * @param {Set<string> | undefined} titled the page title's terms
 * @returns {Set<string>}
 */
export function askedAbout(typed, titled) {
  return new Set([...typed].filter((term) => !KIND_WORDS.has(term) && !titled?.has(term)));
}

/**
 * Whether a stretch of text states a number: digits or a number written out, outside addresses.
 * @param {string} text
 */
function statesNumber(text) {
  const words = text.replace(URL, ' ').replace(ONE_UNIT, '1 ').match(WORD) ?? [];
  return words.some((word) => NUMBER_WORD.test(fold(word)));
}

/**
 * Whether a stretch of text says one of some terms; "aguardarSegundos" is read as two words.
 * @param {string} text
 * @param {Set<string>} about
 */
function says(text, about) {
  return terms(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).some((term) => about.has(term));
}

/**
 * Whether a passage states a number of something the question asks about: a sentence of it
 * (of a table row's cell) holds both a number and one of `about`, or a table row ("Nome —
 * valor — valor") is named by one of `about` and states a number in its other cells.
 * @param {string} text the passage's plain text (a table row: its own line)
 * @param {Set<string>} about askedAbout's terms
 * @param {boolean} [row] the passage is a table row
 */
export function numberAbout(text, about, row = false) {
  if (about.size === 0) return false;
  const [name = '', ...values] = row ? text.split(' — ') : [];
  if (row && values.length > 0 && says(name, about) && values.some(statesNumber)) return true;
  const cells = row ? text.split(' — ') : [text];
  return cells
    .flatMap((cell) => cell.split(SENTENCE_END))
    .some((sentence) => statesNumber(sentence) && says(sentence, about));
}
