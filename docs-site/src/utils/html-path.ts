/**
 * docs/decisions.md#the-docs-site: paths ending in index.html or .html are normalised to the clean path. The
 * reference server answers 301; on a plain static host the 404 page redirects with this.
 */
export function cleanHtmlPath(pathname: string): string | null {
  if (!/\.html$/i.test(pathname)) return null;
  const clean = pathname.replace(/(?:\/index)?\.html$/i, '').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** A site URL (path, then maybe `?query` or `#anchor`) without the trailing slash of a folder: `/docs/intro/#x` → `/docs/intro#x`. */
export function cleanUrl(url: string): string {
  return url.replace(/^([^?#]*?)\/+(?=[?#]|$)/, (_, path: string) => path || '/');
}
