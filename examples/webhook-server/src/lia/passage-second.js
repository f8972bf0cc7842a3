// The second passage Lia quotes beside the first (page-passages.js): the sentence announcing the
// table a row is quoted from, the scope a call needs, the same thing said of the other
// environment, or the near passage that says what the first left unsaid.

import { bestBy } from './best-by.js';
import { MAX_PASSAGE_BLOCKS } from './passage.js';
import { sentences, terms } from './text.js';

/**
 * @typedef {import('./docs-types.js').DocSection} DocSection
 * @typedef {import('./passage.js').Candidate & { section: DocSection, headed: number, weighted: number }} PageCandidate
 */

/** A second passage is quoted only when it scores at least this share of the first. */
export const SECOND_RATIO = 0.5;

/**
 * What each of the visitor's words the first passage lacks adds to a second passage that says it
 * and states what the question asks for (its kind's evidence, a row it names): of two near
 * passages, the one saying what the first left unsaid ("recusada" in the row "4 — `RECUSADA`",
 * after an opening that only repeats "sandbox" and "telefone").
 */
const NEW_WORD = 10;
/** The words that frame a question, stemmed: no word of what is asked. */
const FRAMING = new Set(terms('quanto quanta quantos quantas qual quais como quando onde'));
/**
 * Of the passages scoring at least SECOND_RATIO of the first, the best, each of the visitor's
 * words the first leaves unsaid counting NEW_WORD in one that states what the question asks for.
 * Not the page title's words (every passage is about them), nor a word that frames the question
 * ("quantos"), which a passage may say in passing ("quanto à unicidade").
 * @param {PageCandidate[]} rest the page's passages that do not overlap the first
 * @param {PageCandidate} first
 * @param {string[]} typed the question's own terms
 * @param {Set<string>} titleTerms the page title's
 * @returns {PageCandidate | undefined}
 */
export function sayingMore(rest, first, typed, titleTerms) {
  const said = (/** @type {PageCandidate} */ c) => new Set(terms(c.text.replace(/`/g, ' ')));
  const firstSays = said(first);
  const unsaid = typed.filter((term) => !firstSays.has(term) && !titleTerms.has(term) && !FRAMING.has(term));
  const near = rest.filter((c) => c.weighted >= first.weighted * SECOND_RATIO);
  return bestBy(near, (c) => {
    const says = c.bonus ? said(c) : new Set();
    return c.weighted + NEW_WORD * unsaid.filter((term) => says.has(term)).length;
  });
}

/**
 * The sentences that announce the table a row is quoted from ("Para testar cada caminho, envie
 * o cabeçalho `X-Sandbox-Cenario` com um destes valores:"), when they hold the question's words
 * and score at least SECOND_RATIO of the row: they say what the row's cells are for. Prose only
 * (a table's header line is no sentence), quoted without the rows, before the row.
 * @param {PageCandidate[]} candidates
 * @param {PageCandidate} row
 * @returns {PageCandidate | undefined}
 */
export function announcing(candidates, row) {
  const run = candidates.find(
    (c) =>
      c !== row &&
      c.section === row.section &&
      c.hits > 0 &&
      c.first < row.first &&
      c.text.includes(row.text) &&
      c.weighted >= row.weighted * SECOND_RATIO &&
      !(c.text.split('\n')[0] ?? '').includes(' — ') &&
      c.text.includes('\n'),
  );
  return run && { ...run, text: run.text.split('\n')[0] ?? run.text, last: run.first };
}

/** A sentence that states the scope a call needs ("…exigem um token com o escopo `webhook`"). */
const STATES_SCOPE = /\bescopos?\b/i;

/**
 * The sentence of an endpoint's section that says which scope its token needs: "como cadastrar
 * um webhook?" quoted the request line and the closing paragraph, and the visitor's first call
 * failed with 403 for want of the scope. Its paragraphs only (a table row "403 — Token sem o
 * escopo" says what fails, not what to do), up to MAX_PASSAGE_BLOCKS.
 * @param {DocSection} section
 */
export function scopeOf(section) {
  for (const block of section.blocks.slice(0, MAX_PASSAGE_BLOCKS)) {
    if (block.kind !== 'p') continue;
    const sentence = sentences(block.markdown).find((text) => STATES_SCOPE.test(text));
    if (sentence) return sentence;
  }
  return undefined;
}

/** The environments a page may describe one section each ("Sandbox", "Produção"), stemmed. */
const ENVIRONMENTS = terms('sandbox produção');
/** The words a visitor names an environment by: its name, or "teste" for the sandbox, stemmed. */
const NAMING_AN_ENVIRONMENT = new Set([...ENVIRONMENTS, ...terms('teste testes homologação')]);

/**
 * The same thing said of the other environment: where the first passage is prose of a section
 * about one environment ("Sandbox": "as análises são apagadas após 7 dias") and the question
 * names none ("a conta que eu mandei fica armazenada por quanto tempo?"), the visitor's answer is
 * the other one's too ("Os resultados ficam disponíveis por 90 dias"): the best passage of the
 * section named for it that holds the question's words and, if the first states what the
 * question's kind asks for, states it too. Not after a row of a table, which compares the two
 * environments in its columns already.
 * @param {PageCandidate[]} rest the page's passages that do not overlap the first
 * @param {PageCandidate} first
 * @param {string[]} typed the question's own terms
 * @returns {PageCandidate | undefined}
 */
export function otherEnvironment(rest, first, typed) {
  const environment = (/** @type {DocSection} */ section) => {
    const [named, ...others] = terms(section.heading);
    return others.length === 0 && named !== undefined && ENVIRONMENTS.includes(named) ? named : undefined;
  };
  const named = environment(first.section);
  if (named === undefined || first.section.blocks[first.first]?.kind === 'table') return undefined;
  if (typed.some((term) => NAMING_AN_ENVIRONMENT.has(term))) return undefined;
  const other = (/** @type {PageCandidate} */ c) => {
    const side = environment(c.section);
    return side !== undefined && side !== named;
  };
  const stating = (/** @type {PageCandidate} */ c) => c.hits > 0 && (!first.bonus || (c.bonus ?? 0) > 0);
  return bestBy(
    rest.filter((c) => other(c) && stating(c)),
    (c) => c.weighted,
  );
}
