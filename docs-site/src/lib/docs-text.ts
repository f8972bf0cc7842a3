/**
 * /docs-text.json: the text of every docs page as the site renders it, cut into sections
 * with their anchors, for the reference webhook server's assistant to search and quote
 * (docs/decisions.md#the-docs-text). Read from the same Markdown as /llms-full.txt.
 */
import { render } from 'astro:content';
import { pageSections, type TextSection } from '../utils/docs-text';
import { docHref } from '../utils/sidebar';
import { docsAsMarkdown } from './llms';

/** Raised when the file's shape changes, so a server reading an older shape says so instead of misreading it. */
export const DOCS_TEXT_FORMAT = 1;

export interface DocsTextPage {
  /** The doc id: its path under src/content/docs, case kept. */
  id: string;
  url: string;
  title: string;
  description: string;
  sections: TextSection[];
}

export interface DocsText {
  format: typeof DOCS_TEXT_FORMAT;
  pages: DocsTextPage[];
}

export async function docsText(): Promise<DocsText> {
  const pages: DocsTextPage[] = [];
  // One page at a time, like the page builds that reuse these renders: what the build
  // writes must not depend on which render finished first.
  for (const { doc, markdown } of await docsAsMarkdown()) {
    const { headings } = await render(doc);
    pages.push({
      id: doc.id,
      url: docHref(doc.id),
      title: doc.data.title,
      description: doc.data.description,
      sections: pageSections(markdown, headings, doc.id),
    });
  }
  return { format: DOCS_TEXT_FORMAT, pages };
}
