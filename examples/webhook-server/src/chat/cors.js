// CORS as docs/protocol.md#cors describes it, with n8n's exact header values (trace 08).

import { HttpError } from '../http/http-utils.js';

export const ALLOW_METHODS = 'OPTIONS, GET, POST';
export const MAX_AGE_SECONDS = 300;

/** Dev servers on the loopback interface (Astro, Vite, Storybook…), any port. */
export const LOCAL_DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];

/**
 * Builds the origin check. Entries are exact origins (`https://docs.atesta.example`),
 * `*` for any origin, or an origin with `:*` for any port. A request from the server's own
 * origin (its Origin's host is the request's Host) is always allowed.
 * @param {string[]} allowed
 * @returns {(origin: string, host: string | undefined) => boolean}
 */
export function createOriginCheck(allowed) {
  const any = allowed.includes('*');
  const exact = new Set(allowed.filter((entry) => !entry.endsWith(':*')).map(normalizeOrigin));
  const anyPort = allowed.filter((entry) => entry.endsWith(':*')).map((entry) => entry.slice(0, -2).toLowerCase());
  return (origin, host) => {
    if (any) return true;
    /** @type {URL} */
    let url;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (host && url.host === host.toLowerCase()) return true;
    if (exact.has(url.origin)) return true;
    const withoutPort = `${url.protocol}//${url.hostname}`;
    return anyPort.includes(withoutPort);
  };
}

/** @param {string} origin */
function normalizeOrigin(origin) {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

/**
 * The CORS headers for a request, or an HttpError (403) when its Origin is not allowed.
 * Requests without an Origin (curl, server to server) get no CORS headers, like n8n.
 * @param {import('node:http').IncomingMessage} req
 * @param {(origin: string, host: string | undefined) => boolean} isAllowed
 * @returns {Record<string, string>}
 */
export function corsHeaders(req, isAllowed) {
  const origin = req.headers.origin;
  if (!origin) return {};
  if (!isAllowed(origin, req.headers.host)) {
    throw new HttpError(
      403,
      'origin_not_allowed',
      `A origem "${origin}" não está autorizada (cabeçalho Origin). Inclua-a em ALLOWED_ORIGINS.`,
      { field: 'Origin' },
    );
  }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    // A cross-origin page can read only the headers listed here: the widget needs
    // Retry-After of a 503 (server busy) to say when to try again and hold Retry until then.
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  };
}

/**
 * Answers an OPTIONS preflight: 204, the requested headers echoed, Max-Age 300.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers the result of corsHeaders()
 */
export function answerPreflight(req, res, headers) {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    ...headers,
    'Access-Control-Allow-Headers': requested || 'Content-Type',
    'Access-Control-Max-Age': String(MAX_AGE_SECONDS),
    Allow: ALLOW_METHODS,
  });
  res.end();
}
