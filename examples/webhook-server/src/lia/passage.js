// What Lia quotes of a section: the few sentences, the table row, the endpoint line or the
// list of steps that answer the question, never a line that only points elsewhere. Each
// candidate is scored by the question's words it holds and by what kind of answer the
// question wants (question-kind.js): a duration for "quanto tempo", the request line for
// "qual o endpoint", the ordered steps for "como configuro".

import { ADDRESS_TEXT, AMOUNT_TEXT, DURATION_TEXT, answerKind } from './question-kind.js';
import { escapeMarkdown, processTerm, sentences, termWeight, terms, truncate } from './text.js';

const MAX_SENTENCES = 3;
export const MAX_PASSAGE_CHARS = 480;
/** A list of steps is quoted whole up to this many items and characters. */
export const MAX_LIST_ITEMS = 8;
export const MAX_LIST_CHARS = 720;
/**
 * Blocks read to pick the passages, at most (of a section, or of a page's sections together):
 * the docs' longest section has about a hundred; a larger one costs no more than this.
 */
export const MAX_PASSAGE_BLOCKS = 150;

/** The words that ask for an endpoint, stemmed: the answer is its "POST /path" line. */
const ENDPOINT_WORDS = ['endpoint', 'rota', 'path', 'metodo'].map((word) => String(processTerm(word)));
const ENDPOINT_LINE = /^(?:GET|POST|PUT|PATCH|DELETE) `?\//;
/** A passage that is an endpoint line and nothing else: "GET `/contas/{id}`". */
export const ENDPOINT_ONLY = /^(?:GET|POST|PUT|PATCH|DELETE) `?\/[^\s`]*`?$/;

/**
 * A sentence that only points elsewhere ("Veja Enviar imagens (Facematch).") answers nothing:
 * it is never quoted; the page it names is among the sources.
 */
const CROSS_REFERENCE = /^(?:veja|consulte|leia|saiba mais|mais detalhes)\b/i;

/**
 * @typedef {import('./docs-types.js').Block} Block
 * @typedef {import('./question-kind.js').AnswerKind} AnswerKind
 * @typedef {object} Candidate
 * @property {string} text Markdown; several lines for a list of steps
 * @property {number} score
 * @property {number} hits the question's words it holds, weighed (termWeight)
 * @property {number} [bonus] the part of `score` its kind gives (a duration for "quanto tempo")
 * @property {number} first the block it starts at
 * @property {number} last the block it ends at
 * @property {boolean} [request] it is the section's request line
 * @property {boolean} [table] it is a table whole
 */

/**
 * The passages of a section that may answer a question, each scored.
 * @param {Block[]} blocks
 * @param {string[]} questionTerms
 * @param {AnswerKind} kind
 * @param {{ steps?: boolean }} [section] `steps`: its lists may be steps (it is no "Boas práticas", "Erros comuns": a heading many pages share)
 * @returns {Candidate[]}
 */
export function candidatesOf(blocks, questionTerms, kind, { steps = true } = {}) {
  const wanted = new Set(questionTerms);
  const wantsEndpoint = kind.endpoint || ENDPOINT_WORDS.some((word) => wanted.has(word));
  /** @param {string} markdown */
  const hitsIn = (markdown) =>
    terms(unescape(markdown))
      .filter((term) => wanted.has(term))
      .reduce((sum, term) => sum + termWeight(term), 0);
  /** @param {string} markdown */
  const bonus = (markdown) => {
    const plain = unescape(markdown);
    let extra = 0;
    if (kind.duration && DURATION_TEXT.test(plain)) extra += 3;
    if (kind.amount && AMOUNT_TEXT.test(plain)) extra += 2;
    if (kind.address && ADDRESS_TEXT.test(plain)) extra += 2;
    if (wantsEndpoint && ENDPOINT_LINE.test(markdown)) extra += 2;
    return extra;
  };
  /** @type {Candidate[]} */
  const found = [];
  blocks.forEach((block, index) => {
    if (block.kind === 'table') {
      const hits = hitsIn(block.markdown);
      const extra = bonus(block.markdown);
      found.push({ text: block.markdown, hits, score: hits + extra, bonus: extra, first: index, last: index });
      return;
    }
    if (block.kind !== 'p' && block.kind !== 'li') return;
    if (ENDPOINT_ONLY.test(block.markdown)) {
      const score = wantsEndpoint ? 4 : kind.steps ? 2 : 0;
      found.push({ text: block.markdown, hits: 0, score, first: index, last: index, request: true });
      return;
    }
    const all = sentences(block.markdown).filter((sentence) => !CROSS_REFERENCE.test(sentence));
    const hits = all.map(hitsIn);
    all.forEach((_, at) => {
      // A run starts where the question's words start (or at the paragraph's start), so the
      // sentence that says it comes first.
      if (at > 0 && (!hits[at] || hits[at - 1])) return;
      const run = all.slice(at, at + MAX_SENTENCES).join(' ');
      const held = hits.slice(at, at + MAX_SENTENCES).reduce((sum, n) => sum + n, 0);
      const text = withList(run, blocks, index);
      const extra = bonus(run);
      found.push({
        text,
        hits: held,
        score: held + (hits[at] ? 0.5 : 0) + extra,
        bonus: extra,
        first: index,
        last: index,
      });
    });
  });
  found.push(...listsOf(blocks, hitsIn, kind, steps), ...tablesOf(blocks, hitsIn, kind));
  return found;
}

/**
 * Each run of two or more list items, whole (up to MAX_LIST_ITEMS), with the sentence that
 * announces it: the steps a "como configuro" question wants, worth more to such a question
 * than any one step.
 * @param {Block[]} blocks
 * @param {(markdown: string) => number} hitsIn
 * @param {AnswerKind} kind
 * @param {boolean} steps
 * @returns {Candidate[]}
 */
function listsOf(blocks, hitsIn, kind, steps) {
  /** @type {Candidate[]} */
  const lists = [];
  for (let at = 0; at < blocks.length; at += 1) {
    if (blocks[at]?.kind !== 'li' || blocks[at - 1]?.kind === 'li') continue;
    // A step may hold a table ("Copie para o painel:" and its fields): the steps go on after it.
    let end = at;
    for (let next = at + 1; next < blocks.length; next += 1) {
      const kind = blocks[next]?.kind;
      if (kind === 'li') end = next;
      else if (kind !== 'table' && kind !== 'h') break;
    }
    const items = blocks
      .slice(at, end + 1)
      .filter((block) => block.kind === 'li')
      .slice(0, MAX_LIST_ITEMS)
      .map((block) => block.markdown);
    if (items.length < 2) continue;
    const intro =
      blocks[at - 1]?.kind === 'p' && /:$/.test(blocks[at - 1]?.markdown ?? '') ? blocks[at - 1] : undefined;
    const hits = items.reduce((sum, item) => sum + hitsIn(item), intro ? hitsIn(intro.markdown) : 0);
    const text = [intro ? intro.markdown : '', ...items.map((item, n) => `${n + 1}. ${item}`)].filter(Boolean);
    if (hits === 0) continue;
    const score = hits * 0.6 + (kind.steps && (steps || intro) ? 3 : 0) + (kind.listing ? 1 : 0);
    lists.push({ text: text.join('\n'), hits, score, first: intro ? at - 1 : at, last: end });
  }
  return lists;
}

/**
 * Each table whole (its rows one per line, up to MAX_LIST_ITEMS), for a question that asks
 * for a list ("quais eventos…") or a comparison ("o que muda entre sandbox e produção"):
 * its answer is the table, not one row of it.
 * @param {Block[]} blocks
 * @param {(markdown: string) => number} hitsIn
 * @param {AnswerKind} kind
 * @returns {Candidate[]}
 */
function tablesOf(blocks, hitsIn, kind) {
  if (!kind.listing && !kind.comparison) return [];
  /** @type {Candidate[]} */
  const tables = [];
  for (let at = 0; at < blocks.length; at += 1) {
    if (blocks[at]?.kind !== 'table' || blocks[at - 1]?.kind === 'table') continue;
    let end = at;
    while (blocks[end + 1]?.kind === 'table') end += 1;
    if (end === at) continue;
    const rows = blocks.slice(at, Math.min(end + 1, at + MAX_LIST_ITEMS)).map((block) => block.markdown);
    const hits = rows.reduce((sum, row) => sum + hitsIn(row), 0);
    const header = blocks[at - 1]?.kind === 'h' ? blocks[at - 1]?.markdown : '';
    const text = [header ? `${header}:` : '', ...rows.map((row) => `- ${row}`)].filter(Boolean).join('\n');
    tables.push({ text, hits, score: hits * 0.5 + 2, first: at, last: end, table: true });
  }
  return tables;
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

/**
 * A run that ends with ":" announces the list after it ("confirme que a sua integração:"):
 * the list's items follow it, one after the other (the passage is one quoted line), up to
 * what a passage may hold.
 * @param {string} text
 * @param {Block[]} blocks
 * @param {number} index the run's block
 */
function withList(text, blocks, index) {
  if (!text.endsWith(':') || blocks[index]?.kind === 'li') return text;
  const items = [];
  for (let at = index + 1; blocks[at]?.kind === 'li'; at += 1) items.push(blocks[at]?.markdown.replace(/[;.]$/, ''));
  return items.length ? `${text} ${items.join('; ')}.` : text;
}

/**
 * What to quote: the passage, and when it is only an endpoint line (the answer to "GET
 * /contas/{id}" is that line's section), what the endpoint does after it, from its page's
 * description; the page's description alone when no passage was found.
 * @param {string} passage Markdown
 * @param {string} description the page's, plain text
 */
export function withWhatItDoes(passage, description) {
  if (!passage) return description ? escapeMarkdown(description) : '';
  if (!ENDPOINT_ONLY.test(passage) || !description) return passage;
  return `${passage} — ${escapeMarkdown(description)}`;
}

/**
 * The first item with the highest score above `floor`, or undefined.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => number} score
 * @param {number} [floor]
 */
export function bestBy(items, score, floor = 0) {
  let best;
  let bestScore = floor;
  for (const item of items) {
    const value = score(item);
    if (value > bestScore) {
      best = item;
      bestScore = value;
    }
  }
  return best;
}

/** @param {string} markdown a passage: a list of steps is kept whole up to MAX_LIST_CHARS */
export function quotable(markdown) {
  const passage = truncate(markdown, markdown.includes('\n') ? MAX_LIST_CHARS : MAX_PASSAGE_CHARS);
  // A cut inside a code span would leave it open.
  return (passage.match(/(?<!\\)`/g) ?? []).length % 2 === 1 ? passage.replace(/…$/, '`…') : passage;
}

/** @param {string} markdown escaped text and code spans, back to plain words */
function unescape(markdown) {
  return markdown.replace(/\\(.)/g, '$1').replace(/`/g, ' ');
}
