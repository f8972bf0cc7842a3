/** Navigation rules of docs/decisions.md#the-docs-site that the client router needs help with. */

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Only the query string changed: the view stays where it is (Astro's router would
 * scroll to the top). A hash means the visitor asked for a place on the page.
 */
export function isQueryOnlyChange(from: Place, to: Place): boolean {
  return from.pathname === to.pathname && from.search !== to.search && to.hash === '';
}

/** The Network Information API fields we read (not in every browser, nor in TS's DOM lib). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** docs/decisions.md#the-docs-site: prefetch is skipped on 2g (and slow-2g) or data-saver connections. */
export function isSlowConnection(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return false;
  return connection.saveData === true || /2g/.test(connection.effectiveType ?? '');
}

/** Links worth prefetching: same origin, another page, not a download or a new tab. */
export function isPrefetchableLink(
  link: { href: string; target?: string; hasDownload?: boolean; optOut?: boolean },
  location: { origin: string; pathname: string; search: string },
): boolean {
  if (link.optOut || link.hasDownload || (link.target && link.target !== '_self')) return false;
  let url: URL;
  try {
    url = new URL(link.href, location.origin);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  if (!/^https?:$/.test(url.protocol)) return false;
  // Files that are not pages (feeds, llms.txt, the sitemap) are not worth a prefetch.
  if (/\.(xml|txt|json|pdf|zip)$/i.test(url.pathname)) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}
