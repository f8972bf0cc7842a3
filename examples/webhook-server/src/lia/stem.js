// The stem of a pt-BR word as Lia searches it: Snowball's Portuguese stemmer (@orama/stemmers,
// see the README) with the endings it misses put right, so a visitor's word and the docs' meet.

import { stemmer as snowball } from '@orama/stemmers/portuguese';

/** @param {string} text */
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * Endings that Snowball's Portuguese stemmer only recognises with their accents: a visitor
 * who types "autenticacao" or "imagens" must meet the docs' "autenticação" and "imagem".
 */
/** @type {[RegExp, string][]} */
const ACCENTED_ENDINGS = [
  [/coes$/, 'ções'],
  [/cao$/, 'ção'],
  [/soes$/, 'sões'],
  [/sao$/, 'são'],
  [/oes$/, 'ões'],
  [/ns$/, 'm'],
];

/**
 * Plurals that Snowball cuts short of their singular ("papéis" to "pap", "papel" to "papel";
 * "variáveis", "opcionais"): in a word of PLURAL_MIN_CHARS letters or more, "-eis" is read as
 * "-el" and "-ais" as "-al" before stemming, so "qual papel…" meets a table of "papéis".
 * @type {[RegExp, string][]}
 */
const PLURAL_ENDINGS = [
  [/eis$/, 'el'],
  [/ais$/, 'al'],
];
const PLURAL_MIN_CHARS = 6;
/** An agent noun ("operador", "operadoras", "distribuidora") and the part of it kept as its stem. */
const AGENT = /(ador|idor)(?:a|es|as)?$/;
const AGENT_MIN_CHARS = 8;
/** "-ança" nouns of seven letters or more ("mudança"), not a shorter verb ("avança"). */
const NOUN_OF_ACTION_MIN_CHARS = 7;

/**
 * The stem of a folded word: Snowball's Portuguese stemmer (@orama/stemmers, see the README),
 * on the word with its typical accents put back, folded again, and without a final "s" that
 * Snowball leaves on short words ("erros", "webhooks"), so "autenticação", "autenticar" and
 * "autenticacao" meet on "autentic". Codes and numbers ("422", "M014") are kept whole.
 * @param {string} word folded
 */
export function stem(word) {
  if (word.length < 4 || /[\d_/]/.test(word)) return word;
  let known = stems.get(word);
  if (known === undefined) {
    if (stems.size === MAX_KNOWN_STEMS) stems.clear();
    known = snowballStem(word);
    stems.set(word, known);
  }
  return known;
}

/** Stems computed, for the docs' words stemmed at each answer; capped, so visitors' words cannot grow it. */
const stems = new Map();
const MAX_KNOWN_STEMS = 50_000;

/**
 * Words kept whole because Snowball meets them with another word's stem: "segunda" (the
 * ordinal, "segunda via", "segunda-feira") is "segund" like "segundos", the unit of time.
 */
const KEPT_WHOLE = new Set(['segunda', 'segundas']);

/** @param {string} word folded, 4 letters or more */
function snowballStem(word) {
  if (KEPT_WHOLE.has(word)) return word;
  // Snowball takes "-ara" for the pluperfect ("disparara") and cuts "dispara" to "disp", away
  // from "disparar" and "disparo" ("dispar"); in the docs it is the present ("dispara a
  // discagem"), so it is stemmed as its infinitive.
  if (word.endsWith('ara')) return snowballStem(`${word}r`);
  // Snowball cuts an agent noun to its verb's stem ("operadora", "operação" and "operar" all
  // "oper"): who does a thing is not the doing, and "minha operadora" (the phone company) met
  // every section on "sua operação" (the visitor's call centre). It keeps "-ador", "-idor".
  if (word.length >= AGENT_MIN_CHARS && AGENT.test(word)) return word.replace(AGENT, '$1');
  // Snowball keeps "-ança", so "cobrança" ("cobranc") never met "cobrada", "cobrar" ("cobr"):
  // a noun of action in "-ança" is stemmed as its verb ("mudança" as "mudar").
  if (word.length >= NOUN_OF_ACTION_MIN_CHARS && /ancas?$/.test(word))
    return snowballStem(word.replace(/ancas?$/, 'ar'));
  if (word.length >= PLURAL_MIN_CHARS) {
    const plural = PLURAL_ENDINGS.find(([ending]) => ending.test(word));
    if (plural) return snowballStem(word.replace(plural[0], plural[1]));
  }
  let accented = word;
  for (const [ending, replacement] of ACCENTED_ENDINGS) {
    if (ending.test(accented)) {
      accented = accented.replace(ending, replacement);
      break;
    }
  }
  const stemmed = fold(snowball(accented));
  return stemmed.length > 3 ? stemmed.replace(/s$/, '') : stemmed;
}
