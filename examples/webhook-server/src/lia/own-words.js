// The visitor's own life, told from the product (README, "How Lia finds the answer"). The docs
// speak to an integrator about their integration ("sua aplicação", "seu servidor"); a question
// about the visitor's own things ("meu celular", "minha operadora") or errands ("tirar um rg
// novo") shares everyday words with them and is not about the product. Read once from the docs,
// when the index is built.

import { answerKind } from './question-kind.js';
import { fold, processTerm, terms } from './text.js';

/** "seu/sua/seus/suas X" in the docs: X is the reader's. */
const READERS = /\b(?:seu|sua|seus|suas)\s+(?:propri[oa]s?\s+)?(\p{L}+)/gu;
/** "meu/minha/meus/minhas X" in a question: X is the visitor's. */
const VISITORS = /\b(?:meu|minha|meus|minhas)\s+(?:propri[oa]s?\s+)?(\p{L}+)/gu;
/** A table's header naming its rows as documents ("Código — Documento — Lados…"). */
const DOCUMENT_COLUMN = /(?:^| — )Documento(?: — |$)/;

/**
 * @param {string} text
 * @param {RegExp} pattern
 */
const possessed = (text, pattern) => [...fold(text).matchAll(pattern)].map((match) => match[1] ?? '');

/**
 * @typedef {{ title: string, sections: { heading: string, blocks: { kind: string, text: string }[] }[] }} Page
 */

/**
 * What the docs let a reader call theirs: the terms of what they say is the reader's ("sua
 * aplicação", "seus testes") and of what they name, a page's title, a heading or a table row's
 * first cell ("Financeiro", "CPF", "Login único"): "meu financeiro", "meu login" are the docs'.
 * @param {Page[]} pages
 */
export function readersTerms(pages) {
  const owned = new Set();
  const add = (/** @type {string} */ text) => {
    for (const term of terms(text)) owned.add(term);
  };
  for (const { title, sections } of pages) {
    add(title);
    for (const { heading, blocks } of sections) {
      add(heading);
      for (const { kind, text } of blocks) {
        if (kind === 'table') add(text.split(' — ')[0] ?? '');
        add(possessed(text, READERS).join(' '));
      }
    }
  }
  return owned;
}

/**
 * The words a question calls the visitor's that the docs never let the reader call theirs
 * ("meu celular", "minha operadora"): the visitor's own things, which no section speaks of
 * however many of its words it shares (relevance.js reads them as foreign).
 * @param {string} question
 * @param {Set<string>} owned readersTerms of the docs
 */
export function visitorsOwn(question, owned) {
  return possessed(question, VISITORS).filter((word) => {
    const term = processTerm(word);
    return term !== null && !owned.has(term);
  });
}

/**
 * The document types the docs list: the first cell of each row of a table with a "Documento"
 * column ("RG", "CNH", "PASSAPORTE"), whole, as terms.
 * @param {Page[]} pages
 */
export function documentTypes(pages) {
  const types = new Set();
  for (const { sections } of pages)
    for (const { blocks } of sections) {
      let listed = false;
      for (const { kind, text } of blocks) {
        if (kind === 'h') listed = DOCUMENT_COLUMN.test(text);
        else if (kind !== 'table') listed = false;
        else if (listed) {
          const type = processTerm(text.split(' — ')[0] ?? '');
          if (type) types.add(type);
        }
      }
    }
  return types;
}

/**
 * Whether a question is an errand about a document: how to, how long or how much, about a
 * document type, naming no product ("quanto tempo demora pra tirar um rg novo?"). The docs
 * state what is done to a document only as a product's (send it to the Lite, the PRO…), so
 * such a question is answered only by a paragraph or row holding all it holds (relevance.js).
 * @param {string} text
 * @param {{ products: Set<string> }} question
 * @param {Set<string>} types documentTypes of the docs
 */
export function isErrand(text, question, types) {
  if (question.products.size > 0) return false;
  const kind = answerKind(text);
  return (kind.duration || kind.amount || kind.steps) && terms(text).some((term) => types.has(term));
}
