/**
 * Which of a reply's sources become links (docs/protocol.md#suggestions-and-sources): the
 * same rule as a markdown link of the reply (validateLink: no `javascript:`, `vbscript:`,
 * `file:`), and no `data:` URL at all (an image may be one, a page the reply came from may
 * not). A source the reply's text already links to is not listed twice.
 */
import type { Source } from '../../core/messages/reply-extras';
import { pageBase } from './image-policy';
import { validateLink } from './link-policy';

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

/**
 * The sources to show under a reply whose text links to `linked` (its links' hrefs, as
 * markdown parses them: engine.ts's `linkedHrefs`); junk and repeats are left out.
 */
export function sourceLinks(sources: readonly Source[], linked: readonly string[]): SourceLink[] {
  const seen = new Set<string>();
  for (const href of linked) {
    const url = parse(href);
    if (url) seen.add(samePageKey(url));
  }
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
