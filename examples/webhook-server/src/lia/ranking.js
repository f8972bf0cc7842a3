// The order of the hits once the question is read: MiniSearch scores words; this weighs what
// the words do not say: the product a question names, the MCP pages kept for MCP questions,
// and the page the visitor is reading. One multiplier per rule, so each is tested alone; what
// an endpoint page says it does is weighed in endpoint-weight.js.

import { namedRowAnswers, NAMED_ROW, NAMED_ROW_SECTIONS } from './named-row.js';
import { SEPARATE_FAMILIES } from './relevance.js';

/** A page of the product or family the question names. */
export const NAMED_PRODUCT = 2;
/** A page of another product than the one named. */
export const OTHER_PRODUCT = 0.5;
/** A "via MCP" page, when the question is not about the MCP tools. */
export const MCP_UNASKED = 0.2;
/** A page of a separate API family (Energia, Skia) the question does not name: the Atesta API is the default. */
export const OTHER_FAMILY = 0.6;
/** The families whose pages document an API; the platform's and the site's pages serve them all. */
const API_FAMILIES = new Set(['api', 'via-mcp', ...SEPARATE_FAMILIES]);
/** The page the visitor is reading, and pages of its product, for a question that names none. */
export const CURRENT_PAGE = 3;
export const CURRENT_PRODUCT = 2;
/**
 * A section of the page being read that holds every word of a question naming no product,
 * and names one of them in its heading (the page's title for its opening): the page answers
 * it itself, even where another page matches more strongly ("quais os erros?" on a page with
 * "Erros comuns"). Large enough to decide. A question another page is about while this one
 * only mentions it ("como autentico?" beside an Authorization header) keeps CURRENT_PAGE.
 */
export const CURRENT_PAGE_ANSWERS = 10;

/** A section whose table defines a code the question names (its row starts with it: "422 — …"). */
export const DEFINES_CODE = 3;
/**
 * A section whose heading (a page's title, for its opening) says what the question says in
 * the visitor's own words, no more and no less ("checklist de homologacao" → "Checklist de homologação"; not "Autenticação
 * na API Skia" for "como autentico na API?").
 */
export const TITLE_SAYS_ALL = 2;
/**
 * A section with a table row whose name says only what the question says ("Tamanho de cada
 * arquivo — 10 MB" for "qual o tamanho máximo de cada arquivo?"): that row holds the value asked.
 */
export const NAMES_A_ROW = 2;
/**
 * A section with a table row that holds every word of a question of ROW_WORDS words or more, read
 * with its header and headings ("qual CPF de teste dá médio risco no score?" → the row of
 * `MEDIO_RISCO` in the table "CPF — … — SCORE" under "CPFs de teste"): that row is the answer,
 * where other pages hold the same words apart.
 */
export const ROW_SAYS_ALL = 2;
/** The words a question needs for ROW_SAYS_ALL: "quais tipos de documento posso enviar?" is in many a row. */
export const ROW_WORDS = 3;
/** The opening of a page (before its first heading), which says what the page is for. */
export const PAGE_OPENING = 1.1;

/** A section stating a length of time, for a question asking how long ("quanto tempo", "validade"). */
export const STATES_DURATION = 1.5;
/** A section stating a quantity with its unit ("10 MB", "5 páginas"), for a question asking how much or how many. */
export const STATES_QUANTITY = 1.3;
/** A section stating a number of what "quantos/quantas…" counts ("5 tentativas" for "quantas tentativas…"). */
export const STATES_COUNT = 2;
/** A section holding the noun a question asks for by name ("qual papel…" → a table of "Papel"). */
export const NAMES_ASKED = 1.5;

export { SEPARATE_FAMILIES };

/**
 * @typedef {import('./docs-types.js').DocPage} DocPage
 * @typedef {import('./question.js').Question} Question
 */

/**
 * The products and families a question names, "via MCP" aside (a way to call them, not one).
 * @param {Question} question
 */
function namedProducts(question) {
  return [...question.products].filter((product) => product !== 'via-mcp');
}

/**
 * How much more (or less) a page answers this question than its words alone say.
 * @param {DocPage} page
 * @param {Question} question
 * @param {DocPage | undefined} current the page the visitor is reading
 * @param {boolean} [holdsCode] the section holds a code the question names ("atesta_lite_enviar_documento"):
 *   a question that names a tool is about MCP
 */
export function pageWeight(page, question, current, holdsCode = false) {
  let weight = 1;
  const named = namedProducts(question);
  // The MCP page being read is not held back: reading it is asking about it.
  if (page.family === 'via-mcp' && !question.aboutMcp && !holdsCode && current?.id !== page.id) weight *= MCP_UNASKED;
  if (named.length > 0) {
    if (named.some((product) => page.products.has(product))) weight *= NAMED_PRODUCT;
    else if (page.products.size > 0) weight *= OTHER_PRODUCT;
  } else if (SEPARATE_FAMILIES.has(page.family) && current?.family !== page.family) {
    weight *= OTHER_FAMILY;
  } else if (
    current &&
    SEPARATE_FAMILIES.has(current.family) &&
    API_FAMILIES.has(page.family) &&
    page.family !== current.family
  ) {
    // The other way round: on a page of the Energia API, "Como obtenho um token de acesso?"
    // asks for the Energia API's token, not the Atesta API's (a family of its own is the
    // default while it is being read).
    weight *= OTHER_FAMILY;
  }
  // The page being read speaks for a question that names no product ("quais os campos?"), and its
  // product too, unless the question is about the company as a whole ("Quais APIs a Atesta
  // oferece?" on the PRO page is not about PRO).
  if (current && named.length === 0) {
    if (current.id === page.id) weight *= CURRENT_PAGE;
    else if (!question.company && [...current.products].some((product) => page.products.has(product))) {
      weight *= CURRENT_PRODUCT;
    }
  }
  return weight;
}

/**
 * How much more a section of the page being read answers (CURRENT_PAGE_ANSWERS), on top of
 * pageWeight's CURRENT_PAGE.
 * @param {import('./relevance.js').SectionFacts} facts
 * @param {Question} question
 * @param {Set<string>} found the question's terms the section holds
 * @param {DocPage | undefined} current the page the visitor is reading
 * @param {boolean} [followUp] the question follows up the answer from `current` ("E no sandbox?"
 *   after the token's answer): a section of it holding all its words answers, heading or not
 */
export function currentPageWeight(facts, question, found, current, followUp = false) {
  if (!current || facts.page.id !== current.id || namedProducts(question).length > 0) return 1;
  const holdsAll = question.groups.every((group) => group.some((term) => found.has(term)));
  if (followUp) return holdsAll ? CURRENT_PAGE_ANSWERS : 1;
  const headed = question.groups.some((group) => group.some((term) => facts.title.has(term)));
  return holdsAll && headed ? CURRENT_PAGE_ANSWERS : 1;
}

/**
 * How much more a section answers than its page's weight says: the opening of a page wins an
 * even match with its later sections, and a table that defines the code asked about wins
 * over text that only mentions it.
 * @param {import('./docs-types.js').DocSection} section
 * @param {import('./relevance.js').SectionFacts} facts
 * @param {Question} question
 */
export function sectionWeight(section, facts, question) {
  let weight = section.heading === '' ? PAGE_OPENING : 1;
  if ([...question.codes].some((code) => facts.rowKeys.has(code))) weight *= DEFINES_CODE;
  if (titleSaysAll(facts.title, question)) weight *= TITLE_SAYS_ALL;
  if (namesARow(facts.rowNames, question)) weight *= NAMES_A_ROW;
  return weight;
}

/**
 * Whether a table row's name says only what the question says ("Tamanho de cada arquivo" for
 * "qual o tamanho máximo de cada arquivo enviado?"): the row holds the value asked for.
 * @param {string[][]} rowNames
 * @param {Question} question
 */
function namesARow(rowNames, { groups }) {
  const asked = new Set(groups.flat());
  return rowNames.some((names) => names.every((term) => asked.has(term)));
}

/**
 * How much more a section answers for a table row that says all the question asks (ROW_SAYS_ALL).
 * A question for a list ("quais tipos de documento posso enviar?") is answered by a table, not
 * by the one row that names the same words ("tipoDocumento — Tipo do documento enviado").
 * @param {import('./relevance.js').SectionFacts} facts
 * @param {Question} question
 * @param {import('./question-kind.js').AnswerKind} kind
 * @param {Map<string, number>} [sectionsHolding] how many sections of the site hold each term (rare-words.js)
 */
export function rowWeight(facts, question, kind, sectionsHolding = new Map()) {
  if ((kind.listing && !kind.topic) || question.groups.length < ROW_WORDS) return 1;
  const weight = facts.rows.some((row) => rowSaysAll(row, question)) ? ROW_SAYS_ALL : 1;
  const named = (/** @type {{ own: Set<string>, key: string[] }} */ row) =>
    (sectionsHolding.get(row.key[0] ?? '') ?? Infinity) <= NAMED_ROW_SECTIONS && namedRowAnswers(row, question);
  return facts.rows.some(named) ? weight * NAMED_ROW : weight;
}

/**
 * Whether a row, read with its header and headings, holds every word of the question, half of
 * them or more in the row and its header: "status http 422" is not the row "422 — …" of every
 * table of codes under a heading "Status HTTP".
 * @param {{ own: Set<string>, read: Set<string> }} row
 * @param {Question} question
 */
function rowSaysAll({ own, read }, { groups }) {
  const holds = (/** @type {Set<string>} */ terms) => (/** @type {string[]} */ group) =>
    group.some((term) => terms.has(term));
  return groups.every(holds(read)) && groups.filter(holds(own)).length * 2 >= groups.length;
}

/**
 * @param {Set<string>} title
 * @param {Question} question
 */
function titleSaysAll(title, { groups }) {
  // One word is too little to say: "como envio?" is not "Depois do envio".
  if (groups.length < 2) return false;
  // The visitor's own words, not the glossary's: "Produtos da API Atesta" holds the glossary's
  // "produtos" for "quais APIs a Atesta oferece?", but does not say "oferece".
  const typed = new Set(groups.map((group) => group[0]));
  return [...typed].every((term) => title.has(term)) && [...title].every((term) => typed.has(term));
}

/**
 * How much more a section answers for what it states, against what kind of answer the
 * question wants (question-kind.js): a length of time for "quanto tempo", a quantity for
 * "quantos" or "tamanho máximo", the thing named for "qual papel…". The words alone tie a
 * section that says "validade" in passing with the one that says "uma hora".
 * @param {import('./relevance.js').SectionFacts} facts
 * @param {import('./question-kind.js').AnswerKind} kind
 * @param {Set<string>} found the question's terms the section holds
 */
export function kindWeight(facts, kind, found) {
  let weight = 1;
  if (kind.duration && facts.statesDuration) weight *= STATES_DURATION;
  if (kind.amount && facts.statesQuantity) weight *= STATES_QUANTITY;
  if (kind.counted !== undefined && facts.counts.has(kind.counted)) weight *= STATES_COUNT;
  if (kind.noun && found.has(kind.noun)) weight *= NAMES_ASKED;
  return weight;
}

/**
 * A section holding the docs' words for a phrase the visitor typed ("duas vezes" → "duplicada",
 * "tela cheia" → "fullscreen"): they say what was asked, in the only words the docs have for it
 * (question.js: phrased), where the phrase's own words ("vezes", "tela") are everywhere.
 */
export const SAYS_PHRASE = 1.5;

/**
 * @param {Set<string>} found the question's terms the section holds
 * @param {ReadonlySet<string>} phrased the stems of the docs' words for the question's phrases
 */
export function phraseWeight(found, phrased) {
  return [...phrased].some((term) => found.has(term)) ? SAYS_PHRASE : 1;
}
