// The shapes of the docs Lia answers from: the text the site's build writes (TextPage, its
// sections and blocks) and the index's view of it (DocPage, DocSection, SearchHit). Types
// only, in a module of their own, so that the parts of the index can name them without
// importing the index that imports them.

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
 * @property {Set<string>} products the products and families the page is about (page-facets.js: facets)
 * @property {number} endpoints how many of its sections document an endpoint (a request line alone in a block)
 *
 * @typedef {{ section: DocSection, page: DocPage, score: number, coverage: number, held: Set<string> }} SearchHit
 *   `coverage`: the share of the question's words (weighted as in termWeight) the section holds;
 *   `held`: the question's terms it holds (those a duration or a range it states holds included).
 * @typedef {{ pagePath?: string, followUp?: boolean }} SearchContext `pagePath`: the page the visitor is
 *   reading; `followUp`: the question follows up the answer that came from that page ("E no sandbox?")
 *
 * A passage of a section that may answer a question, scored (passage.js, passage-groups.js):
 * @typedef {object} Candidate
 * @property {string} text Markdown; several lines for a list of steps
 * @property {number} score
 * @property {number} hits the question's words it holds, weighed (termWeight)
 * @property {number} [bonus] the part of `score` its kind gives (a duration for "quanto tempo")
 * @property {number} first the block it starts at
 * @property {number} last the block it ends at
 * @property {boolean} [request] it is the section's request line
 * @property {boolean} [table] it is a table whole
 */

export {};
