// Whether a section answers a question, beyond MiniSearch's score: it holds enough of the
// question's words, and holds them as an answer does (under a title or heading that names
// them, in one paragraph, or as a code), not scattered. What this needs of each section is
// read once, when the index is built.

import { namedProducts } from './question.js';
import { countsIn } from './counts.js';
import { rowsInContext, subheadings } from './section-reading.js';
import { DURATION_TEXT, LIMIT_TERMS, QUANTITY_TEXT, RANGE_TEXT } from './question-kind.js';
import { holdsTerm, processTerm, termWeight, terms, tokenizeQuestion } from './text.js';

/**
 * A section answers a question only when it holds more than this share of its words (all of
 * them for a question of two words, two of three): one shared word is a coincidence.
 */
export const MIN_COVERAGE = 0.6;
/** …or at least half of them for a question of four words or more. */
export const MIN_COVERAGE_LONG = 0.5;
/**
 * How much a word the docs never use weighs in that share ("detran", "carro": question.js,
 * `foreign`): a question about something else shares a word or two with the docs ("renovar a
 * CNH no detran"), and its own words are what the docs lack.
 */
export const FOREIGN_WEIGHT = 2;
/** Families with their own docs, answered only when named (or read): ranking.js weighs them down too. */
export const SEPARATE_FAMILIES = new Set(['api-energia', 'api-skia']);

/**
 * Whether a section holds a word of the question: one of its terms, unless the word is the
 * visitor's own (own-words.js): a section saying "celular" does not speak of "meu celular".
 * @param {string[]} group
 * @param {Set<string>} found
 * @param {Set<string>} [own] the question's `own`
 */
const isHeld = (group, found, own) => !own?.has(group[0] ?? '') && group.some((term) => found.has(term));

/**
 * The share of a question's words a page of a separate API family it does not name must hold,
 * unless one of them is in the section's title or heading: such a family is another product,
 * and a question that names none of it shares only everyday words with its pages ("segunda
 * via", "celular"), which answer nothing about it.
 */
export const UNNAMED_FAMILY_COVERAGE = 0.75;

/**
 * @typedef {import('./question.js').Question} Question
 * @typedef {import('./docs-types.js').DocPage} DocPage
 * @typedef {import('./docs-types.js').TextSection} TextSection
 * @typedef {object} SectionFacts
 * @property {Set<string>} title the terms of the section's heading, or of the page's title for its opening
 * @property {Set<string>} label the terms of the page's title and description and the section's heading
 * @property {Set<string>} headed the terms of the page's title and the section's headings, its own and those within it
 * @property {Set<string>} does the terms of an endpoint page's title and description ("Obter laudo", "Baixa
 *   o laudo em PDF…"): what the endpoint does, in the verb and the object a visitor asks it with; empty on other pages
 * @property {string[]} endpointTitle the terms of an endpoint page's title ("Listar filas"); empty on other pages
 * @property {Set<string>[]} blocks the terms of each block
 * @property {Set<string>} prose the terms of its label and blocks: what it says, not its code examples
 * @property {Set<string>} rowKeys the first cell of each table row, folded and stemmed: the codes it defines
 * @property {string[][]} rowNames the terms of each table row's first cell of two terms or more: what the row names ("Tamanho de cada arquivo")
 * @property {DocPage} page the page with the products the heading names too ("Produtos › Facematch")
 * @property {boolean[]} timedBlocks whether each block states a length of time
 * @property {boolean} statesDuration one of its blocks states a length of time ("uma hora")
 * @property {boolean} statesQuantity one of its blocks states a quantity with its unit ("10 MB")
 * @property {boolean} statesRange one of its blocks states a range ("de 1 a 100"): it holds "máximo" and "mínimo"
 * @property {{ own: Set<string>, read: Set<string>, key: string[] }[]} rows the terms of each table row with its header's
 *   (`own`), with those of the headings above it too ("CPFs de teste", "Sandbox": `read`), and of its first cell (`key`)
 * @property {Set<string>} counts what it states a number of, stemmed ("5 tentativas", "nona tentativa": counts.js)
 */

/** A list of three things or more after "com" ("com tipo, versão, variáveis e tabulações"). */
const FIELD_LIST = /,? com [^,.]+(?:, [^,.]+)+ e [^,.]+/;

/**
 * What an endpoint page's description says it does, less the list after "com" of what the call
 * carries or returns ("Cria uma fila de discagem … com roteiro, modo de discagem,
 * agentes, …"). Those are the endpoint's fields, not what it is for: "Criar fila" said "roteiro",
 * "agentes" and "nova" and outweighed "Listar roteiros" for "posso usar um roteiro arquivado
 * numa fila nova?".
 * @param {string} description
 */
function doneBy(description) {
  return description.replace(FIELD_LIST, '');
}

/**
 * @param {DocPage} page
 * @param {TextSection} part
 * @param {boolean} [endpointPage] the page documents an endpoint (one of its sections has a request line)
 * @returns {SectionFacts}
 */
export function sectionFacts(page, part, endpointPage = false) {
  const named = namedProducts(part.heading);
  const label = new Set(terms(`${page.title} ${part.heading} ${page.description}`));
  // A block stating a range ("de 1 a 100") says its bounds, in whatever words (question-kind.js).
  const blocks = part.blocks.map(
    (block) => new Set([...terms(block.text), ...(RANGE_TEXT.test(block.text) ? LIMIT_TERMS : [])]),
  );
  return {
    title: new Set(terms(part.heading || page.title)),
    label,
    headed: new Set(terms(`${page.title} ${part.heading} ${subheadings(part.blocks)}`)),
    does: endpointPage ? new Set(terms(`${page.title} ${doneBy(page.description)}`)) : new Set(),
    endpointTitle: endpointPage ? terms(page.title) : [],
    blocks,
    prose: new Set([label, ...blocks].flatMap((words) => [...words])),
    rowKeys: new Set(
      part.blocks
        .filter((block) => block.kind === 'table')
        .flatMap((block) => rowKey(block.text.split(' — ')[0] ?? '')),
    ),
    rowNames: part.blocks
      .filter((block) => block.kind === 'table')
      .map((block) => terms(block.text.split(' — ')[0] ?? ''))
      .filter((names) => names.length >= 2),
    page: named.size > 0 ? { ...page, products: new Set([...page.products, ...named]) } : page,
    timedBlocks: part.blocks.map((block) => DURATION_TEXT.test(block.text)),
    statesDuration: part.blocks.some((block) => DURATION_TEXT.test(block.text)),
    statesQuantity: part.blocks.some((block) => QUANTITY_TEXT.test(block.text)),
    statesRange: part.blocks.some((block) => RANGE_TEXT.test(block.text)),
    rows: rowsInContext(part),
    counts: new Set(part.blocks.flatMap((block) => countsIn(block.text, block.kind === 'table'))),
  };
}

/**
 * The share of the question's words (weighted as in termWeight, a plain number as a word)
 * among `found`.
 * @param {Question} question
 * @param {Set<string>} found the question's terms a section holds
 */
export function coverage({ groups, plainNumbers, foreign, own }, found) {
  const weight = (/** @type {string[]} */ group) =>
    (plainNumbers.has(group[0] ?? '') ? 1 : termWeight(group[0] ?? '')) *
    (foreign.has(group[0] ?? '') ? FOREIGN_WEIGHT : 1);
  const total = groups.reduce((sum, group) => sum + weight(group), 0);
  const held = groups.filter((group) => isHeld(group, found, own));
  return total > 0 ? held.reduce((sum, group) => sum + weight(group), 0) / total : 0;
}

/**
 * Whether a section holding `found` of the question's terms answers it: enough of them
 * (MIN_COVERAGE), and about what it asks, not only sharing its words: one of them is in the
 * section's label or is a code ("422", "ILEGIVEL", "entregaId": question.js), or one block (a
 * paragraph, a row) holds all it holds. "Previsão do tempo" shares two words with a webhooks
 * page ("previsão de conclusão" here, "de tempos em tempos" there) and is not a docs question.
 * A page of a separate API family the question does not name asks more (fromAfar).
 * @param {Question} question
 * @param {Set<string>} found
 * @param {SectionFacts} facts
 * @param {DocPage} [current] the page the visitor is reading
 * @param {string[]} [assumed] the words that ask how long, for a duration question (question-kind.js: durationTermsOf)
 */
export function answers(question, found, facts, current, assumed = []) {
  const enough = question.groups.length >= 4 ? MIN_COVERAGE_LONG : MIN_COVERAGE;
  const share = coverage(question, found);
  if (share < enough) return false;
  if (fromAfar(facts.page, question, current) && share < UNNAMED_FAMILY_COVERAGE) {
    if (![...found].some((term) => facts.label.has(term))) return false;
  }
  const held = question.groups.filter((group) => isHeld(group, found, question.own));
  // The words of a duration question that ask how long ("quanto tempo", "valendo"), which a
  // section stating a length of time is taken to hold (docs-index.js), are held by the block
  // that states one ("…continua válido por até 5 minutos"), in whatever words; a question
  // holding nothing else ("quanto tempo dura uma viagem até a lua?") is about something else.
  const asksHowLong = (/** @type {string[]} */ group) =>
    group.every((term) => !found.has(term) || assumed.includes(term));
  if (held.every(asksHowLong)) return false;
  if (assumed.length > 0 && !holdsTheRest(question, found, facts.label, assumed)) return false;
  const inBlock = (/** @type {number} */ at) => (/** @type {string[]} */ group) =>
    group.some((term) => facts.blocks[at]?.has(term)) || (facts.timedBlocks[at] === true && asksHowLong(group));
  if (facts.blocks.some((_, at) => held.every(inBlock(at)))) return true;
  // An errand about a document ("tirar um rg novo": own-words.js) is answered by a block holding
  // all it holds but how long, not by a label naming "RG" over a row saying "de novo".
  if (question.errand) {
    const asked = held.filter((group) => !asksHowLong(group));
    return facts.blocks.some((words) => asked.every((group) => group.some((term) => words.has(term))));
  }
  // A table row the question names by its first cell, holding enough of its words by itself,
  // answers though the section holds more of them elsewhere ("o analista consegue ver as
  // credenciais?": the row of "Analista" holds two of three, "ver" is in the row of "Financeiro").
  const rowHolds = (/** @type {Set<string>} */ own) =>
    new Set(question.groups.filter((group) => group.some((term) => own.has(term) && found.has(term))).flat());
  const named = (/** @type {{ own: Set<string>, key: string[] }} */ row) =>
    row.key.some((term) => found.has(term)) && coverage(question, rowHolds(row.own)) >= enough;
  if (facts.rows.some(named)) return true;
  return held.some((group) =>
    group.some((term) => found.has(term) && (question.codes.has(term) || holdsTerm(facts.label, term))),
  );
}

/**
 * Whether a section holds enough of a duration question's other words, those that say what
 * lasts, in its text or its label (the page's title and description name it: "token de
 * acesso" for the section that says "uma hora"): "quanto tempo demora" is taken as held
 * wherever a length of time is stated, and would otherwise carry a question the docs share
 * one word with ("quanto tempo demora pra emitir um passaporte?" beside "emitido há mais de
 * 10 anos").
 * @param {Question} question
 * @param {Set<string>} found
 * @param {Set<string>} label
 * @param {string[]} assumed
 */
function holdsTheRest(question, found, label, assumed) {
  const groups = question.groups.filter((group) => !group.every((term) => assumed.includes(term)));
  if (groups.length === 0) return true;
  const enough = groups.length >= 4 ? MIN_COVERAGE_LONG : MIN_COVERAGE;
  const named = new Set([...found, ...groups.flat().filter((term) => label.has(term))]);
  return coverage({ ...question, groups }, named) >= enough;
}

/**
 * Whether a page is of a separate API family (Energia, Skia: ranking.js) that the question
 * does not name and the visitor is not reading.
 * @param {DocPage} page
 * @param {Question} question
 * @param {DocPage} [current]
 */
function fromAfar(page, question, current) {
  return SEPARATE_FAMILIES.has(page.family) && !question.products.has(page.family) && current?.family !== page.family;
}

/**
 * The question's terms a section holds as an answer does: in its words, or in its code examples
 * only when the question writes them as codes ("entregaId", "ILEGIVEL"). "detran" typed in a
 * question about a driving licence is in an example's JSON ("orgaoEmissor": "DETRAN"), which
 * answers nothing about it.
 * @param {Question} question
 * @param {Iterable<string>} matched the terms MiniSearch matched in any of the section's fields
 * @param {SectionFacts} facts
 */
export function heldTerms(question, matched, facts) {
  return new Set([...matched].filter((term) => question.codes.has(term) || holdsTerm(facts.prose, term)));
}

/**
 * The terms a table row's first cell defines: its codes whole ("CPF_IRREGULAR" defines
 * "cpf_irregular", not "cpf"), its other words as terms ("500 e 503").
 * @param {string} cell
 */
function rowKey(cell) {
  return tokenizeQuestion(cell).flatMap((token) => processTerm(token) ?? []);
}
