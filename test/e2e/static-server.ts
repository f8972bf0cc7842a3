/**
 * A static file server on 127.0.0.1 (a free port) for the end-to-end tests: it serves
 * files from a list of folders (the first that has the file wins), extra pages given as
 * strings, and a fake chat webhook at /webhook/chat. It records every request.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export type WebhookReply = (payload: Record<string, unknown>) => unknown;

export interface StaticServer {
  url: string;
  /** `GET /papo-chat.js`, `POST /webhook/chat`, … in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

async function readFromRoots(roots: string[], pathname: string): Promise<Buffer | null> {
  for (const root of roots) {
    const file = resolve(root, `.${pathname}`);
    // Never outside the served folders.
    if (!file.startsWith(resolve(root) + sep)) continue;
    try {
      return await readFile(file);
    } catch {
      // Not in this folder: try the next one.
    }
  }
  return null;
}

export async function startStaticServer({
  roots,
  pages = {},
  webhook,
}: {
  roots: string[];
  pages?: Record<string, string>;
  webhook: WebhookReply;
}): Promise<StaticServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${pathname}`);
    void (async () => {
      if (pathname === '/webhook/chat' && request.method === 'POST') {
        const payload = JSON.parse(await readBody(request)) as Record<string, unknown>;
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(webhook(payload)));
        return;
      }
      const path = pathname === '/' ? '/index.html' : pathname;
      const page = pages[path];
      const body = page !== undefined ? Buffer.from(page) : await readFromRoots(roots, path);
      if (request.method !== 'GET' || body === null) {
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('not found');
        return;
      }
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
      });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}

export const servedFrom = (...parts: string[]) => join(process.cwd(), ...parts);
