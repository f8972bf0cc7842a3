// Serves examples/plain-html with dist/browser beside it on 127.0.0.1 (a free port), and a
// fake chat webhook at /webhook/chat with canned answers: the page a site owner would make.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

async function readBody(request) {
  const parts = [];
  for await (const part of request) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

async function readFromRoots(roots, pathname) {
  for (const root of roots) {
    const file = resolve(root, `.${pathname}`);
    if (!file.startsWith(resolve(root) + sep)) continue;
    try {
      return await readFile(file);
    } catch {
      // Not in this folder: try the next one.
    }
  }
  return null;
}

/**
 * @param {{ roots: string[], answers: Record<string, string> }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startExampleServer({ roots, answers }) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    try {
      if (pathname === '/webhook/chat' && request.method === 'POST') {
        const payload = JSON.parse(await readBody(request));
        const reply =
          payload.action === 'loadPreviousSession' ? { data: [] } : { output: answers[payload.chatInput] ?? 'Ok!' };
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(reply));
        return;
      }
      const path = pathname === '/' ? '/index.html' : pathname;
      const body = request.method === 'GET' ? await readFromRoots(roots, path) : null;
      if (body === null) {
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('not found');
        return;
      }
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
