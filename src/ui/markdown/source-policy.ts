/**
 * Which of a reply's sources become links (docs/protocol.md#suggestions-and-sources): the
 * same rule as a markdown link of the reply (validateLink: no `javascript:`, `vbscript:`,
 * `file:`), and no `data:` URL at all (an image may be one, a page the reply came from may
 * not). A source the reply's text already links to is not listed twice.
 */
import type { Source } from '../../core/messages/reply-extras';
import { pageBase } from './image-policy';
import { markdown, validateLink } from './render';

export interface SourceLink {
  href: string;
  /** The source's title, or the URL's host when it has none. */
  label: string;
}

/** Schemes a source never links to, checked on the URL as the browser reads it too. */
const BLOCKED_SCHEMES = new Set(['javascript:', 'vbscript:', 'file:', 'data:']);

/** `url` read as the browser reads a link's: relative to the page the chat is on. */
function parse(url: string): URL | null {
  try {
    return new URL(url, pageBase());
  } catch {
    return null;
  }
}

/**
 * One page, however it is written: `http:` or `https:`, a trailing slash, a `#section` of
 * it and the case of the host make no difference.
 */
function samePageKey(url: URL): string {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.href.replace(/#.*$/, '');
  return `${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`;
}

/** The pages the reply's text links to, by samePageKey; the text is parsed as it is rendered. */
function linkedPages(text: string): Set<string> {
  const keys = new Set<string>();
  for (const block of markdown.parse(text, {})) {
    for (const token of block.children ?? []) {
      const href = token.type === 'link_open' ? token.attrGet('href') : null;
      const url = href === null ? null : parse(String(href));
      if (url) keys.add(samePageKey(url));
    }
  }
  return keys;
}

/** The sources to show under a reply whose (markdown) text is `text`; junk and repeats are left out. */
export function sourceLinks(sources: readonly Source[], text: string): SourceLink[] {
  const seen = linkedPages(text);
  const links: SourceLink[] = [];
  for (const { title, url: given } of sources) {
    const url = validateLink(given) ? parse(given) : null;
    if (!url || BLOCKED_SCHEMES.has(url.protocol)) continue;
    const key = samePageKey(url);
    if (seen.has(key)) continue;
    seen.add(key);
    // The URL as given, like a markdown link's: a relative one stays relative to the page.
    links.push({ href: given, label: title || url.hostname || url.href });
  }
  return links;
}

/**
 * Where a file the reply sends (a `file` part) may link or load from: an `http:` or `https:`
 * URL (a relative one resolves on the page) or a data image validateLink lets through.
 * Anything else (`javascript:`, `blob:`, `file:`…) is `null`: the file is named, not linked.
 */
export function fileUrl(given: string): URL | null {
  const url = validateLink(given) ? parse(given) : null;
  return url && /^(https?|data):$/.test(url.protocol) ? url : null;
}
