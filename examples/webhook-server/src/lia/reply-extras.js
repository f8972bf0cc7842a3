// What a reply carries beside its text (docs/protocol.md#suggestions-and-sources): the pages it
// came from as `sources`, and follow-up questions as `suggestions`. Kept apart from Lia's
// wording so that better retrieval can change what is found without touching how it is said.

import { GLOSSARY } from './question.js';
import { SEPARATE_FAMILIES } from './ranking.js';
import { escapeMarkdown, fold } from './text.js';

/** Sources listed at most. */
export const MAX_SOURCES = 3;
/** Follow-up questions offered at most. */
export const MAX_SUGGESTIONS = 3;
/** Searches Lia makes to check follow-up questions, at most: the work per message stays bounded. */
export const MAX_FOLLOW_UP_CHECKS = 6;
/** A page is a source when its best section scores at least this share of the best hit. */
const SOURCE_SCORE_RATIO = 0.3;

/**
 * How a follow-up question is worded from the title of the section it leads to. Data, not
 * code: another wording is another template.
 */
export const FOLLOW_UP_TEMPLATE = 'E sobre {topic}?';

/**
 * @typedef {{ title: string, url: string }} Source
 * @typedef {import('./docs-types.js').SearchHit} SearchHit
 * @typedef {import('./docs-index.js').DocsIndex} DocsIndex
 */

/** @param {SearchHit} hit "Page › Heading", or the page's title for the text before its first heading */
function label(hit) {
  return hit.section.heading ? `${hit.page.title} › ${hit.section.heading}` : hit.page.title;
}

/**
 * The pages an answer came from: the best hit's, then those of hits that score close to it,
 * one link per page (its best section), at most MAX_SOURCES. A page the answer also quotes
 * (also-page.js) is the second, linked to the section quoted, though it is of the first's kind.
 * @param {SearchHit[]} hits best first
 * @param {SearchHit} [also] the other page's hit, with the section its passage was quoted from
 * @returns {Source[]}
 */
export function sourcesOf(hits, also) {
  const top = hits[0]?.score ?? 0;
  const seen = new Set();
  /** @type {Source[]} */
  const sources = [];
  for (const hit of also ? [...hits.slice(0, 1), also, ...hits.slice(1)] : hits) {
    if (sources.length === MAX_SOURCES || hit.score < top * SOURCE_SCORE_RATIO) break;
    const kin = kinOf(hit.page.title);
    if (seen.has(hit.page.id) || (hit !== also && seen.has(kin))) continue;
    seen.add(hit.page.id);
    seen.add(kin);
    sources.push({ title: label(hit), url: encodeURI(hit.section.url) });
  }
  return sources;
}

/**
 * What a page's title says without the product or API it is of: "Enviar documento (PRO)" and
 * "Enviar documento (Flash)" are one kind of page, as are "Ambientes da API Skia" and
 * "Ambientes da API de Energia". One of a kind is a source; the others would crowd out pages
 * that say something else.
 * @param {string} title
 */
function kinOf(title) {
  return `kin:${fold(title)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s(?:da|na|de|do) api\b.*$|\svia mcp\b.*$/, '')
    .trim()}`;
}

/**
 * The sources as the Markdown list Lia writes under an answer, for a reader that cannot
 * show `sources` (n8n's chat, a restored conversation: n8n's memory keeps text only).
 * @param {Source[]} sources
 */
export function sourcesAsMarkdown(sources) {
  if (sources.length === 0) return '';
  return ['Para saber mais:', ...sources.map(({ title, url }) => `- [${escapeMarkdown(title)}](${url})`)].join('\n');
}

/**
 * Names kept as written at the start of a follow-up: the company, the assistant, and the
 * products and families the glossary names in one word ("lite", "facematch", "skia"), less
 * the words it also reads as common ones ("selfie").
 */
const NAMES = new Set([
  'atesta',
  'lia',
  ...Object.keys(GLOSSARY.products)
    .filter((phrase) => !phrase.includes(' ') && !(phrase in GLOSSARY.synonyms))
    .map((phrase) => fold(phrase)),
]);

/**
 * A section's title as the topic of a sentence: its first word in lower case when it is a
 * common word written with a capital only because it starts the title ("Quando repetir uma
 * requisição" → "quando repetir uma requisição"), kept as written when it is a name
 * ("Lite", "Facematch", "Atesta"), an acronym ("API", "SSO"), a code or a path.
 * @param {string} title
 */
export function asTopic(title) {
  const [first = '', ...rest] = title.split(' ');
  const common = /^\p{Lu}[\p{Ll}-]*$/u.test(first) && !NAMES.has(fold(first).replace(/-.*$/, ''));
  return common ? [first.toLowerCase(), ...rest].join(' ') : title;
}

/** @param {string} title */
function followUp(title) {
  return FOLLOW_UP_TEMPLATE.replace('{topic}', asTopic(title));
}

/**
 * Where each of Lia's own follow-up questions leads, per index. A follow-up is worded from a
 * section's or page's title alone and searched without the visitor's page, so its first hit
 * depends on the index only: found once, not again on every message (these checks were more
 * than half of a reply's work). Bounded by the index: one entry per section or page title.
 * @type {WeakMap<DocsIndex, Map<string, { sectionId?: string, pageId?: string }>>}
 */
const leadsByIndex = new WeakMap();

/**
 * The section and page that searching `question` finds first.
 * @param {DocsIndex} index
 * @param {string} question
 */
function whereItLeads(index, question) {
  let leads = leadsByIndex.get(index);
  if (!leads) leadsByIndex.set(index, (leads = new Map()));
  let found = leads.get(question);
  if (!found) {
    const best = index.search(question)[0];
    found = { sectionId: best?.section.id, pageId: best?.page.id };
    leads.set(question, found);
  }
  return found;
}

/**
 * A follow-up chip and the page it was made from: pressed, it is asked on that page, so it
 * answers from where it points even when the answer that offered it is another page's
 * ("E sobre introdução à API Atesta?" under an answer from "Bem-vindo à Atesta Docs").
 * @typedef {{ question: string, pagePath: string }} FollowUp
 */

/**
 * Up to MAX_SUGGESTIONS questions about sections near the answer (other hits than the one
 * quoted), each worded from its section's title, or from its page's when the heading is one
 * that many pages share ("Requisição", "A ferramenta": `index.isCommonHeading`), which says
 * nothing alone. A question is offered only when searching for it finds that same section
 * (that same page, for a page's title) first, so pressing it gets an answer from where it points.
 * @param {DocsIndex} index
 * @param {SearchHit[]} hits best first; the first is the section the answer quoted
 * @returns {FollowUp[]}
 */
export function followUpsOf(index, hits) {
  const quoted = hits[0]?.section.id;
  /** @type {FollowUp[]} */
  const chips = [];
  /** @type {string[]} */
  const questions = [];
  let checks = 0;
  const family = hits[0]?.page.family;
  for (const hit of hits.slice(1)) {
    if (questions.length === MAX_SUGGESTIONS || checks === MAX_FOLLOW_UP_CHECKS) break;
    // A follow-up stays in the answer's API: after the Atesta API's 429, "E sobre status
    // HTTP?" must not lead to the Skia API's table.
    if (hit.page.family !== family && (SEPARATE_FAMILIES.has(hit.page.family) || SEPARATE_FAMILIES.has(family ?? ''))) {
      continue;
    }
    const byPage = !hit.section.heading || index.isCommonHeading(hit.section.heading);
    const question = followUp(byPage ? hit.page.title : hit.section.heading);
    if (hit.section.id === quoted || (byPage && hit.page.id === hits[0]?.page.id) || questions.includes(question)) {
      continue;
    }
    checks += 1;
    const found = whereItLeads(index, question);
    if (byPage ? found.pageId === hit.page.id : found.sectionId === hit.section.id) {
      questions.push(question);
      chips.push({ question, pagePath: hit.page.url });
    }
  }
  return chips;
}

/**
 * The docs text gives each page as a root-relative path (`/docs/api/autenticacao`), which
 * opens the docs only on a page of the docs site itself: from a React app or a plain page on
 * another origin it opens that app's own pages. So the links are written absolute, on the
 * docs' public origin (chat/public-origin.js says which).
 *
 * The sources with each root-relative URL put on `origin` (absolute ones, and every URL
 * when there is no origin, stay as they are).
 * @param {Source[]} sources
 * @param {string | undefined} origin `scheme://host[:port]`, no trailing slash
 */
export function onOrigin(sources, origin) {
  if (!origin) return sources;
  return sources.map((source) =>
    source.url.startsWith('/') && !source.url.startsWith('//') ? { ...source, url: `${origin}${source.url}` } : source,
  );
}
