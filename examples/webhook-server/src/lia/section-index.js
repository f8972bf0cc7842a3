// The docs' sections as MiniSearch indexes them, built once from docs-text.json's pages: each
// section under its fields (index-fields.js), each page with its family and products
// (page-facets.js), and what relevance.js needs of each section, read once here. Building is
// apart from asking (docs-index.js), which is what each question runs.

import MiniSearch from 'minisearch';
import { trimSlash } from './page-path.js';
import { facetFields, facets } from './page-facets.js';
import { ENDPOINT_ONLY } from './quote.js';
import { sectionFacts } from './relevance.js';
import { BOOST, FIELDS } from './index-fields.js';
import { subheadings } from './section-reading.js';
import { processTerm, termWeight, tokenize, tokenizeQuestion } from './text.js';

/**
 * @typedef {import('./docs-types.js').TextPage} TextPage
 * @typedef {import('./docs-types.js').DocSection} DocSection
 * @typedef {import('./docs-types.js').DocPage} DocPage
 */

/** A heading on more pages than this is a page's part ("Requisição"), not a topic. */
const COMMON_HEADING_PAGES = 2;

/**
 * The pages and sections of the docs, by id and by URL path, the facts read of each section,
 * and the MiniSearch index of them.
 * @param {TextPage[]} textPages the pages as the site wrote them
 */
export function indexSections(textPages) {
  /** @type {Map<string, DocPage>} */
  const pages = new Map();
  /** @type {Map<string, DocPage>} by URL path, for the page a visitor is reading */
  const pagesByPath = new Map();
  /** @type {Map<string, DocSection>} */
  const sections = new Map();
  /** @type {Map<string, DocSection[]>} each page's sections, in the page's order */
  const sectionsByPage = new Map();
  /** @type {Map<string, import('./relevance.js').SectionFacts>} */
  const facts = new Map();
  const search = new MiniSearch({
    fields: FIELDS,
    processTerm,
    tokenize,
    searchOptions: {
      tokenize: tokenizeQuestion,
      boost: BOOST,
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
      boostTerm: termWeight,
    },
  });

  /** @type {Map<string, number>} heading → how many pages have it */
  const headingPages = new Map();
  for (const heading of textPages.flatMap((doc) => [...new Set(doc.sections.map((part) => part.heading))])) {
    headingPages.set(heading, (headingPages.get(heading) ?? 0) + 1);
  }
  const isCommonHeading = (/** @type {string} */ heading) => (headingPages.get(heading) ?? 0) > COMMON_HEADING_PAGES;

  for (const { id, url, title, description, sections: parts } of textPages) {
    const endpoints = parts.filter((part) => part.blocks.some((block) => ENDPOINT_ONLY.test(block.markdown))).length;
    const page = { id, url, title: title || id, description, endpoints, ...facets(id, title) };
    pages.set(id, page);
    pagesByPath.set(trimSlash(url), page);
    const endpointPage = endpoints > 0;
    for (const part of parts) {
      const section = {
        id: `${id}#${part.slug}`,
        pageId: id,
        pageTitle: page.title,
        heading: part.heading,
        url: part.slug ? `${url}#${part.slug}` : url,
        blocks: part.blocks,
      };
      sections.set(section.id, section);
      sectionsByPage.set(id, [...(sectionsByPage.get(id) ?? []), section]);
      facts.set(section.id, sectionFacts(page, part, endpointPage));
      search.add({
        id: section.id,
        pageTitle: page.title,
        [isCommonHeading(part.heading) ? 'part' : 'heading']: part.heading,
        subheading: subheadings(part.blocks),
        description: part.heading ? '' : description,
        text: part.blocks.map((block) => block.text).join('\n'),
        code: part.code,
        ...facetFields(page),
      });
    }
  }
  return { pages, pagesByPath, sections, sectionsByPage, facts, search, isCommonHeading };
}
