// What a page's title and description say of a question: whether the page does what is asked.
import { terms } from './text.js';

/**
 * Whether a page's title and description say two of the visitor's words ("Inclui um lote de
 * até 1.000 contatos no mailing…" for "incluir um lote de contatos no mailing"): the question
 * asks for what the page's endpoint does.
 * @param {{ title: string, description: string }} page
 * @param {string[]} typed
 */
export function saysWhatItDoes(page, typed) {
  const words = new Set(terms(`${page.title} ${page.description}`));
  return typed.filter((term) => words.has(term)).length >= 2;
}

/**
 * Whether a page's title holds one of the question's terms ("Listar roteiros" for "listar
 * roteiros publicados"): the question asks what the page does.
 * @param {string} title
 * @param {string[]} questionTerms
 */
export function titleHolds(title, questionTerms) {
  const words = new Set(terms(title));
  return questionTerms.some((term) => words.has(term));
}
