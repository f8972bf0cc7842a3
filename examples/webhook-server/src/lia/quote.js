// What Lia quotes once a passage is picked (passage.js, page-passages.js): cut to a few
// hundred characters (a list of steps a little more) without leaving a code span open, and an
// endpoint line completed with what the endpoint does. Apart from the scoring, which decides
// what to quote; this decides only how it reads.

import { escapeMarkdown, truncate } from './text.js';

/** A passage is quoted up to this many characters… */
export const MAX_PASSAGE_CHARS = 480;
/** …and a list of steps or a table's rows (passage-groups.js) up to this many. */
export const MAX_LIST_CHARS = 720;

/** A passage that is an endpoint line and nothing else: "GET `/contas/{id}`". */
export const ENDPOINT_ONLY = /^(?:GET|POST|PUT|PATCH|DELETE) `?\/[^\s`]*`?$/;

/**
 * What to quote: the passage, and when it is only an endpoint line (the answer to "GET
 * /contas/{id}" is that line's section), what the endpoint does after it, from its page's
 * description; the page's description alone when no passage was found.
 * @param {string} passage Markdown
 * @param {string} description the page's, plain text
 */
export function withWhatItDoes(passage, description) {
  if (!passage) return description ? escapeMarkdown(description) : '';
  // The line may be followed by what the call needs (page-passages.js: the scope).
  const [line = '', ...rest] = passage.split('\n');
  if (!ENDPOINT_ONLY.test(line) || !description) return passage;
  return [`${line} — ${escapeMarkdown(description)}`, ...rest].join('\n');
}

/** @param {string} markdown a passage: a list of steps is kept whole up to MAX_LIST_CHARS */
export function quotable(markdown) {
  const passage = truncate(markdown, markdown.includes('\n') ? MAX_LIST_CHARS : MAX_PASSAGE_CHARS);
  // A cut inside a code span would leave it open.
  return (passage.match(/(?<!\\)`/g) ?? []).length % 2 === 1 ? passage.replace(/…$/, '`…') : passage;
}

/**
 * What an endpoint line quoted alone is said to do: its page's description ("Baixa o laudo em
 * PDF…"), or, on a page documenting several endpoints, its section's heading: the Webhooks
 * page's description says how to register one, which `GET /webhooks` does not.
 * @param {{ description: string, endpoints: number }} page
 * @param {{ heading: string }} section
 */
export function whatItDoes(page, section) {
  return page.endpoints > 1 && section.heading ? section.heading : page.description;
}
