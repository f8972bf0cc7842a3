// What a page is about beyond its words: the family and products read from its id and title
// (facets), and the visitor's names for them, indexed as fields of their own (facetFields).
// Both are read once, when the index is built (section-index.js); relevance.js and ranking.js
// weigh a page by them, so they live apart from the rules that do.

import { GLOSSARY, namedProducts } from './question.js';

/**
 * @typedef {import('./docs-types.js').DocPage} DocPage
 */

const PRODUCTS = new Set(Object.values(GLOSSARY.products));

/**
 * What a page is about beyond its words: its family (the id's first segment) and the products
 * it belongs to: its folder ("api/Lite/…"), a family of its own ("api-energia/…") and those its
 * title names ("Status da documentoscopia PRO e Lite").
 * @param {string} id
 * @param {string} title
 */
export function facets(id, title) {
  const [family = '', folder = ''] = id.split('/');
  const products = namedProducts(title);
  for (const name of [family, id.split('/').length > 2 ? folder : '']) if (PRODUCTS.has(name)) products.add(name);
  return { family, products };
}

/**
 * A page's family and products as the words a visitor names them with (the glossary's
 * phrases for them: "conta de luz" and "energia" for api-energia, "checar dados" for
 * Validacao), indexed as fields of their own: a question that names a product matches every
 * page of it, and a match there is weighed (boosted) apart from the text's. The Atesta API's
 * own family ("api") has no such name: "API" is in every family's title.
 * @param {Pick<DocPage, 'family' | 'products'>} page
 */
export function facetFields({ family, products }) {
  const phrases = (/** @type {(name: string) => boolean} */ wanted) =>
    Object.entries(GLOSSARY.products)
      .filter(([, name]) => wanted(name))
      .flatMap(([phrase, name]) => [phrase, name.replace(/^api-|^via-/, '')]);
  const words = (/** @type {string[]} */ list) => [...new Set(list)].join(' ');
  return {
    family: words(phrases((name) => name === family)),
    product: words(phrases((name) => name !== family && products.has(name))),
  };
}
