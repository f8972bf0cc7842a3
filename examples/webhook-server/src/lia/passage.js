// What Lia quotes of a section: the few sentences, the table row, the endpoint line or the
// list of steps that answer the question, never a line that only points elsewhere. Each
// candidate is scored by the question's words it holds and by what kind of answer the
// question wants (question-kind.js): a duration for "quanto tempo", the request line for
// "qual o endpoint", the ordered steps for "como configuro". How the pick is cut to quote: quote.js.

import { bestBy } from './best-by.js';
import { kindEvidence } from './kind-evidence.js';
import { answerKind } from './question-kind.js';
import { listsOf, tablesOf, withList } from './passage-groups.js';
import { askedAbout } from './number-noun.js';
import { namedByQuestion, rangeHolds } from './passage-rows.js';
import { ENDPOINT_ONLY, quotable } from './quote.js';
import { processTerm, sentences, termWeight, terms } from './text.js';

const MAX_SENTENCES = 3;
/**
 * How much a glossary's word for the question's ("client_id" for "credenciais") weighs in a
 * passage: a hint of where the answer is, not what was asked; as a code it would weigh 3.
 */
export const GLOSSARY_TERM = 0.5;
/** A list of steps is quoted whole up to this many items (and MAX_LIST_CHARS, quote.js). */
export { MAX_LIST_ITEMS } from './passage-groups.js';
/**
 * Blocks read to pick the passages, at most (of a section, or of a page's sections together):
 * the docs' longest section has about a hundred; a larger one costs no more than this.
 */
export const MAX_PASSAGE_BLOCKS = 150;
/**
 * How much a word of the page's own title weighs in its passages ("OCR" on "Enviar documento
 * (OCR)", "Skia" on "Ambientes da API Skia"): every passage of the page is about it, so it says
 * little about which one answers; the question's other words ("HEIC", "ocupado") say where.
 */
export const PAGE_TITLE_TERM = 0.5;
/**
 * How much a docs word standing for a phrase of several typed words weighs in a passage
 * ("revogar" for "tirar o acesso"): the phrase's words, as the visitor typed them, are not the
 * docs' ("como tiro o acesso de um funcionário desligado?" found the opening, which says
 * "acesso" and "desligado", before "Para revogar o acesso de alguém, remova-o…").
 */
export const PHRASE_TERM = 2;
/**
 * How much a word few sections of the site hold ("HEIC", "galeria") weighs in a passage: it
 * says which detail was asked, where the question's common words ("foto", "aceita") are
 * repeated by the page's opening (rare-words.js).
 */
export const RARE_TERM = 2;
/** A table row whose cells after its name are one URL. */
const ADDRESS_ROW = /^[^—]+— +https?:\/\/\S+$/;
/** What a table row whose first cell is a code the question names adds to its score. */
const DEFINES_CODE = 3;

/** The words that ask for an endpoint, stemmed: the answer is its "POST /path" line. */
const ENDPOINT_WORDS = ['endpoint', 'rota', 'path', 'metodo'].map((word) => String(processTerm(word)));

/**
 * A sentence that only points elsewhere ("Veja Enviar imagens (Facematch).") answers nothing:
 * it is never quoted; the page it names is among the sources.
 */
const CROSS_REFERENCE = /^(?:veja|consulte|leia|saiba mais|mais detalhes)\b/i;

/**
 * Whether a sentence only points elsewhere: it opens as a pointer and states no number ("Consulte
 * a cada 2 segundos…" says how often to query, it points nowhere).
 * @param {string} sentence
 */
function pointsElsewhere(sentence) {
  return CROSS_REFERENCE.test(sentence) && !/\d/.test(sentence);
}

/**
 * @typedef {import('./docs-types.js').Block} Block
 * @typedef {import('./question-kind.js').AnswerKind} AnswerKind
 * @typedef {import('./docs-types.js').Candidate} Candidate
 */

/**
 * The passages of a section that may answer a question, each scored.
 * @param {Block[]} blocks
 * @param {string[]} questionTerms
 * @param {AnswerKind} kind
 * @param {{ steps?: boolean, typed?: Set<string>, opens?: boolean, titled?: Set<string>, phrased?: Set<string>, rare?: Set<string>, named?: Set<string> }} [section] `steps`: its lists may be steps
 *   (it is no "Boas práticas", "Erros comuns": a heading many pages share); `typed`: the question's own
 *   terms, when `questionTerms` holds the glossary's too: those weigh GLOSSARY_TERM, not as the visitor's
 *   words; `opens`: its heading holds the question's words, so its first paragraph answers from its start;
 *   `titled`: the terms of its page's title, which weigh PAGE_TITLE_TERM there; `phrased`: the docs' words
 *   for a phrase of the visitor's, which weigh PHRASE_TERM; `rare`: the typed terms few sections of the
 *   site hold, which weigh RARE_TERM; `named`: the typed terms few sections of the site hold, wherever they
 *   are: a row whose first cell is one of them defines it, as a code's row does
 * @returns {Candidate[]}
 */
export function candidatesOf(
  blocks,
  questionTerms,
  kind,
  { steps = true, typed, opens = false, titled, phrased, rare, named } = {},
) {
  const firstProse = blocks.findIndex((block) => block.kind === 'p' && !ENDPOINT_ONLY.test(block.markdown));
  const weightOf = (/** @type {string} */ term) =>
    (!typed || typed.has(term) ? termWeight(term) : GLOSSARY_TERM) *
    (titled?.has(term) ? PAGE_TITLE_TERM : phrased?.has(term) ? PHRASE_TERM : rare?.has(term) ? RARE_TERM : 1);
  const wanted = new Set(questionTerms);
  const wantsEndpoint = kind.endpoint || ENDPOINT_WORDS.some((word) => wanted.has(word));
  const about = kind.duration || kind.amount ? askedAbout(typed ?? wanted, titled) : new Set();
  /** @param {string} markdown @param {string} [besides] a text whose terms are not counted again */
  const hitsIn = (markdown, besides = '') => {
    const counted = new Set(terms(unescape(besides)));
    return terms(unescape(markdown))
      .filter((term) => wanted.has(term) && !counted.has(term))
      .reduce((sum, term) => sum + weightOf(term), 0);
  };
  const evidence = kindEvidence(kind, { wantsEndpoint, about });
  /** @param {string} markdown @param {boolean} [table] it is a table row (after its header's line) */
  const bonus = (markdown, table = false) => evidence(unescape(markdown), markdown, table);
  // The row whose first cell is a code the visitor typed ("erro EN-2004", "o que é 422?")
  // defines it: it answers, not the whole table of codes nor the paragraph that introduces it.
  // So does the row named by a word few sections of the site say ("quais produtos aceitam CTPS?").
  const codes = [...(typed ?? wanted)].filter(
    (term) => (termWeight(term) > 1 || (kind.listing && named?.has(term))) && wanted.has(term),
  );
  const definesCode = (/** @type {string} */ row) =>
    codes.length > 0 && terms(unescape(row.split(' — ')[0] ?? '')).some((term) => codes.includes(term));
  /** @type {Candidate[]} */
  const found = [];
  let header = '';
  blocks.forEach((block, index) => {
    if (block.kind === 'h') header = blocks[index + 1]?.kind === 'table' ? block.markdown : '';
    if (block.kind === 'table') {
      // An address row ("Sandbox — `https://…/v1/webhook`") says where, never yes or no: the
      // words of its URL are no answer to "a url do webhook pode ser http?".
      if (kind.yesNo && ADDRESS_ROW.test(unescape(block.markdown).trim())) return;
      // A row is read with its table's header ("Papel — Pode", "Cabeçalho — Conteúdo"): the
      // header says what the row's cells are, which is what "qual papel…" asks for.
      const own = hitsIn(block.markdown);
      const hits = own + 0.5 * hitsIn(header, block.markdown);
      const named =
        definesCode(block.markdown) ||
        namedByQuestion(block.markdown, typed ?? wanted) ||
        rangeHolds(block.markdown, kind.values ?? []);
      const extra = bonus(`${header}\n${block.markdown}`, true) + (named ? DEFINES_CODE : 0);
      found.push({
        text: block.markdown,
        hits,
        score: hits + (own ? 0.5 : 0) + extra,
        bonus: extra,
        first: index,
        last: index,
      });
      return;
    }
    if (block.kind !== 'p' && block.kind !== 'li') return;
    if (ENDPOINT_ONLY.test(block.markdown)) {
      const score = wantsEndpoint ? 4 : kind.steps ? 2 : 0;
      found.push({ text: block.markdown, hits: 0, score, first: index, last: index, request: true });
      return;
    }
    const all = sentences(block.markdown).filter((sentence) => !pointsElsewhere(sentence));
    const hits = all.map((sentence) => hitsIn(sentence));
    all.forEach((_, at) => {
      // A run starts where the question's words start (or at the paragraph's start), so the
      // sentence that says it comes first. Under a heading that asks the question ("Quando
      // repetir uma requisição"), the first paragraph's first sentence says it, in its own words.
      // So does a sentence stating what the kind asks for ("costuma terminar em 5 a 10 segundos") after one that does not.
      if (at > 0 && !hits[at]) return;
      if (at > 0 && hits[at - 1] && bonus(all[at] ?? '') <= bonus(all[at - 1] ?? '')) return;
      // A list item is quoted from its start, which names it ("`PROGRESSIVO`: disca um contato…
      // Nunca abandona uma ligação atendida"), when the sentence asked is among its first few.
      if (block.kind === 'li' && at > 0 && at < MAX_SENTENCES) return;
      const run = all.slice(at, at + MAX_SENTENCES).join(' ');
      const held = hits.slice(at, at + MAX_SENTENCES).reduce((sum, n) => sum + n, 0);
      const { text, added } = withList(run, blocks, index);
      // What it announces counts at half: the run says what it is, the rows say the rest.
      const announced = added ? 0.5 * hitsIn(added, run) : 0;
      const extra = bonus(added ? `${run}\n${added}` : run);
      found.push({
        text,
        hits: held + announced,
        score: held + announced + (hits[at] || (opens && at === 0 && index === firstProse) ? 0.5 : 0) + extra,
        bonus: extra,
        first: index,
        last: index,
      });
    });
  });
  // What the visitor's own words weigh together: a bare topic names a table only with all of them.
  const own = [...(typed ?? wanted)].filter((term) => wanted.has(term));
  const topic = own.reduce((sum, term) => sum + termWeight(term), 0) || Infinity;
  found.push(...listsOf(blocks, hitsIn, kind, steps, opens), ...tablesOf(blocks, hitsIn, kind, topic, definesCode));
  return found;
}

/**
 * What to quote of a section: its best candidate (candidatesOf), trimmed to a few hundred
 * characters; '' when none holds any of the question's words or what its kind asks for.
 * @param {Block[]} blocks
 * @param {string[]} questionTerms
 * @param {AnswerKind} [kind]
 */
export function pickPassage(blocks, questionTerms, kind = answerKind('')) {
  const best = bestBy(candidatesOf(blocks.slice(0, MAX_PASSAGE_BLOCKS), questionTerms, kind), (c) => c.score);
  return best ? quotable(best.text) : '';
}

/** @param {string} markdown escaped text and code spans, back to plain words */
function unescape(markdown) {
  return markdown.replace(/\\(.)/g, '$1').replace(/`/g, ' ');
}
