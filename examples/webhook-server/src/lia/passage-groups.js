// The passages that are groups of blocks: a list of steps and a table, each quoted whole (up
// to a bound) for the questions that want all of it, "como configuro…" and "quais eventos…".

import { MAX_LIST_CHARS } from './quote.js';
import { terms } from './text.js';

/** A list of steps is quoted whole up to this many items and characters (MAX_LIST_CHARS, quote.js). */
export const MAX_LIST_ITEMS = 8;
/** What a table whose header names the noun asked for ("quais eventos…") adds to its score. */
const NAMES_ITS_ROWS = 5;

/**
 * @typedef {import('./docs-types.js').Block} Block
 * @typedef {import('./question-kind.js').AnswerKind} AnswerKind
 * @typedef {import('./docs-types.js').Candidate} Candidate
 */

/**
 * Each run of two or more list items, whole (up to MAX_LIST_ITEMS), with the sentence that
 * announces it: the steps a "como configuro" question wants, worth more to such a question
 * than any one step.
 * @param {Block[]} blocks
 * @param {(markdown: string) => number} hitsIn
 * @param {AnswerKind} kind
 * @param {boolean} steps
 * @param {boolean} [opens] the section's heading holds the question's words: a list it opens with
 *   is what the heading announces ("Fluxo típico" and its five steps), in words of its own
 * @returns {Candidate[]}
 */
export function listsOf(blocks, hitsIn, kind, steps, opens = false) {
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
    const held = items.map((item) => hitsIn(item));
    const hits = held.reduce((sum, n) => sum + n, intro ? hitsIn(intro.markdown) : 0);
    const text = [
      intro ? intro.markdown : '',
      ...fitting(items, held, MAX_LIST_CHARS - (intro?.markdown.length ?? 0)),
    ].filter(Boolean);
    const leads = opens && blocks.slice(0, intro ? at - 1 : at).every((block) => block.kind === 'h');
    if (hits === 0 && !leads) continue;
    // The steps a "como…" question asks for are what its kind wants, wherever on the page.
    const bonus = kind.steps && (steps || intro) ? 3 : 0;
    const score = hits * 0.6 + bonus + (kind.listing ? 1 : 0) + (leads ? 1 : 0);
    lists.push({ text: text.join('\n'), hits, score, bonus, first: intro ? at - 1 : at, last: end });
  }
  return lists;
}

/**
 * A list's items numbered, to quote: all of them when they fit in MAX_LIST_CHARS (quote.js cuts the
 * rest); else, while some hold more of the question's words than others, the item past the first
 * holding least (the last of equals) is left out, so the item that says what was asked is not the one cut ("como vejo a linha do tempo
 * completa de uma chamada?": the sixth of six fields, `eventos`). Each keeps its own number.
 * @param {string[]} items
 * @param {number[]} held the question's words each holds, weighed
 * @param {number} room the characters left for them (after the sentence announcing the list)
 */
function fitting(items, held, room) {
  const numbered = items.map((item, n) => `${n + 1}. ${item}`);
  const kept = numbered.map((_, n) => n);
  const length = () => kept.reduce((sum, n) => sum + (numbered[n]?.length ?? 0) + 1, 0);
  while (kept.length > 1 && length() > room) {
    // The item holding least of the question, the last of equals; never the first.
    const least = kept.slice(1).reduce((worst, n) => ((held[n] ?? 0) <= (held[worst] ?? 0) ? n : worst));
    if ((held[least] ?? 0) >= Math.max(...kept.map((n) => held[n] ?? 0))) break;
    kept.splice(kept.indexOf(least), 1);
  }
  return kept.map((n) => numbered[n] ?? '');
}

/**
 * Each table whole (its rows one per line, up to MAX_LIST_ITEMS), for a question that asks
 * for a list ("quais eventos…") or a comparison ("o que muda entre sandbox e produção"):
 * its answer is the table, not one row of it.
 * @param {Block[]} blocks
 * @param {(markdown: string) => number} hitsIn
 * @param {AnswerKind} kind
 * @param {number} [topic] what the visitor's own words weigh together (namesTopic)
 * @param {(row: string) => boolean} [namesRow] whether the question names a row by its first cell (a code,
 *   a rare word): it asks about that row, not for the list
 * @returns {Candidate[]}
 */
export function tablesOf(blocks, hitsIn, kind, topic = Infinity, namesRow = () => false) {
  if (!kind.listing && !kind.comparison) return [];
  /** @type {Candidate[]} */
  const tables = [];
  for (let at = 0; at < blocks.length; at += 1) {
    if (blocks[at]?.kind !== 'table' || blocks[at - 1]?.kind === 'table') continue;
    let end = at;
    while (blocks[end + 1]?.kind === 'table') end += 1;
    if (end === at) continue;
    const all = blocks.slice(at, end + 1).map((block) => block.markdown);
    const isNamed = (/** @type {string} */ row) => hitsIn(row.split(' — ')[0] ?? '') > 0;
    const namesRows = kind.listing && !kind.topic && all.filter(isNamed).length >= 2;
    // A table longer than the bound whose first rows hold none of the rows the question names
    // ("Quais APIs…": "API de Energia" and "API Skia", the 10th and 11th of 12 products) is
    // quoted by the rows it names: its first rows would leave out every item asked for.
    const leading = all.slice(0, MAX_LIST_ITEMS);
    const rows = namesRows && !leading.some(isNamed) ? all.filter(isNamed).slice(0, MAX_LIST_ITEMS) : leading;
    const hits = rows.reduce((sum, row) => sum + hitsIn(row), 0);
    const header = blocks[at - 1]?.kind === 'h' ? (blocks[at - 1]?.markdown ?? '') : '';
    // The sentence that announces it ("…traz estes cabeçalhos:") says what the rows are.
    const before = blocks[header ? at - 2 : at - 1];
    const intro = before?.kind === 'p' && before.markdown.endsWith(':') ? before.markdown : '';
    const text = [intro || (header ? `${header}:` : ''), ...rows.map((row) => `- ${row}`)].filter(Boolean).join('\n');
    // A table whose header names what "quais eventos…" asks for ("Evento — Quando é enviado")
    // lists the answer, wherever on the page it is; "que papel consulta…" wants one row of it.
    // So does a bare topic that its header names whole ("E sobre eventos?"): the rows are what
    // the docs hold about it, where the prose beside them only repeats the word.
    // And a question for a list whose words name two rows or more ("Quais APIs…" and the rows
    // "API de Energia", "API Skia"): the table is the list asked for, not one of its rows.
    const named =
      (kind.noun === undefined
        ? kind.topic && namesTopic(header, hitsIn, topic)
        : kind.listing && !kind.topic && terms(header).includes(kind.noun)) ||
      namesRows ||
      // A comparison whose two sides head the table's columns ("Sandbox — Produção") is that table.
      (kind.comparison && hitsIn(header) >= 2);
    // A question that names one of its rows by its first cell ("quais produtos aceitam CTPS?")
    // asks for that row: the table is no list of the answer.
    const bonus = named && !rows.some(namesRow) ? NAMES_ITS_ROWS : 0;
    const first = intro ? at - (header ? 2 : 1) : at;
    tables.push({ text, hits, score: hits * 0.5 + 2 + bonus, bonus, first, last: end, table: true });
  }
  return tables;
}

/**
 * Whether a table's first column is named by every word of a bare topic: "E sobre eventos?"
 * names the table "Evento — Quando é enviado"; "status finais do Lite" does not name "Status —
 * Significado" (its page's opening says what the rows are), nor does "erro 429", whose
 * glossary word "código" (half a word) heads every table of codes: its own row answers it.
 * @param {string} header
 * @param {(markdown: string) => number} hitsIn
 * @param {number} topic what the visitor's own words weigh together
 */
function namesTopic(header, hitsIn, topic) {
  const first = header.split(' — ')[0] ?? '';
  return first !== '' && hitsIn(first) >= topic;
}

/**
 * A run that ends with ":" announces the list or the table after it ("confirme que a sua
 * integração:", "traz estes cabeçalhos:"): a list's items follow it on its line, a table's rows
 * (up to MAX_LIST_ITEMS) one per line, so the answer it announces is quoted, not only promised.
 * @param {string} text
 * @param {Block[]} blocks
 * @param {number} index the run's block
 * @returns {{ text: string, added: string }} `added`: what was appended
 */
export function withList(text, blocks, index) {
  if (!text.endsWith(':') || blocks[index]?.kind === 'li') return { text, added: '' };
  const items = [];
  for (let at = index + 1; blocks[at]?.kind === 'li'; at += 1) items.push(blocks[at]?.markdown.replace(/[;.]$/, ''));
  if (items.length) return { text: `${text} ${items.join('; ')}.`, added: items.join(' ') };
  const start = blocks[index + 1]?.kind === 'h' ? index + 2 : index + 1;
  const rows = [];
  for (let at = start; blocks[at]?.kind === 'table' && rows.length < MAX_LIST_ITEMS; at += 1) {
    rows.push(blocks[at]?.markdown ?? '');
  }
  return rows.length
    ? { text: [text, ...rows.map((row) => `- ${row}`)].join('\n'), added: rows.join(' ') }
    : { text, added: '' };
}
