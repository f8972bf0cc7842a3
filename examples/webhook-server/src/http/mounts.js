// Folders served under a path beside the docs site (`MOUNTS`): how `npm run example:…` puts
// an example page on the server's own origin, so its chat posts to this server's webhook and
// Lia's source links open the docs there too. Each mount may layer several folders (the
// example's pages over the built bundle) and its pages get a strict policy of their own.

import { STRICT_PAGE_HEADERS } from './csp.js';
import { createStaticHandler } from './static.js';

/**
 * @typedef {{ path: string, dirs: string[] }} Mount `path` starts and ends with `/`; the first folder holding a file wins
 */

/**
 * A handler that answers the requests under a mount's path and says whether it did.
 * @param {Mount[]} mounts
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => Promise<boolean>}
 */
export function createMounts(mounts) {
  const handlers = mounts.map(({ path, dirs }) => ({
    path,
    serve: createStaticHandler({
      siteDir: dirs[0] ?? '.',
      roots: dirs,
      prefix: path.slice(0, -1),
      pageHeaders: async () => STRICT_PAGE_HEADERS,
    }),
  }));
  return async function serveMount(req, res, url) {
    for (const { path, serve } of handlers) {
      if (url.pathname === path.slice(0, -1)) {
        // The pages link their files relatively (`page.css`): they must be read from inside the folder.
        res.writeHead(301, { Location: `${path}${url.search}`, 'Cache-Control': 'no-cache' });
        res.end();
        return true;
      }
      if (url.pathname.startsWith(path)) {
        await serve(req, res, new URL(`${url.pathname.slice(path.length - 1)}${url.search}`, url));
        return true;
      }
    }
    return false;
  };
}
