// Which passages of the best page Lia quotes: the search finds the page and its best section,
// but the sentence that states what was asked may sit in another section of that page (the
// hour a token lasts is under "Resposta", not under "Gerar o token"). Every section of the page
// is read, up to MAX_PASSAGE_BLOCKS blocks, the search's own sections weighing more, and the
// best one or two passages are quoted, each with its heading.

import { bestBy } from './best-by.js';
import { saysWhatItDoes, titleHolds } from './page-says.js';
import { announcing, otherEnvironment, sayingMore, scopeOf } from './passage-second.js';
import { MAX_PASSAGE_BLOCKS, candidatesOf } from './passage.js';
import { quotable } from './quote.js';
import { terms } from './text.js';

/** Passages quoted at most. */
export const MAX_PASSAGES = 2;
/** How much what a question's kind asks for counts, in any section of the page. */
const KIND_WEIGHT = 0.8;
/** How much a passage of a section the search did not find counts, against one of its best section. */
const UNFOUND_SECTION = 0.35;
/**
 * A page's troubleshooting section: what a question telling of something going wrong asks
 * (question-kind.js, `trouble`). The search rarely finds it first, its heading being one many
 * pages share, so it weighs as the search's best section for such a question.
 */
const TROUBLESHOOTING = /\b(?:erros comuns|solu[cç][aã]o de problemas)\b/i;

/**
 * @typedef {import('./docs-types.js').DocSection} DocSection
 * @typedef {import('./docs-types.js').SearchHit} SearchHit
 * @typedef {import('./passage-second.js').PageCandidate} PageCandidate
 * @typedef {{ section: DocSection, text: string }} Quote
 */

/**
 * @param {{ sectionsOf(pageId: string): readonly DocSection[], isCommonHeading(heading: string): boolean }} index
 * @param {SearchHit[]} hits best first; the first names the page
 * @param {string[]} questionTerms the terms a passage may hold: the question's and the glossary's for them
 * @param {import('./question-kind.js').AnswerKind} kind
 * @param {string[]} [typed] the question's own terms (questionTerms less the glossary's)
 * @param {string[]} [phrased] the docs' words for a phrase of several typed words (question.js, `phrased`)
 * @param {string[]} [rare] the typed terms few sections of the site hold (rare-words.js)
 * @returns {Quote[]} in the order to quote them, at most MAX_PASSAGES
 */
export function passagesOf(index, hits, questionTerms, kind, typed = questionTerms, phrased = [], rare = []) {
  const best = hits[0];
  if (!best) return [];
  const top = best.score;
  /** @type {Map<string, number>} section id → its weight */
  const weights = new Map();
  for (const hit of hits) {
    if (hit.page.id !== best.page.id || weights.has(hit.section.id)) continue;
    weights.set(hit.section.id, hit === best ? 1 : 0.5 + (0.5 * hit.score) / top);
  }
  const wanted = new Set(questionTerms);
  const own = new Set(typed);
  const page = index.sectionsOf(best.page.id);
  // The page title's words weigh less in its passages (passage.js, PAGE_TITLE_TERM) when the
  // question asks something with words of its own beside them to find the passage by; a bare
  // topic ("status finais do Lite"), or a question that names only the page ("E sobre obter PDF
  // do Facematch?"), is about all of it.
  const titleTerms = new Set(terms(best.page.title));
  const titled = !kind.topic && typed.some((term) => !titleTerms.has(term)) ? titleTerms : undefined;
  const phrasedTerms = new Set(phrased);
  // A rare word the search's best section lacks says the detail asked is elsewhere on the page.
  const bestText = best.section.blocks.slice(0, MAX_PASSAGE_BLOCKS).map((block) => block.text);
  const bestTerms = new Set(terms(bestText.join(' ')));
  const rareSet = new Set(rare.filter((term) => !bestTerms.has(term)));
  const rareNamed = new Set(rare);
  const ordered = [best.section, ...page.filter((section) => section.id !== best.section.id)];
  /** @type {PageCandidate[]} */
  const candidates = [];
  let budget = MAX_PASSAGE_BLOCKS;
  for (const section of ordered) {
    if (budget <= 0) break;
    const blocks = section.blocks.slice(0, budget);
    budget -= blocks.length;
    // What a slip leads to ("mandei o token sem o Bearer, o que acontece?") is what a troubleshooting section lists.
    const troubleshoots = (kind.trouble || kind.consequence) && TROUBLESHOOTING.test(section.heading);
    // A section in the docs' words for the visitor's phrase ("revogar" for "tirar o acesso") is
    // where it is answered, however low the search ranks it.
    const weight = troubleshoots || saysAny(blocks, phrasedTerms) ? 1 : (weights.get(section.id) ?? UNFOUND_SECTION);
    const steps = !index.isCommonHeading(section.heading);
    // A section whose heading says what was asked ("Produtos › Facematch") answers with its
    // text even where the text does not repeat the words.
    // So does a troubleshooting section, to a question telling of something going wrong.
    const headed = Math.max(troubleshoots ? 1 : 0, terms(section.heading).filter((term) => wanted.has(term)).length);
    for (const candidate of candidatesOf(blocks, questionTerms, kind, {
      steps,
      typed: own,
      opens: headed > 0,
      titled,
      phrased: phrasedTerms,
      rare: rareSet,
      named: rareNamed,
    })) {
      // What the question's kind asks for (a duration, a URL) counts wherever the page says it.
      const bonus = candidate.bonus ?? 0;
      const score = candidate.score - bonus + (candidate.request ? 0 : headed);
      candidates.push({ ...candidate, section, headed, weighted: score * weight + bonus * KIND_WEIGHT });
    }
  }
  // A bare topic that is its page's whole title ("E sobre webhooks?" on "Webhooks") asks what the
  // page is about, which its opening says; on a page of several endpoints no one request line is it.
  const namesPage =
    kind.topic && typed.length > 0 && typed.every((term) => titleTerms.has(term)) && typed.length >= titleTerms.size;
  const opening =
    namesPage && best.page.endpoints > 1
      ? candidates.find((c) => c.section.heading === '' && !c.table && !c.request && c.first === 0)
      : undefined;
  // Its opening alone: any one of its parts after it would be a guess at which the visitor wants.
  if (opening) return [{ section: opening.section, text: quotable(opening.text) }];
  const first = bestBy(candidates, (c) => c.weighted);
  if (!first) return [];
  // A topic its page is about ("E sobre status HTTP?" on "Códigos de status HTTP") is answered
  // by the page's first table too, the one its opening announces, even where no row repeats it.
  // So is a list of the kind of thing its title names ("quais tipos…" on "Tipos de documento"):
  // the page's table lists them, even where the best passage is prose of another section.
  const listsTitle = kind.listing && kind.noun !== undefined && titleHolds(best.page.title, [kind.noun]);
  const aboutPage = (kind.topic && titleHolds(best.page.title, questionTerms)) || listsTitle;
  const pageTable = aboutPage ? candidates.find((c) => c.table && !overlaps(c, first)) : undefined;
  const rest = candidates.filter((c) => c.hits > 0 && !overlaps(c, first));
  // How to do what an endpoint's page does ("como envio um documento para o Lite?", "listar
  // roteiros") starts with its request line: the first passage's section's, or the page's first.
  // A question of how long or how much asks for a number, which the request line does not say.
  // Nor does a yes-or-no question ("o OCR aceita HEIC?"), which a detail of the page answers,
  // nor one telling of something going wrong ("a assinatura nunca confere").
  const asksForNumber = kind.duration || kind.amount;
  const asksForIt =
    kind.steps ||
    kind.endpoint ||
    (!asksForNumber &&
      !kind.yesNo &&
      !kind.trouble &&
      !kind.consequence &&
      !kind.reason &&
      (titleHolds(best.page.title, questionTerms) || saysWhatItDoes(best.page, typed)));
  const requests = candidates.filter((c) => c.request);
  // The endpoint whose heading names what was asked ("Enviar um evento de teste" for "como
  // disparo um evento de teste?"), before the one beside the best passage.
  const named = bestBy(requests, (c) => c.headed);
  const sameSection = requests.find((c) => c.section === first.section);
  const onTheWay = first.section === best.section || first.section.heading === '' ? requests[0] : undefined;
  const request = asksForIt && !first.request ? (named ?? sameSection ?? onTheWay) : undefined;
  // A topic answered by its page's opening goes on with the table the opening announces, before
  // any other passage: the rows are the answer the opening only introduces ("status finais do
  // Lite"), unless the question names a code, which its own row answers ("erro 422").
  const namesCode = typed.some((term) => /[\d_/]/.test(term));
  const opened = first.section.heading === '' && !namesCode ? pageTable : undefined;
  const listed = listsTitle && !first.table ? pageTable : undefined;
  // The sentences that announce the table the first passage is a row of say what its cells are for.
  const announced = first.request ? undefined : announcing(candidates, first);
  // A first passage without a rare word the visitor typed ("galeria", "HEIC") answers only
  // partly: the page's best passage that says it follows.
  const firstTerms = new Set(terms(first.text));
  const missing = rare.filter((term) => !firstTerms.has(term));
  const completing = missing.length
    ? bestBy(
        rest.filter((c) => terms(c.text).some((term) => missing.includes(term))),
        (c) => c.weighted,
      )
    : undefined;
  const second =
    request ??
    otherEnvironment(rest, first, typed) ??
    opened ??
    listed ??
    announced ??
    completing ??
    sayingMore(rest, first, typed, titleTerms) ??
    pageTable;
  const chosen = second ? [first, second] : [first];
  // Two passages of one section read in the page's order, unless the first states what the
  // question's kind asks for ("5 — 50" for "quantas requisições…") and the other does not.
  const leads = (first.bonus ?? 0) > (second?.bonus ?? 0);
  if (request || (second && second.section === first.section && second.first < first.first && !leads)) {
    chosen.reverse();
  }
  // How to call an endpoint says what the call needs: the token's scope, stated beside it.
  const needs = request && kind.steps ? scopeOf(request.section) : undefined;
  const textOf = (/** @type {PageCandidate} */ c) =>
    c === request && needs && !first.text.includes(needs) ? `${c.text}\n${needs}` : c.text;
  return chosen.slice(0, MAX_PASSAGES).map((c) => ({ section: c.section, text: quotable(textOf(c)) }));
}

/**
 * Whether blocks (those read of a section, within MAX_PASSAGE_BLOCKS) hold one of some terms.
 * @param {import('./docs-types.js').Block[]} blocks
 * @param {Set<string>} wanted
 */
function saysAny(blocks, wanted) {
  return wanted.size > 0 && blocks.some((block) => terms(block.markdown).some((term) => wanted.has(term)));
}

/**
 * Whether two passages quote the same words: the same blocks of one section, or one's text
 * inside the other's.
 * @param {PageCandidate} a
 * @param {PageCandidate} b
 */
function overlaps(a, b) {
  if (a.text.includes(b.text) || b.text.includes(a.text)) return true;
  return a.section === b.section && a.first <= b.last && b.first <= a.last;
}
