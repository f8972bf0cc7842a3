// Lia, the docs assistant: answers in pt-BR from the docs index alone, the same way every
// time (no model, no randomness), so tests can assert on what she says.

import { followUpsOf, onOrigin, sourcesAsMarkdown, sourcesOf } from './reply-extras.js';
import { expandInformal } from './informal.js';
import { readProductWord } from './product-word.js';
import { alsoOnPage } from './also-page.js';
import { passagesOf } from './page-passages.js';
import { whatItDoes, withWhatItDoes } from './quote.js';
import { answerKind } from './question-kind.js';
import { acknowledgeFiles, introduce, isThanks, splitGreeting } from './small-talk.js';
import { escapeMarkdown } from './text.js';

/**
 * Lia reads at most this many characters of a message: a docs question fits many times
 * over, and the work per message stays the same whatever a visitor pastes.
 */
export const MAX_QUESTION_CHARS = 1000;
/** Sessions whose last answer Lia remembers for its follow-ups, at most. */
export const MAX_REMEMBERED_SESSIONS = 1000;
/**
 * A question that only makes sense after the previous answer ("E sobre status HTTP?", "e no
 * sandbox?", "e quanto ao Lite?"): it opens with "e" and names no verb of its own.
 */
const FOLLOW_UP_WORDING = /^\s*e\s+(?:sobre|quanto (?:a|ao|à|aos|às)|(?:no|na|nos|nas|o|a|os|as|para|pra)\s)/i;
/** Where a question the docs do not answer goes: the site's "Contato" (docs-site/src/config/site.ts). */
export const CONTACT_URL = 'https://www.atesta.example/contato';

/**
 * @param {{ index: import('./docs-index.js').DocsIndex }} deps
 */
export function createAssistant({ index }) {
  /**
   * Each session's last answer: its page and the follow-ups it offered, each with the page it
   * was made from, for at most MAX_REMEMBERED_SESSIONS sessions (the oldest forgotten first).
   * The widget sends a chip back as plain text, with no metadata of its own, so the chip's
   * page and product are kept here.
   * @type {Map<string, { pagePath: string | undefined, chips: import('./reply-extras.js').FollowUp[] }>}
   */
  const lastAnswers = new Map();
  /** @param {string} sessionId @param {string | undefined} url @param {import('./reply-extras.js').FollowUp[]} chips */
  function remember(sessionId, url, chips) {
    lastAnswers.delete(sessionId);
    if (lastAnswers.size >= MAX_REMEMBERED_SESSIONS) lastAnswers.delete(lastAnswers.keys().next().value ?? '');
    lastAnswers.set(sessionId, { pagePath: url && decodeURI(url).replace(/#.*$/, ''), chips });
  }

  /**
   * The reply to one message. `output` is its Markdown text; the pages it came from and
   * follow-up questions go beside it (reply-extras.js). `asText` is all of it as one Markdown
   * text, the sources written in as links: what the conversation's memory keeps (n8n's
   * memory holds text only) and what a reader without `sources` would need.
   * `pagePath` is the docs page the visitor is reading, which breaks ties ("quais os
   * campos?" on a Lite page answers about Lite). `origin` is where the docs are served: the
   * sources are written on it (public-origin.js); without it they stay root-relative.
   * `sessionId`: the conversation, whose last answer gives its follow-up chips their page.
   * @param {{ chatInput: string, files?: import('./small-talk.js').AttachedFile[], pagePath?: string, origin?: string, sessionId?: string }} message
   * @returns {Reply}
   */
  function respond({ chatInput, files = [], pagePath, origin, sessionId }) {
    const { text, cut } = readableQuestion(chatInput);
    // A follow-up chip of the session's last answer is asked on the page it was made from; a
    // question worded as a follow-up ("E sobre status HTTP?") on that answer's page: each
    // stays in its product and API.
    const last = sessionId === undefined ? undefined : lastAnswers.get(sessionId);
    const chip = last?.chips.find(({ question }) => question === text.trim());
    const followed = chip?.pagePath ?? (FOLLOW_UP_WORDING.test(text) ? last?.pagePath : undefined);
    const context = followed ? { pagePath: followed, followUp: true } : { pagePath };
    const { body, sources: found, chips } = reply(text, files, context);
    const suggestions = chips.map(({ question }) => question);
    if (sessionId !== undefined) remember(sessionId, found[0]?.url, chips);
    const sources = onOrigin(found, origin);
    const note = cut ? CUT_NOTE : '';
    return {
      output: [body, note].filter(Boolean).join('\n\n'),
      sources,
      suggestions,
      asText: [body, sourcesAsMarkdown(sources), note].filter(Boolean).join('\n\n'),
    };
  }

  /**
   * The reply as one Markdown text (`respond(message).asText`).
   * @param {{ chatInput: string, files?: import('./small-talk.js').AttachedFile[] }} message
   * @returns {string}
   */
  function answer(message) {
    return respond(message).asText;
  }

  /**
   * @param {string} text the message, at most MAX_QUESTION_CHARS long
   * @param {import('./small-talk.js').AttachedFile[]} files
   * @param {import('./docs-types.js').SearchContext} context
   * @returns {{ body: string, sources: import('./reply-extras.js').Source[], chips: import('./reply-extras.js').FollowUp[] }}
   */
  function reply(text, files, context) {
    const parts = [];
    let extras = {
      sources: /** @type {import('./reply-extras.js').Source[]} */ ([]),
      chips: /** @type {import('./reply-extras.js').FollowUp[]} */ ([]),
    };
    if (files.length > 0) parts.push(acknowledgeFiles(files, text.trim() === ''));
    const { greeting, rest } = splitGreeting(text);
    const question = rest.trim();
    if (question === '') {
      if (greeting) parts.unshift(introduce(greeting));
      else if (files.length === 0)
        parts.push('Não recebi nenhuma pergunta. O que você quer saber sobre a documentação?');
      return { body: parts.join('\n\n'), ...extras };
    }
    if (isThanks(question)) {
      parts.push('Por nada! Se surgir outra dúvida sobre a documentação, é só perguntar. 😊');
    } else {
      const found = answerFromDocs(question, context);
      parts.push(found.text);
      extras = found;
    }
    if (greeting) parts.unshift(greeting);
    return { body: parts.join('\n\n'), sources: extras.sources, chips: extras.chips };
  }

  /** @param {string} message @param {import('./docs-types.js').SearchContext} context */
  function answerFromDocs(message, context) {
    // Read in full words: "qto tempo…" asks what "quanto tempo…" asks (informal.js), and
    // "o laudo do pro" names PRO (product-word.js).
    const question = readProductWord(expandInformal(message));
    const hits = index.search(question, context);
    const best = hits[0];
    if (!best) return dontKnow();
    const words = index.questionTerms(question);
    const { typed, read, phrased, rare } = words;
    const kind = answerKind(question);
    const quotes = passagesOf(index, hits, read, kind, typed, phrased, rare);
    // A page answering alike that states what the first's passages do not (also-page.js), after
    // the answer; not to a follow-up, which stays on the page it follows.
    const also = context.followUp ? undefined : alsoOnPage(index, hits, quotes, words, words, kind, context.pagePath);
    const text = quotes.length
      ? [quoted(best.page, quotes), also && alsoQuoted(also.hit.page, also.quote)].filter(Boolean).join('\n\n')
      : `A documentação trata disso em **${escapeMarkdown(where(best.page, best.section))}**.`;
    const alsoHit = also && { ...also.hit, section: also.quote.section };
    return { text, sources: sourcesOf(hits, alsoHit), chips: followUpsOf(index, hits) };
  }

  function dontKnow() {
    if (index.pages.size === 0) {
      const text = 'Ainda não tenho a documentação carregada, então não sei responder. Tente de novo mais tarde.';
      return { text, sources: [], chips: [] };
    }
    const text = [
      'Não encontrei isso na documentação. 🤔',
      '',
      'Se a dúvida é sobre a Atesta, tente com outras palavras (o nome do produto, do endpoint ou do campo ajuda) ' +
        `ou [fale com a gente](${CONTACT_URL}).`,
    ].join('\n');
    // No docs link of any kind, follow-up chips included: nothing in the docs answers this.
    return { text, sources: [], chips: [] };
  }

  return { answer, respond };
}

/** @typedef {ReturnType<typeof createAssistant>} Assistant */
/**
 * @typedef {{ output: string, sources: import('./reply-extras.js').Source[], suggestions: string[], asText: string }} Reply
 */

/**
 * "Page › Heading", or the page's title for the text before its first heading.
 * @param {{ title: string }} page
 * @param {{ heading: string }} section
 */
function where(page, section) {
  return section.heading ? `${page.title} › ${section.heading}` : page.title;
}

/**
 * The quoted passages, each under its heading path; an endpoint line quoted alone says what
 * the endpoint does (withWhatItDoes).
 * @param {import('./docs-types.js').DocPage} page
 * @param {import('./page-passages.js').Quote[]} quotes
 */
function quoted(page, quotes) {
  /** @type {string[]} */
  const lines = [];
  quotes.forEach(({ section, text }, at) => {
    const previous = quotes[at - 1];
    const passage = withWhatItDoes(text, whatItDoes(page, section));
    const heading = `**${escapeMarkdown(where(page, section))}**`;
    if (at === 0) lines.push(`Encontrei isto na documentação, em ${heading}:`, '');
    else if (previous?.section !== section) lines.push('', `E em ${heading}:`, '');
    else lines.push('');
    lines.push(...passage.split('\n').map((line) => `> ${line}`));
  });
  return lines.join('\n');
}

/**
 * The other page's passage, after the answer: "Também em **Page › Heading**:" and the quote.
 * @param {import('./docs-types.js').DocPage} page
 * @param {import('./page-passages.js').Quote} quote
 */
function alsoQuoted(page, { section, text }) {
  const passage = withWhatItDoes(text, whatItDoes(page, section));
  return [
    `Também em **${escapeMarkdown(where(page, section))}**:`,
    '',
    ...passage.split('\n').map((line) => `> ${line}`),
  ].join('\n');
}

const CUT_NOTE =
  `_Sua mensagem é longa: li só os primeiros ${MAX_QUESTION_CHARS.toLocaleString('pt-BR')} caracteres. ` +
  'Se a pergunta ficou no fim, envie só ela._';

/**
 * The part of a message Lia reads: its first MAX_QUESTION_CHARS characters (code points,
 * so an emoji is never split), cut at the last space when there is one nearby.
 * @param {string} message
 * @returns {{ text: string, cut: boolean }}
 */
export function readableQuestion(message) {
  if (message.length <= MAX_QUESTION_CHARS) return { text: message, cut: false };
  let end = 0;
  let count = 0;
  for (const character of message) {
    if (count === MAX_QUESTION_CHARS) break;
    end += character.length;
    count += 1;
  }
  if (end === message.length) return { text: message, cut: false };
  const head = message.slice(0, end);
  const space = head.search(/\s\S*$/);
  return { text: space > MAX_QUESTION_CHARS / 2 ? head.slice(0, space) : head, cut: true };
}
