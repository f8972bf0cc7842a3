// A table row the question names in the docs' own code words: a parameter whose name the
// visitor spelled whole ("o cpf do titular" names `titular.cpf`, "formato de data" names the
// type `DATA`), or a value cell the visitor typed ("qual final de telefone simula ligação
// recusada?" names the row "4 — `RECUSADA`"), or a range holding the number the visitor gave
// ("pontuação de qualidade 0,7 é qual nível?" names "`MEDIA` — de 0,60 a 0,84"). That row states
// what is asked about the thing named: its format, its default, its key. Scored in passage.js,
// beside a code's own row.

import { terms } from './text.js';

/** A cell that is one code span, maybe with a note in parentheses: "`REPROVADO` (M001)". */
const CODE_CELL = /^`([^`]+)`(?:\s*\([^)]*\))?$/;

/** A value written in capitals, as the docs write an enumeration's values and types ("`DATA`", "`RECUSADA`"). */
const CAPITALS = /^[A-Z][A-Z0-9_]*$/;

/**
 * Whether a row is named by the visitor's own words: one of its cells is a code span every
 * term of which the visitor typed, a compound name (`titular.cpf`: "o cpf do titular") or a
 * value in capitals. A one-word parameter (`url`, `cpf`, `chamadas`) is not: its word is one the
 * question may say in passing ("qual a URL base…" is no question about the webhook's `url`).
 * @param {string} row a table row's Markdown, its cells joined by " — "
 * @param {Set<string>} typed the question's own terms (not the glossary's)
 */
export function namedByQuestion(row, typed) {
  return row.split(' — ').some((cell) => {
    const code = CODE_CELL.exec(cell.trim())?.[1];
    const named = code === undefined ? [] : terms(code);
    const whole = named.length > 1 || (code !== undefined && CAPITALS.test(code));
    return whole && named.every((term) => typed.has(term));
  });
}

/** A number as the docs write it: "1.000", "0,85", "1.5". */
const NUMBER = String.raw`\d[\d.,]*\d|\d`;
/** The bounds a cell states: "de 0,60 a 0,84", "entre 70 e 89,9", "700 a 1000", "90 ou mais", "abaixo de 70". */
const RANGES = [
  {
    pattern: new RegExp(`(${NUMBER})\\s+(?:a|e)\\s+(${NUMBER})`, 'g'),
    bounds: (/** @type {number[]} */ [a, b]) => [a, b],
  },
  { pattern: new RegExp(`(${NUMBER})\\s+ou mais`, 'g'), bounds: (/** @type {number[]} */ [a]) => [a, Infinity] },
  {
    pattern: new RegExp(`abaixo de\\s+(${NUMBER})`, 'g'),
    bounds: (/** @type {number[]} */ [b]) => [-Infinity, b - 1e-9],
  },
];

/**
 * A number written the pt-BR way, or as code: "1.000" is a thousand, "0,85" and "1.5" fractions.
 * @param {string} text
 */
export function numberOf(text) {
  if (text.includes(',')) return Number(text.replace(/\./g, '').replace(',', '.'));
  return /^\d{1,3}(?:\.\d{3})+$/.test(text) ? Number(text.replace(/\./g, '')) : Number(text);
}

/**
 * Whether a row states, after its name, a range holding one of the numbers the question gives:
 * the row the value falls in answers what the value means.
 * @param {string} row a table row's Markdown
 * @param {number[]} values the numbers the question gives (question-kind.js, `values`)
 */
export function rangeHolds(row, values) {
  if (values.length === 0) return false;
  const stated = row.split(' — ').slice(1).join(' — ');
  return RANGES.some(({ pattern, bounds }) =>
    [...stated.matchAll(pattern)].some((match) => {
      const [low = NaN, high = NaN] = bounds(match.slice(1).map(numberOf));
      return values.some((value) => value >= low && value <= high);
    }),
  );
}
