// A page's key by its path: `/docs/api/` and `/docs/api?x#y` are the same page as `/docs/api`,
// so the visitor's current page (sent by the widget) finds the page its URL names.

/** @param {string} path */
export function trimSlash(path) {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}
