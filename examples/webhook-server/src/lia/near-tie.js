// A near tie settled by what each section holds of the question. MiniSearch's score and the
// ranking's weights can put first a page whose opening or table repeats the question's topic
// ("Motivos de finalização" for "o que acontece se eu mandar o mesmo telefone duas vezes na
// fila?") over a sibling page's section that states the detail ("Criar chamadas › Boas
// práticas: um telefone já pendente na mesma fila é rejeitado como DUPLICADA"). When such a
// section scores nearly as well as the first hit and holds more of the question's words, it
// answers first. README, "How Lia finds the answer", and issue 31's seventeenth pass.

import { SEPARATE_FAMILIES } from './relevance.js';
import { stem } from './text.js';

/**
 * @typedef {import('./docs-types.js').SearchHit} SearchHit
 * @typedef {import('./question.js').Question} Question
 * @typedef {import('./question-kind.js').AnswerKind} AnswerKind
 */

/** How far down the hits a near tie is looked for. */
export const NEAR_TIE_HITS = 5;
/** A near tie scores at least this share of the first hit's score. */
export const NEAR_TIE_SHARE = 0.75;

/**
 * Everyday verbs a visitor asks a limit or a duration with ("quantos envios por minuto a API
 * aceita…?", "quanto tempo os dados ficam…?"). A section that holds one of them beyond the
 * first hit's words is no nearer to the number asked: the noun that says what is counted or
 * lasts is ("por minuto", "desativado").
 */
const FRAMING_VERBS = new Set(
  (
    'aceitar aceita precisar precisa permitir permite suportar suporta conseguir consegue poder pode posso ' +
    'usar esperar receber recebendo mandar mando enviar enviado envio ver vejo vir vem ficar ficam ' +
    'chamar chamo ter tem fazer faz dar da'
  )
    .split(' ')
    .map((word) => stem(word)),
);

/**
 * The hits with the first near tie that holds more of the question moved first (the others
 * keep their order), or the hits as they are. Not for a question asking for a list or a
 * request line, whose page the topic decides, nor over a first hit whose table defines the
 * code asked. The near tie is a section under a heading (a page's opening is the page-level
 * match this settles), on another page, of a family the question names if it is a separate
 * one, holding every word the first hit holds and more; for a question asking how long or how
 * much, more than a framing verb (FRAMING_VERBS).
 * @param {SearchHit[]} hits best first
 * @param {Question} question
 * @param {AnswerKind} kind
 * @param {(hit: SearchHit) => boolean} definesCode the hit's table defines a code the question names
 */
export function settleNearTie(hits, question, kind, definesCode) {
  const first = hits[0];
  if (!first || kind.listing || kind.endpoint || definesCode(first)) return hits;
  const firstHeld = question.groups.filter((group) => group.some((term) => first.held.has(term)));
  const nearer = (/** @type {SearchHit} */ hit) => {
    if (hit.score < NEAR_TIE_SHARE * first.score || hit.coverage <= first.coverage) return false;
    if (hit.page.id === first.page.id || !hit.section.heading) return false;
    if (SEPARATE_FAMILIES.has(hit.page.family) && !question.products.has(hit.page.family)) return false;
    if (!firstHeld.every((group) => group.some((term) => hit.held.has(term)))) return false;
    if (!kind.duration && !kind.amount) return true;
    const more = question.groups.filter(
      (group) => !firstHeld.includes(group) && group.some((term) => hit.held.has(term)),
    );
    return more.some((group) => group.some((term) => !FRAMING_VERBS.has(term)));
  };
  const at = hits.slice(1, NEAR_TIE_HITS).findIndex(nearer);
  if (at < 0) return hits;
  const promoted = hits[at + 1];
  return [promoted, ...hits.filter((hit) => hit !== promoted)];
}
