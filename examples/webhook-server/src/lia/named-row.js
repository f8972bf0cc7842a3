// A table row named by a word the visitor typed, a word few sections say ("Analista",
// "Desenvolvedor" in the panel's roles table), that holds enough of the question's words by
// itself: "o desenvolvedor pode criar credencial?" is that row's "Criar aplicações e
// credenciais", where the Autenticação page says "credencial" (and the glossary's words for
// it) far more often. Weighed in ranking.js (rowWeight); relevance.js lets such a row answer
// though the section holds the question's other words in other rows.

import { MIN_COVERAGE } from './relevance.js';

/** How much more a section with such a row answers: large enough to beat a page that only repeats the question's common words. */
export const NAMED_ROW = 5;
/** A row's name is a word at most this many sections hold ("Desenvolvedor": 2, "Administrador": 5); not "Sandbox" nor "Lite", which many rows and pages say. */
export const NAMED_ROW_SECTIONS = 8;

/**
 * Whether a row whose first cell is one word the visitor typed holds by itself enough of the
 * question's words (MIN_COVERAGE of them, its name included).
 * @param {{ own: Set<string>, key: string[] }} row
 * @param {import('./question.js').Question} question
 */
export function namedRowAnswers({ own, key }, { groups }) {
  if (key.length !== 1 || !groups.some((group) => group[0] === key[0])) return false;
  const held = groups.filter((group) => group.some((term) => own.has(term)));
  return held.length >= Math.ceil(groups.length * MIN_COVERAGE);
}
