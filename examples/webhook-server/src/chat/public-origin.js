// The origin a request reached, which Lia's source links are put on (onOrigin in
// lia/reply-extras.js): `PUBLIC_URL` when it is set, else the origin the request came to (the
// Host it named), which is where this server serves the docs. The Host header is the client's
// to write, so it only ever shapes the links of the reply to that same client (and the
// history of that client's session), and only when it is a plain host[:port]: anything else
// leaves the links root-relative, as before.

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62})?(?:\.[a-z0-9](?:[a-z0-9-]{0,62})?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request reached: `http://` and its Host header, or undefined when the
 * header is missing or not a plain host[:port]. This server speaks plain HTTP; behind a
 * proxy that ends TLS, set PUBLIC_URL.
 * @param {import('node:http').IncomingMessage} req
 */
export function requestOrigin(req) {
  const host = req.headers.host;
  if (typeof host !== 'string' || host.length > 260 || !HOST.test(host)) return undefined;
  let url;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return undefined;
  }
  // The URL parser fixes up what it can (an out-of-range port throws above): only a host that
  // reads back as itself, bar the case and a default port, is taken.
  const written = host.toLowerCase().replace(/:80$/, '');
  return url.host === written ? url.origin : undefined;
}
