// Plain-text helpers for pt-BR: search terms (accents folded, stop words dropped, Snowball's
// Portuguese stemmer), sentence splitting, sizes written the Brazilian way, and Markdown escaping.

import { stem } from './stem.js';

export { stem } from './stem.js';

/**
 * Words too common to say what a question is about. Accents already folded. "Funciona"
 * frames a question ("como funciona o Facematch?") the way "como" does: left in, it made
 * a heading "Como funciona uma integração" outrank the Facematch pages.
 */
const STOP_WORDS = new Set(
  `a ao aos as ate com como da das de dela dele deles depois do dos e ela elas ele eles em entre era essa esse esta
  este estou eu foi ha isso isto ja la lhe mais mas me mesmo meu meus minha minhas muito na nao nas nem no nos nossa
  nosso num numa o os ou para pela pelas pelo pelos por pra qual quais quando que quem se sem ser seu seus so sua
  suas tambem te tem tu tua teu um uma umas uns voce voces vou the of to and is are how what do does can i
  posso pode podem devo deve devem preciso precisa faco fazer gostaria queria quero saber sei sobre favor lia ola oi obrigado obrigada
  quer dizer diz explica via passa passe fala mostra mostre explique
  faz fazem fazendo consigo consegue conseguem conseguir consigo tenho temos tenha ter vai vao da dar`.split(/\s+/),
);

/**
 * Words that frame a question ("como funciona…", "se um CPF existe", "qual o melhor…"): searched
 * at a low weight, to break ties, and never counted in how much of a question a section holds
 * (question.js). At full weight, "funciona" put "Como funciona uma integração" first, and
 * "melhor" let "qual o melhor plano de celular?" be answered by "Como melhorar a qualidade".
 */
const FRAMING_WORDS =
  'funciona funcionam funcionar funcionamento significa significam significado existe existem melhor melhores diferenca diferencas';
export const FRAMING_WEIGHT = 0.3;

/** @param {string} text lower-cased, accents removed */
export function fold(text) {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * One search term as MiniSearch indexes and queries it, or null to drop it.
 * @param {string} term
 * @returns {string | null}
 */
export function processTerm(term) {
  // "pro" in lower case is "para o" ("mando pro Lite"); where grammar makes it the product's
  // name ("o laudo do pro"), product-word.js has written it "PRO" before the search.
  if (term === 'pro') return null;
  const folded = fold(term);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return stem(folded);
}

const framingStems = new Set(FRAMING_WORDS.split(' ').map((word) => stem(word)));

/**
 * How much a search term weighs: a status code, a number, a code or a path ("401", "3600",
 * "M014", "medio_risco", "/filas/{filaid}") says more than any word around it.
 * @param {string} term
 */
export function termWeight(term) {
  if (framingStems.has(term)) return FRAMING_WEIGHT;
  return /[\d_/]/.test(term) && !FORMAT_NAME.test(term) ? 3 : 1;
}

/**
 * A format's name: a word, then a number that does not start with 0 ("base64", "sha256",
 * "utf8"). It weighs as a word: "sem base64" is said on every page that sends a file. A code
 * pads its number ("ALT001", "M014").
 */
const FORMAT_NAME = /^\p{L}{3,}[1-9]\d*$/u;

/** @param {string} term a processed term */
export function isFraming(term) {
  return framingStems.has(term);
}

/** A word: what MiniSearch's own tokenizer splits on spaces and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;
/**
 * A code written with underscores ("MEDIO_RISCO", "client_id") or an endpoint path
 * ("/filas/{filaId}/variaveis"): found whole, so it matches exactly, besides word by word.
 */
const WHOLE = /(?<![\p{L}\p{N}/])\/[\p{L}\p{N}_{}-]+(?:\/[\p{L}\p{N}_{}-]+)*|[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu;

/**
 * The codes and paths of a text, whole (see WHOLE).
 * @param {string} text
 */
export function wholeTokens(text) {
  return text.match(WHOLE) ?? [];
}

/**
 * The tokens of a text as the index and the questions are cut: its words, then its codes
 * and paths whole.
 * @param {string} text
 */
export function tokenize(text) {
  return [...(text.match(WORD) ?? []), ...wholeTokens(text)];
}

/**
 * The tokens of a question: its codes and paths whole, and its other words. A code's parts
 * are not searched apart ("EM_ANALISE_ESPECIALISTA" is not "análise" or "especialista", words
 * found on every page); the index has them, for a question that says "risco".
 * @param {string} text
 */
export function tokenizeQuestion(text) {
  const wholes = wholeTokens(text);
  const rest = wholes.length > 0 ? text.replace(WHOLE, ' ') : text;
  return [...wholes, ...(rest.match(WORD) ?? [])];
}

/**
 * The distinct search terms of a text, in order.
 * @param {string} text
 */
export function terms(text) {
  const seen = new Set();
  for (const word of tokenize(text)) {
    const term = word && processTerm(word);
    if (term) seen.add(term);
  }
  return [...seen];
}

/** More distinct words than a question needs: the rest of a long message is not searched. */
export const MAX_QUERY_TERMS = 24;
/** Longer than any word of the docs: such a "word" (a paste, a run of emoji) is not searched. */
export const MAX_TERM_CHARS = 40;

/**
 * The words of a question worth a search, as typed (MiniSearch folds and stems them
 * itself): one per distinct term, at most MAX_QUERY_TERMS, none longer than MAX_TERM_CHARS.
 * Fuzzy and prefix matching cost grows with each word's length and with the number of
 * words, so this is what keeps one search cheap whatever the message holds.
 * @param {string} text
 * @returns {string[]}
 */
export function queryWords(text) {
  const seen = new Set();
  const words = [];
  for (const word of tokenizeQuestion(text)) {
    if (word.length > MAX_TERM_CHARS) continue;
    const term = processTerm(word);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    words.push(word);
    if (words.length === MAX_QUERY_TERMS) break;
  }
  return words;
}

/**
 * Splits prose into sentences at ". ", "! ", "? " and "… " followed by a capital, digit or quote.
 * @param {string} text
 */
export function sentences(text) {
  return text
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\d"“'(`])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * A size as a Brazilian reader writes it: "30 B", "1,5 KB", "1,2 MB" (powers of 1024).
 * @param {number} bytes
 */
export function formatBytes(bytes) {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/**
 * "a", "a e b", "a, b e c".
 * @param {string[]} items
 */
export function joinList(items) {
  return new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * Text shown as is inside Markdown: no emphasis, links or HTML of its own.
 * @param {string} text
 */
export function escapeMarkdown(text) {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1');
}

/**
 * Cuts text to at most `max` characters at a word boundary, adding "…".
 * @param {string} text
 * @param {number} max
 */
export function truncate(text, max) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * Whether some terms hold a question's term as MiniSearch matches it: whole, or a term of five
 * letters or more as a prefix ("valid" in "validade").
 * @param {Set<string>} words
 * @param {string} term
 */
export function holdsTerm(words, term) {
  return words.has(term) || (term.length >= 5 && [...words].some((word) => word.startsWith(term)));
}
