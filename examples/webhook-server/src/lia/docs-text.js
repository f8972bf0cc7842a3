// The shape of docs-text.json, checked when it is read: a bad file fails at start-up with the
// field named (docs-index.js builds the index from what this returns).

/** The shape of the file this server reads (the site writes it as `format`). */
export const DOCS_TEXT_FORMAT = 1;

export class DocsTextError extends Error {
  /** @param {string} file @param {string} problem */
  constructor(file, problem) {
    super(`${file}: ${problem}. Rebuild the docs site (npm run build:site).`);
    this.name = 'DocsTextError';
  }
}

/**
 * The pages of a parsed docs-text.json, checked field by field so a bad file fails at
 * start-up with the field named, not in the middle of an answer.
 * @param {unknown} value
 * @param {string} file
 * @returns {import('./docs-types.js').TextPage[]}
 */
export function readPages(value, file) {
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
    page.sections.forEach((/** @type {import('./docs-types.js').TextSection} */ section, /** @type {number} */ s) => {
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
  return /** @type {import('./docs-types.js').TextPage[]} */ (data.pages);
}
