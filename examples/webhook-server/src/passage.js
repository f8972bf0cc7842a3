// What Lia quotes of a section: the few sentences, or the table row, or the endpoint line,
// that answer the question, never a line that only points elsewhere.

import { escapeMarkdown, processTerm, sentences, termWeight, terms, truncate } from './text.js';

const MAX_SENTENCES = 3;
const MAX_PASSAGE_CHARS = 480;
/**
 * Blocks of a section read to pick the passage, at most: the docs' longest section has about
 * a hundred; a larger one (a generated table) costs no more than this.
 */
export const MAX_PASSAGE_BLOCKS = 150;

/** The words that ask for an endpoint, stemmed: the answer is its "POST /path" line. */
const ENDPOINT_WORDS = ['endpoint', 'rota', 'path', 'metodo'].map((word) => String(processTerm(word)));
const ENDPOINT_LINE = /^(?:GET|POST|PUT|PATCH|DELETE) `?\//;
/** A passage that is an endpoint line and nothing else: "GET `/contas/{id}`". */
const ENDPOINT_ONLY = /^(?:GET|POST|PUT|PATCH|DELETE) `?\/[^\s`]*`?$/;

/**
 * A sentence that only points elsewhere ("Veja Enviar imagens (Facematch).") answers nothing:
 * it is never quoted; the page it names is among the sources.
 */
const CROSS_REFERENCE = /^(?:veja|consulte|leia|saiba mais|mais detalhes)\b/i;

/**
 * What to quote of a section: the run of up to three sentences of one paragraph or list item
 * that holds most of the question's terms (the earliest on a tie), or, when a table row holds
 * more of them than any sentence does (a status or error code, a parameter: facts the pages
 * render from their data files), that row. A term with a digit counts as much as it does in
 * the search (termWeight). Trimmed to a few hundred characters.
 * @param {import('./docs-index.js').Block[]} blocks
 * @param {string[]} questionTerms
 */
export function pickPassage(blocks, questionTerms) {
  blocks = blocks.slice(0, MAX_PASSAGE_BLOCKS);
  const wanted = new Set(questionTerms);
  const wantsEndpoint = ENDPOINT_WORDS.some((word) => wanted.has(word));
  /** @param {string} markdown */
  const hitsIn = (markdown) =>
    terms(unescape(markdown))
      .filter((term) => wanted.has(term))
      .reduce((sum, term) => sum + termWeight(term), 0) + (wantsEndpoint && ENDPOINT_LINE.test(markdown) ? 2 : 0);
  const runs = blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block.kind === 'p' || block.kind === 'li')
    .flatMap(({ block, index }) => {
      const all = sentences(block.markdown).filter((sentence) => !CROSS_REFERENCE.test(sentence));
      const hits = all.map(hitsIn);
      return all.map((_, at) => ({
        text: withList(all.slice(at, at + MAX_SENTENCES).join(' '), blocks, index),
        first: hits[at] ?? 0,
        score: hits.slice(at, at + MAX_SENTENCES).reduce((sum, n) => sum + n, 0) + (hits[at] ? 0.5 : 0),
      }));
    });
  const mostInASentence = Math.max(0, ...runs.map((run) => run.first));
  const row = bestBy(
    blocks.filter((block) => block.kind === 'table'),
    (block) => hitsIn(block.markdown),
    mostInASentence,
  );
  if (row) return quotable(row.markdown);
  const run = bestBy(runs, (candidate) => candidate.score, -1);
  return run ? quotable(run.text) : '';
}

/**
 * A run that ends with ":" announces the list after it ("confirme que a sua integração:"):
 * the list's items follow it, one after the other (the passage is one quoted line), up to
 * what a passage may hold.
 * @param {string} text
 * @param {import('./docs-index.js').Block[]} blocks
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
function bestBy(items, score, floor = 0) {
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

/** @param {string} markdown */
function quotable(markdown) {
  const passage = truncate(markdown, MAX_PASSAGE_CHARS);
  // A cut inside a code span would leave it open.
  return (passage.match(/(?<!\\)`/g) ?? []).length % 2 === 1 ? passage.replace(/…$/, '`…') : passage;
}

/** @param {string} markdown escaped text and code spans, back to plain words */
function unescape(markdown) {
  return markdown.replace(/\\(.)/g, '$1').replace(/`/g, ' ');
}
