// The docs as a MiniSearch index of sections: every `##` section of every page under
// DOCS_DIR is one document, so a hit names the page and the anchor to link.

import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import MiniSearch from 'minisearch';
import { parseMdx } from './mdx.js';
import { processTerm, queryWords } from './text.js';

/**
 * @typedef {import('./mdx.js').Block} Block
 *
 * @typedef {object} DocSection
 * @property {string} id `<pageId>#<slug>`
 * @property {string} pageId
 * @property {string} pageTitle
 * @property {string} heading '' for the text before the first `##`
 * @property {string} url `/docs/<pageId>` plus `#<slug>` for a `##` section
 * @property {Block[]} blocks
 *
 * @typedef {{ id: string, url: string, title: string, description: string }} DocPage
 * @typedef {{ section: DocSection, page: DocPage, score: number }} SearchHit
 */

/** Below this a hit is noise (tuned on the fixture docs and the site: see test/docs-index.test.js). */
export const DEFAULT_MIN_SCORE = 4;

const FIELDS = ['pageTitle', 'heading', 'description', 'text', 'code'];
const BOOST = { pageTitle: 3, heading: 3, description: 1.5, text: 1, code: 0.3 };

/**
 * Reads every .mdx/.md page under `dir` (drafts left out). A missing folder is an empty index.
 * @param {string} dir
 * @param {{ minScore?: number }} [options]
 */
export async function loadDocsIndex(dir, options = {}) {
  const exists = await stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
  /** @type {Array<{ id: string, source: string }>} */
  const files = [];
  if (exists) {
    const entries = /** @type {string[]} */ (await readdir(dir, { recursive: true }));
    for (const entry of entries.filter((name) => /\.mdx?$/.test(name)).sort()) {
      const id = entry
        .split(sep)
        .join('/')
        .replace(/\.mdx?$/, '')
        .replace(/(^|\/)index$/, '');
      files.push({ id, source: await readFile(join(dir, entry), 'utf8') });
    }
  }
  return createDocsIndex(files, { ...options, dir: exists ? relative(process.cwd(), dir) || '.' : undefined });
}

/**
 * @param {Array<{ id: string, source: string }>} files page id (path without extension) and MDX text
 * @param {{ minScore?: number, dir?: string }} [options]
 */
export function createDocsIndex(files, options = {}) {
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  /** @type {Map<string, DocPage>} */
  const pages = new Map();
  /** @type {Map<string, DocSection>} */
  const sections = new Map();
  const search = new MiniSearch({
    fields: FIELDS,
    processTerm,
    searchOptions: {
      boost: BOOST,
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
      // A status code or a number ("401", "3600") says more than any word around it.
      boostTerm: (term) => (/\d/.test(term) ? 3 : 1),
    },
  });

  for (const { id, source } of [...files].sort((a, b) => a.id.localeCompare(b.id))) {
    const parsed = parseMdx(source);
    if (parsed.draft) continue;
    const page = { id, url: id ? `/docs/${id}` : '/docs', title: parsed.title || id, description: parsed.description };
    pages.set(id, page);
    for (const part of parsed.sections) {
      const section = {
        id: `${id}#${part.slug}`,
        pageId: id,
        pageTitle: page.title,
        heading: part.heading,
        url: part.slug ? `${page.url}#${part.slug}` : page.url,
        blocks: part.blocks,
      };
      sections.set(section.id, section);
      search.add({
        id: section.id,
        pageTitle: page.title,
        heading: part.heading,
        description: part.heading ? '' : page.description,
        text: part.blocks.map((block) => block.text).join('\n'),
        code: part.code,
      });
    }
  }

  return {
    dir: options.dir,
    /** Pages indexed, by id. */
    pages,
    /**
     * The sections matching `query`, best first, scored at least `minScore`. Only the
     * query's first distinct words are searched (see queryWords).
     * @param {string} query
     * @returns {SearchHit[]}
     */
    search(query) {
      const words = queryWords(query);
      if (words.length === 0) return [];
      return search
        .search(words.join(' '))
        .filter((result) => result.score >= minScore)
        .flatMap((result) => {
          const section = sections.get(String(result.id));
          const page = section && pages.get(section.pageId);
          return section && page ? [{ section, page, score: result.score }] : [];
        });
    },
  };
}

/** @typedef {ReturnType<typeof createDocsIndex>} DocsIndex */
