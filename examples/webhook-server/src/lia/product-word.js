// "pro" typed in lower case: the product PRO where Portuguese grammar makes it a name, "para o"
// elsewhere. The glossary matches "PRO" in its case (a lower-case "pro" is the contraction in
// "mando pro Lite"), so a visitor who types "o laudo do pro vem em pdf?" named no product and got
// a sibling product's page. Read before the question is searched, as chat abbreviations are
// (informal.js), so every rule downstream sees the name as if typed "PRO".

import { GLOSSARY } from './question.js';
import { fold, processTerm } from './text.js';

/** The product's name as the glossary writes it, and as visitors type it. */
const NAME = 'PRO';

/**
 * An article or a contraction holding one ("o pro", "do pro", "pelo pro", "pro pro"): "para o"
 * never follows them, so "pro" after them is a noun.
 */
const ARTICLES = new Set(['o', 'do', 'no', 'ao', 'pelo', 'num', 'pro']);

/**
 * Words a product's name follows ("api pro", "o plano pro", "um pro") that "para o" can follow
 * too ("a api pro cliente", "mando um pro suporte"): "pro" after them is the name only where no
 * noun phrase follows it (see namesProduct).
 */
const NAME_COMES_AFTER = new Set(['um', 'api', 'plano', 'produto']);

/** Words joining two products ("lite e pro", "score x pro", "pro vs lite"). */
const JOINERS = '(?:e|ou|x|vs)';

/**
 * The glossary's one-word product names that are the product's own name ("lite", "score",
 * "skia", "mcp"), not a word it is read from ("selfie", "fila").
 */
const PRODUCT_NAMES = new Set(
  Object.entries(GLOSSARY.products)
    .filter(([phrase, product]) => !phrase.includes(' ') && fold(product).endsWith(fold(phrase)))
    .map(([phrase]) => fold(phrase)),
);

/** "pro" in any case but the name's own, as a word of its own ("pro-labore" is not it). */
const WORD = /(?<![\p{L}\p{N}_-])pro(?![\p{L}\p{N}_-])/giu;
const WORD_BEFORE = /([\p{L}\p{N}_]+)[^\S\n]+$/u;
const JOINED_BEFORE = new RegExp(`([\\p{L}\\p{N}_]+)[^\\S\\n]+${JOINERS}[^\\S\\n]+$`, 'iu');
const WORD_AFTER = /^[^\S\n]+([\p{L}\p{N}_]+)/u;
const JOINED_AFTER = new RegExp(`^[^\\S\\n]+${JOINERS}[^\\S\\n]+([\\p{L}\\p{N}_]+)`, 'iu');

/**
 * Whether the "pro" between `before` and `after` names the product: after an article or a
 * contraction of one, before "e"/"ou"/"x"/"vs" and another product, or after "api", "plano",
 * "produto", "um" or another product and "e"/"ou"/"x"/"vs" when what follows starts no noun
 * phrase (the question ends, or a word the search drops: "tem", "no", "da"). Before a noun
 * ("a api pro cliente", "o lite e pro score") it stays "para o": ambiguous, the contraction is
 * the commoner reading.
 * @param {string} before the text before it
 * @param {string} after the text after it
 */
function namesProduct(before, after) {
  const previous = fold(before.match(WORD_BEFORE)?.[1] ?? '');
  if (ARTICLES.has(previous)) return true;
  if (PRODUCT_NAMES.has(fold(after.match(JOINED_AFTER)?.[1] ?? ''))) return true;
  const joined = PRODUCT_NAMES.has(fold(before.match(JOINED_BEFORE)?.[1] ?? ''));
  if (!joined && !NAME_COMES_AFTER.has(previous)) return false;
  const next = after.match(WORD_AFTER)?.[1];
  return next === undefined || processTerm(next) === null;
}

/** Longer than three words with the spaces between them: as far as a rule looks around "pro". */
const AROUND = 80;

/**
 * The question with each "pro" that names the product written as the product's name ("PRO"),
 * the others as typed. Same length, and each "pro" is read from the few words around it, so
 * a long message costs what its length does.
 * @param {string} text
 */
export function readProductWord(text) {
  return text.replace(WORD, (word, /** @type {number} */ at) => {
    const end = at + word.length;
    const named = namesProduct(text.slice(Math.max(0, at - AROUND), at), text.slice(end, end + AROUND));
    return word !== NAME && named ? NAME : word;
  });
}
