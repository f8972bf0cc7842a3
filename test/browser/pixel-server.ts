/**
 * Global setup of the browser tests: a tiny image server on 127.0.0.1, on two ports (two
 * origins other than the test page's), that records every image request. A test asks it
 * over CORS what it was asked for, to prove which images the browser really fetched.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origins (`http://127.0.0.1:<port>`) of the same image server. */
    pixelOrigins: [string, string];
  }
}

/** One image request: the value of its `data` query and the Referer it carried. */
export type PixelHit = { data: string | null; referer: string | null };

// A 1×1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export default async function setup(project: TestProject) {
  const hits: PixelHit[] = [];

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/hits') {
      const data = url.searchParams.get('data');
      response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(hits.filter((hit) => hit.data === data)));
      return;
    }
    hits.push({ data: url.searchParams.get('data'), referer: request.headers.referer ?? null });
    response.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
    response.end(PIXEL);
  }

  const servers: Server[] = [createServer(handle), createServer(handle)];
  const origins = await Promise.all(
    servers.map(
      (server) =>
        new Promise<string>((resolve) =>
          server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
        ),
    ),
  );
  project.provide('pixelOrigins', [origins[0]!, origins[1]!]);

  return async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  };
}
