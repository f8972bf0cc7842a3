// What "quantos/quantas <coisa>" asks for: a number of that thing. The section that answers
// states it beside the thing counted ("desista depois de 5 tentativas", "até 3 telefones",
// "Depois da nona tentativa"), or in a table row whose name is the thing and whose other cell
// is the number ("Tokens emitidos por minuto — 10 — 10"). A number elsewhere on the page (the
// "40 requisições" of an example) answers another count.

import { fold, terms } from './text.js';

/** A number written as digits, as a word (two to ten) or as an ordinal ("nona tentativa"). */
const NUMBER =
  '(?:\\d[\\d.,]*|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|primeir[oa]|segund[oa]|terceir[oa]|quart[oa]|quint[oa]|sext[oa]|setim[oa]|oitav[oa]|non[oa]|decim[oa])';
/** A number and the word it counts, "até" and "de" between them allowed ("até 1.000 contatos"). */
const COUNT = new RegExp(`(?<![\\p{L}\\p{N}_-])${NUMBER}\\s+(?:de\\s+)?(\\p{L}{3,})`, 'gu');
/** A cell that is a number and little else ("10", "10 MB", "até 5"). */
const NUMBER_CELL = /^(?:ate\s+)?\d[\d.,]*(?:\s*\p{L}{1,3})?$/u;
/** "quantos telefones…", "depois de quantas tentativas…": the word after it is what is counted. */
const ASKED_COUNT = /\bquant[oa]s\s+(\p{L}{3,})/u;

/**
 * The thing a question asks the number of, stemmed ("quantas tentativas…" → "tentat"), or
 * undefined. "quantas vezes" counts times, which the docs write as the thing repeated: the
 * glossary's words for "vezes" find them.
 * @param {string} question as typed
 */
export function countedNoun(question) {
  const match = ASKED_COUNT.exec(fold(question));
  return match?.[1] ? terms(match[1])[0] : undefined;
}

/**
 * The things a block of text states a number of, stemmed: the word after each number, and for
 * a table row ("Nome — valor — valor") with a number in a cell, the words of its name.
 * @param {string} text a block's plain text
 * @param {boolean} [row] the block is a table row
 * @returns {string[]}
 */
export function countsIn(text, row = false) {
  const folded = fold(text);
  const counted = [...folded.matchAll(COUNT)].flatMap((match) => terms(match[1] ?? '').slice(0, 1));
  if (row) {
    const [name = '', ...cells] = folded.split(' — ');
    if (cells.some((cell) => NUMBER_CELL.test(cell.trim()))) counted.push(...terms(name));
  }
  return counted;
}
