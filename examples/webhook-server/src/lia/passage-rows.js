// A table row the question names in the docs' own code words: a parameter whose name the
// visitor spelled whole ("o cpf do titular" names `titular.cpf`, "formato de data" names the
// type `DATA`), or a value cell the visitor typed ("qual final de telefone simula ligação
// recusada?" names the row "4 — `RECUSADA`"). That row states what is asked about the thing
// named: its format, its default, its key. Scored in passage.js, beside a code's own row.

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
