// The docs as a MiniSearch index of sections. The site's build writes the text of every docs
// page, cut at its `##` headings, to docs-text.json (docs-site/src/lib/docs-text.ts): the
// same reading of the docs as /llms-full.txt, with the tables, endpoints and status codes
// the pages render from their data files. This server reads that file and nothing else, so
// Lia sees what a visitor reads, and a hit names the page and the anchor to link.

import { readFile, stat } from 'node:fs/promises';
import MiniSearch from 'minisearch';
import { GLOSSARY, readQuestion } from './question.js';
import { pageWeight, sectionWeight } from './ranking.js';
import { answers, coverage, facetFields, facets, sectionFacts } from './relevance.js';
import { createSpeller } from './spelling.js';
import { processTerm, termWeight, tokenize, tokenizeQuestion } from './text.js';

/**
 * @typedef {{ kind: 'p' | 'li' | 'table' | 'h', text: string, markdown: string }} Block
 *   `text` is plain; `markdown` keeps inline code as code spans and escapes the rest.
 * @typedef {{ heading: string, slug: string, blocks: Block[], code: string }} TextSection
 * @typedef {{ id: string, url: string, title: string, description: string, sections: TextSection[] }} TextPage
 *
 * @typedef {object} DocSection
 * @property {string} id `<pageId>#<slug>`
 * @property {string} pageId
 * @property {string} pageTitle
 * @property {string} heading '' for the text before the first `##`
 * @property {string} url the page's URL plus `#<slug>` for a `##` section
 * @property {Block[]} blocks
 *
 * @typedef {object} DocPage
 * @property {string} id
 * @property {string} url
 * @property {string} title
 * @property {string} description
 * @property {string} family the id's first segment: "api", "api-energia", "via-mcp"…
 * @property {Set<string>} products the products and families the page is about (see facets)
 *
 * @typedef {{ section: DocSection, page: DocPage, score: number, coverage: number }} SearchHit
 *   `coverage`: the share of the question's words (weighted as in termWeight) the section holds.
 * @typedef {{ pagePath?: string }} SearchContext `pagePath`: the page the visitor is reading
 */

/** The file's name in the built site. */
export const DOCS_TEXT_FILE = 'docs-text.json';
/** The shape of the file this server reads (the site writes it as `format`). */
export const DOCS_TEXT_FORMAT = 1;
/** Far above the real file (under 1 MB): a larger one is not read, so start-up memory stays bounded. */
export const MAX_DOCS_TEXT_BYTES = 32 * 1024 * 1024;

/** Hits reranked (ranking.js) after MiniSearch's own order: enough to reach a named product's page. */
const RERANKED = 40;

/** Below this a hit is noise (tuned on the fixture docs and the site: see test/docs-index.test.js). */
export const DEFAULT_MIN_SCORE = 4;

/**
 * `family` and `product`: the API family and the products of the section's page, in the
 * words a visitor names them with (relevance.js, facetFields).
 */
const FIELDS = ['pageTitle', 'heading', 'description', 'text', 'code', 'family', 'product'];
const BOOST = { pageTitle: 3, heading: 3, description: 1.5, text: 1, code: 0.3, family: 1, product: 1 };

export class DocsTextError extends Error {
  /** @param {string} file @param {string} problem */
  constructor(file, problem) {
    super(`${file}: ${problem}. Rebuild the docs site (npm run build:site).`);
    this.name = 'DocsTextError';
  }
}

/**
 * Reads the site's docs-text.json. A missing file is an empty index that says so in
 * `missing` (the site is not built yet); a file that is too large or not the expected
 * shape is a DocsTextError.
 * @param {string} file
 * @param {{ minScore?: number, maxBytes?: number }} [options] `maxBytes`: MAX_DOCS_TEXT_BYTES unless a test says less
 */
export async function loadDocsIndex(file, { maxBytes = MAX_DOCS_TEXT_BYTES, ...options } = {}) {
  const info = await stat(file).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!info) return createDocsIndex([], { ...options, file, missing: true });
  if (info.size > maxBytes) {
    throw new DocsTextError(file, `${info.size} bytes, more than the ${maxBytes} this server reads`);
  }
  let parsed;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new DocsTextError(file, `not JSON (${/** @type {Error} */ (error).message})`);
  }
  return createDocsIndex(readPages(parsed, file), { ...options, file });
}

/**
 * The pages of a parsed docs-text.json, checked field by field so a bad file fails at
 * start-up with the field named, not in the middle of an answer.
 * @param {unknown} value
 * @param {string} file
 * @returns {TextPage[]}
 */
function readPages(value, file) {
  const data = /** @type {{ format?: unknown, pages?: unknown }} */ (value ?? {});
  if (data.format !== DOCS_TEXT_FORMAT) {
    throw new DocsTextError(file, `format ${JSON.stringify(data.format)}, but this server reads ${DOCS_TEXT_FORMAT}`);
  }
  if (!Array.isArray(data.pages)) throw new DocsTextError(file, '"pages" is not a list');
  /** @param {unknown} object @param {string[]} keys @param {string} where */
  const strings = (object, keys, where) => {
    for (const key of keys) {
      if (typeof (/** @type {Record<string, unknown>} */ (object ?? {})[key]) !== 'string') {
        throw new DocsTextError(file, `${where}.${key} is not a string`);
      }
    }
  };
  data.pages.forEach((page, p) => {
    strings(page, ['id', 'url', 'title', 'description'], `pages[${p}]`);
    if (!Array.isArray(page.sections)) throw new DocsTextError(file, `pages[${p}].sections is not a list`);
    page.sections.forEach((/** @type {TextSection} */ section, /** @type {number} */ s) => {
      const where = `pages[${p}].sections[${s}]`;
      strings(section, ['heading', 'slug', 'code'], where);
      if (!Array.isArray(section.blocks)) throw new DocsTextError(file, `${where}.blocks is not a list`);
      section.blocks.forEach((block, b) => {
        strings(block, ['kind', 'text', 'markdown'], `${where}.blocks[${b}]`);
        if (!['p', 'li', 'table', 'h'].includes(block.kind)) {
          throw new DocsTextError(file, `${where}.blocks[${b}].kind is "${block.kind}"`);
        }
      });
    });
  });
  return /** @type {TextPage[]} */ (data.pages);
}

/**
 * @param {TextPage[]} textPages the pages as the site wrote them
 * @param {{ minScore?: number, file?: string, missing?: boolean }} [options]
 */
export function createDocsIndex(textPages, options = {}) {
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  /** @type {Map<string, DocPage>} */
  const pages = new Map();
  /** @type {Map<string, DocPage>} by URL path, for the page a visitor is reading */
  const pagesByPath = new Map();
  /** @type {Map<string, DocSection>} */
  const sections = new Map();
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

  /** @type {string[]} the words the speller knows: the docs' and the glossary's */
  const vocabulary = [...Object.entries(GLOSSARY.synonyms).flat(), ...Object.keys(GLOSSARY.products), ...GLOSSARY.mcp];
  for (const { id, url, title, description, sections: parts } of textPages) {
    vocabulary.push(title, description);
    const page = { id, url, title: title || id, description, ...facets(id, title) };
    pages.set(id, page);
    pagesByPath.set(trimSlash(url), page);
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
      vocabulary.push(part.heading, ...part.blocks.map((block) => block.text));
      facts.set(section.id, sectionFacts(page, part));
      search.add({
        id: section.id,
        pageTitle: page.title,
        heading: part.heading,
        description: part.heading ? '' : description,
        text: part.blocks.map((block) => block.text).join('\n'),
        code: part.code,
        ...facetFields(page),
      });
    }
  }

  const speller = createSpeller(vocabulary);

  return {
    /** The docs-text.json read, if any. */
    file: options.file,
    /** True when that file does not exist (the site is not built). */
    missing: options.missing ?? false,
    /** Pages indexed, by id. */
    pages,
    /**
     * The sections that answer `query`, best first: scored at least `minScore` by MiniSearch,
     * holding enough of its words as an answer does (relevance.js), then weighed by what the question names and
     * the page the visitor reads (ranking.js). Only the query's first distinct words are
     * searched (see queryWords), with the glossary's words for them (question.js).
     * @param {string} query
     * @param {SearchContext} [context]
     * @returns {SearchHit[]}
     */
    search(query, context = {}) {
      const question = readQuestion(speller.correct(query).text);
      if (question.words.length === 0) return [];
      const current = context.pagePath ? pagesByPath.get(trimSlash(context.pagePath)) : undefined;
      return search
        .search(question.words.join(' '))
        .filter((result) => result.score >= minScore)
        .slice(0, RERANKED)
        .flatMap((result) => {
          const section = sections.get(String(result.id));
          const page = section && pages.get(section.pageId);
          const known = section && facts.get(section.id);
          const found = new Set(result.queryTerms);
          if (!section || !page || !known || !answers(question, found, known)) return [];
          const holdsCode = [...question.codes].some((code) => found.has(code));
          const weight = pageWeight(known.page, question, current, holdsCode) * sectionWeight(section, known, question);
          return [{ section, page, coverage: coverage(question, found), score: result.score * weight }];
        })
        .sort((a, b) => b.score - a.score);
    },
  };
}

/** @param {string} path */
function trimSlash(path) {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

/** @typedef {ReturnType<typeof createDocsIndex>} DocsIndex */
