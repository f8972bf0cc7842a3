// What a question asks, read before searching: its search words, the docs' words for its own
// (the glossary, src/lia/glossary.json), the products or API families it names and whether it is
// about the MCP tools. Kept apart from the index so the rules are data and tested alone.

import { readFileSync } from 'node:fs';
import { fold, isFraming, MAX_QUERY_TERMS, processTerm, queryWords, stem, wholeTokens } from './text.js';

/**
 * @typedef {{ synonyms: Record<string, string>, products: Record<string, string>, mcp: string[] }} Glossary
 * @typedef {object} Question
 * @property {string[]} words the words to search, as typed, then the glossary's
 * @property {string[][]} groups per word of the question, the terms that answer it (its own and the glossary's)
 * @property {Set<string>} codes terms typed as codes or field names ("ILEGIVEL", "entregaId", "client_id")
 * @property {Set<string>} plainNumbers numbers the question does not ask about as codes ("a copa de 2002")
 * @property {Set<string>} products products ("Lite") and families ("api-energia") the question names
 * @property {boolean} aboutMcp the question is about the MCP tools
 * @property {boolean} [company] the question names the company ("a Atesta", not "API Atesta"): it asks about all of it
 * @property {boolean} dated the question asks what holds on a date ("hoje", "ontem", "esse mês"): a price, news,
 *   the weather, the visitor's own figures, none of which the docs state
 * @property {Set<string>} foreign terms of words the docs never use, nor any word close to them (spelling.js), or
 *   never as the reader's (`own`)
 * @property {Set<string>} [own] terms of what the visitor calls theirs and the docs never call the reader's ("meu
 *   celular": own-words.js): foreign, and held by no section
 * @property {boolean} [errand] a how-to, how long or how much about a document type naming no product ("tirar um rg
 *   novo": own-words.js), answered only by a block holding all it holds
 * @property {string[]} phrased the docs' words for a phrase of several words the visitor typed ("tirar o acesso" →
 *   "revogar"): they say what was asked, in the docs' words, as much as the visitor's own words do
 */

/** @type {Glossary} */
export const GLOSSARY = JSON.parse(readFileSync(new URL('./glossary.json', import.meta.url), 'utf8'));

/** The question's words and the glossary's together, at most: a search stays as cheap as a long question's. */
export const MAX_SEARCHED_WORDS = 2 * MAX_QUERY_TERMS;

/** A word written as a code, a constant or a field name: capitals only, camelCase, snake_case or digits. */
const CODE = /^(?:\p{Lu}{3,}|\p{Ll}+\p{Lu}\p{L}*|\w*_\w*|\w*\d\w*)$/u;

/**
 * Words that make a number a code ("o erro 2002", "código 1001", "status 422"). Without one, a
 * number of other than three digits is a year, a price or a quantity, and weighs as any
 * word: the docs' codes hold numbers too ("EN-2002"), and "a copa de 2002" is not about them.
 * Three digits read as an HTTP status either way.
 */
const CODE_WORDS = /\b(?:erros?|error|codigos?|code|status|http)\b/;

/**
 * @param {string} text
 * @param {Set<string>} codes
 */
function plainNumbersOf(text, codes) {
  if (CODE_WORDS.test(fold(text))) return new Set();
  return new Set([...codes].filter((term) => /^\d+$/.test(term) && term.length !== 3));
}

/**
 * A date a question asks about: today, yesterday, this week, month or year. The docs state what
 * always holds (a limit, a price list, a duration), never what holds on a day, so "qual o preço
 * do kwh da conta de luz esse mês?" asks the electricity tariff, not the Energia API. Not
 * "agora" nor "amanhã": a docs question says them of what the visitor does ("quem está livre
 * agora na fila?", "agendo uma ligação pra amanhã").
 */
const DATED = /\b(?:hoje|ontem|n?(?:es[st]e|es[st]a) (?:mes|semana|ano))\b/;

/** The company's name, not as the name of its first API ("API Atesta"). */
const COMPANY = /(?<!\bapi )\batesta\b/;

/** A number that reads as an HTTP status: three digits from 100 to 599, alone. */
const HTTP_STATUS = /(?<![\p{L}\p{N}.,-])[1-5]\d\d(?![\p{L}\p{N}.,-])/u;

/** @param {string} text */
function spaced(text) {
  return ` ${fold(text)
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .trim()} `;
}

/**
 * Whether a text names a phrase: folded, at word boundaries; in its own case when the phrase
 * has capitals.
 * @param {string} text
 */
function namer(text) {
  const folded = spaced(text);
  const original = ` ${text.replace(/[^\p{L}\p{N}_]+/gu, ' ').trim()} `;
  return (/** @type {string} */ phrase) =>
    /\p{Lu}/u.test(phrase) ? original.includes(` ${phrase} `) : folded.includes(` ${fold(phrase)} `);
}

/** A lone glossary word is compared by its stem from this length: "apis" is not "API", short stems collide. */
const MIN_STEMMED_WORD = 5;
/**
 * In a phrase of several words, a word is compared by its stem from this length: the phrase's
 * other words keep a short stem's sense, so "fica guardado" reads "ficam guardadas" and "ficou
 * guardado", "parou de funcionar" "para de funcionar", "nota de cobrança" "notas de cobrança".
 */
const MIN_STEMMED_IN_PHRASE = 4;

/**
 * Whether a text holds a phrase in any inflection: word by word on their stems, so the
 * glossary's "mandar" also reads "mando" and "manda", "ligacao" "ligações", and "fica salvo"
 * "ficam salvos". A lone word under five letters must be typed as written (MIN_STEMMED_WORD).
 * @param {string} text
 */
function stemNamer(text) {
  const forms = (/** @type {string} */ words, /** @type {number} */ stemmedFrom) =>
    ` ${spaced(words)
      .trim()
      .split(' ')
      .map((word) => (word.length >= stemmedFrom ? `~${stem(word)}` : word))
      .join(' ')} `;
  const held = forms(text, MIN_STEMMED_WORD);
  const heldInPhrase = forms(text, MIN_STEMMED_IN_PHRASE);
  return (/** @type {string} */ phrase) =>
    phrase.includes(' ')
      ? heldInPhrase.includes(forms(phrase, MIN_STEMMED_IN_PHRASE))
      : held.includes(forms(phrase, MIN_STEMMED_WORD));
}

/**
 * The products and API families a text names (a question, a page's title).
 * @param {string} text
 * @param {Glossary} [glossary]
 * @returns {Set<string>}
 */
export function namedProducts(text, glossary = GLOSSARY) {
  const names = namer(text);
  return new Set(Object.entries(glossary.products).flatMap(([phrase, product]) => (names(phrase) ? [product] : [])));
}

/**
 * The terms of the phrases by which a text names an API family (`api-…`) by its name: the
 * family's own ("energia", "skia") or a phrase of several words ("conta de luz"). Not the words
 * the glossary also reads as the family ("fila", "preditivo"): those name pages of it too.
 * @param {string} text
 * @param {Glossary} [glossary]
 */
export function namingTerms(text, glossary = GLOSSARY) {
  const names = namer(text);
  const byName = (/** @type {string} */ phrase, /** @type {string} */ family) =>
    family.startsWith('api-') && (phrase === family.slice('api-'.length) || phrase.includes(' '));
  return Object.entries(glossary.products)
    .filter(([phrase, family]) => byName(phrase, family) && names(phrase))
    .flatMap(([phrase]) => queryWords(phrase).map((word) => String(processTerm(word))));
}

/**
 * @param {string} text the question
 * @param {Glossary} [glossary]
 * @param {string[]} [foreignWords] its words the docs never use (spelling.js)
 * @returns {Question}
 */
export function readQuestion(text, glossary = GLOSSARY, foreignWords = /** @type {string[]} */ ([])) {
  const names = namer(text);
  const says = stemNamer(text);

  const words = queryWords(text);
  /** @type {Map<string, string[]>} term → the terms that answer it */
  // Framing words are searched but ask nothing of a section (text.js, FRAMING_WORDS).
  const groups = new Map(
    words
      .map((word) => String(processTerm(word)))
      .filter((term) => !isFraming(term))
      .map((term) => [term, [term]]),
  );
  // A bare three-digit code ("o que quer dizer 413?") is an HTTP status: searched with the
  // words of the pages that list them, as "erro 413" is (the glossary's "erro").
  const extra = HTTP_STATUS.test(text) && !CODE_WORDS.test(fold(text)) ? ['status', 'código'] : [];
  /** @type {string[]} */
  const phrased = [];
  for (const [phrase, meaning] of Object.entries(glossary.synonyms)) {
    if (!says(phrase)) continue;
    const added = queryWords(meaning);
    extra.push(...added);
    // A phrase naming a product ("conta de luz" → "energia") says which pages, not which passage.
    if (phrase.includes(' ') && !(phrase in glossary.products)) phrased.push(...added);
    // A phrase of several words is answered by its meaning as much as by any of its words.
    for (const part of queryWords(phrase))
      groups.get(String(processTerm(part)))?.push(...added.map((w) => String(processTerm(w))));
  }
  const products = namedProducts(text, glossary);
  const aboutMcp = glossary.mcp.some(names);
  const seen = new Set(words.map((word) => processTerm(word)));
  for (const word of extra) {
    if (words.length >= MAX_SEARCHED_WORDS) break;
    const term = processTerm(word);
    if (seen.has(term)) continue;
    seen.add(term);
    words.push(word);
  }
  const codes = new Set(
    text
      .split(/\s+/)
      .map((token) => token.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ''))
      .filter((token) => CODE.test(token))
      .flatMap((token) => queryWords(token).map((word) => String(processTerm(word))))
      .concat(wholeTokens(text).map((token) => String(processTerm(token)))),
  );
  const foreign = new Set(foreignWords.flatMap((word) => processTerm(word) ?? []));
  const plainNumbers = plainNumbersOf(text, codes);
  const company = COMPANY.test(fold(text));
  const dated = DATED.test(fold(text));
  return {
    words,
    groups: [...groups.values()],
    codes,
    plainNumbers,
    products,
    aboutMcp,
    foreign,
    company,
    phrased,
    dated,
  };
}
