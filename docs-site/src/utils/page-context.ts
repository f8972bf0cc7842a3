/**
 * What the site tells Lia about the page being read (src/scripts/chat.ts): its path and
 * title, sent with every message as `metadata` (docs/protocol.md#requests), and the line
 * that opens a conversation about it from "Perguntar à Lia sobre esta página".
 */
import { escapeMarkdown } from './docs-text';

// A type, not an interface: the chat's `metadata` takes an object of any keys.
export type PageContext = {
  /** The URL's path, `/docs/api/Lite/envioLite`. */
  pagePath: string;
  /** The page's title as its heading shows it. */
  pageTitle: string;
};

/** What a page says about itself: read at once, since a navigation may follow. */
export interface PageFacts {
  path: string;
  heading: string | null | undefined;
  documentTitle: string;
}

/** The page as Lia is told about it. */
export function pageContextOf({ path, heading, documentTitle }: PageFacts, siteTitle: string): PageContext {
  return { pagePath: path, pageTitle: pageTitleOf(heading, documentTitle, siteTitle) };
}

/**
 * The page's title: its `<h1>`, else the document's title without the site's name after it
 * ("Blog | Atesta Docs" → "Blog"), else the site's name.
 */
export function pageTitleOf(heading: string | null | undefined, documentTitle: string, siteTitle: string): string {
  const fromHeading = heading?.replace(/\s+/g, ' ').trim();
  if (fromHeading) return fromHeading;
  const suffix = ` | ${siteTitle}`;
  const title = documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
  return title.trim() || siteTitle;
}

/**
 * Lia's line when the visitor asks about a page: Markdown for the chat (the title in bold,
 * its own `*` or `_` shown as typed) and the same words as plain text for screen readers.
 */
export function pageGreeting(pageTitle: string): { markdown: string; spoken: string } {
  return {
    markdown: `Vamos falar sobre **${escapeMarkdown(pageTitle)}**. O que você quer saber?`,
    spoken: `Lia: vamos falar sobre ${pageTitle}. O que você quer saber?`,
  };
}
