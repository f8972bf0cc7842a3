// How much more a section of an endpoint page answers when the page's title and description
// say, in the visitor's own words, what the question asks ("como baixo o laudo em PDF?" →
// "Obter laudo: Baixa o laudo em PDF…"). One of the multipliers docs-index.js applies to a hit,
// with ranking.js's; apart because it reads only what the endpoint does (SectionFacts.does).

import { coverage } from './relevance.js';

/**
 * @typedef {import('./question.js').Question} Question
 */

/**
 * A section of an endpoint page whose title and description say, in the visitor's own words, at
 * least two things the question asks ("como baixo o laudo em PDF?" → "Obter laudo": "Baixa o
 * laudo em PDF…"): it is weighed up by 1 + ENDPOINT_SAYS × the share of the question they say.
 * The pages that send a document mention "laudo", "PDF" and "base64" in their long request
 * sections and outscored the one page that does what was asked.
 */
export const ENDPOINT_SAYS = 0.5;
/** A section of an endpoint page whose whole title (two words or more) the question says: it names the endpoint. */
export const ENDPOINT_NAMED = 1.5;
/** The visitor's words an endpoint page's title and description must say before they count. */
export const ENDPOINT_SAYS_WORDS = 2;

/**
 * How much more a section of an endpoint page answers when the page's title and description
 * say what the question asks (ENDPOINT_SAYS). Only the visitor's own words count: the
 * glossary's ("mandar" → "enviar") would make every sending page say "preciso mandar o verso?".
 * @param {import('./relevance.js').SectionFacts} facts
 * @param {Question} question
 * @param {Set<string>} found the question's terms the section holds
 */
export function endpointWeight(facts, question, found) {
  if (facts.does.size === 0) return 1;
  const said = new Set([...found].filter((term) => facts.does.has(term)));
  const typed = question.groups.filter((group) => said.has(group[0] ?? ''));
  if (typed.length < ENDPOINT_SAYS_WORDS) return 1;
  // A question that says the endpoint's whole title ("…ao listar filas?" → "Listar filas") names
  // it; asked about the MCP tools, it names the tool of that name, not the API's twin page.
  const titled =
    facts.endpointTitle.length >= 2 &&
    facts.endpointTitle.every((term) => found.has(term)) &&
    (!question.aboutMcp || facts.page.family === 'via-mcp');
  return (1 + ENDPOINT_SAYS * coverage(question, said)) * (titled ? ENDPOINT_NAMED : 1);
}
