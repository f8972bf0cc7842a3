/**
 * The one server both widgets talk to, on 127.0.0.1 (a free port): the host pages, the
 * widgets' files gzip -9 compressed (as a CDN would serve them), and a fake n8n Chat
 * Trigger webhook at /webhook (docs/protocol.md). It counts the compressed bytes of every
 * response, so "bytes over the wire" is what was really sent, not a file size.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function readJson(request) {
  const parts = [];
  for await (const part of request) parts.push(part);
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `files` maps a URL path to a file on disk; `pages` maps a path to HTML built per
 * request (a function of the query). `webhook` is the scenario, changed between tests:
 * `{ history, reply(chatInput), stream: { chunks, intervalMs }, delayMs }`.
 */
export async function startServer({ files, pages }) {
  const compressed = new Map();
  const gzipped = (path) => {
    if (!compressed.has(path)) compressed.set(path, gzipSync(readFileSync(files[path]), { level: 9 }));
    return compressed.get(path);
  };
  const state = {
    webhook: { history: { data: [] }, reply: () => 'Ok!', stream: null },
    /** One entry per finished response: `{ path, bytes }` (body bytes as sent). */
    log: [],
    inFlight: 0,
    lastActivity: Date.now(),
  };

  async function streamReply(response, { chunks, intervalMs }) {
    // n8n sends each NDJSON line as its own HTTP chunk (docs/protocol.md#streaming).
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    const meta = { nodeId: 'agent', runIndex: 0 };
    let bytes = 0;
    const send = (line) => {
      const text = `${JSON.stringify({ ...line, metadata: meta })}\n`;
      bytes += Buffer.byteLength(text);
      response.write(text);
    };
    send({ type: 'begin' });
    for (const content of chunks) {
      send({ type: 'item', content });
      await wait(intervalMs);
    }
    send({ type: 'end' });
    response.end();
    return bytes;
  }

  async function answerWebhook(request, response) {
    const payload = await readJson(request);
    const { webhook } = state;
    // A real n8n is a network round trip plus a workflow run away; localhost is neither.
    if (webhook.delayMs) await wait(webhook.delayMs);
    if (payload.action === 'sendMessage' && webhook.stream && request.headers.accept?.includes('text/plain')) {
      return streamReply(response, webhook.stream);
    }
    const body = JSON.stringify(
      payload.action === 'loadPreviousSession' ? webhook.history : { output: webhook.reply(payload.chatInput) },
    );
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(body);
    return Buffer.byteLength(body);
  }

  function answerStatic(request, response, url) {
    const path = url.pathname;
    if (pages[path]) {
      const html = Buffer.from(pages[path](url.searchParams));
      response.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' });
      response.end(html);
      return html.length;
    }
    if (!files[path]) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return 9;
    }
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = gzip ? gzipped(path) : readFileSync(files[path]);
    response.writeHead(200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(body);
    return body.length;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    state.inFlight += 1;
    const answer =
      url.pathname === '/webhook' && request.method === 'POST'
        ? answerWebhook(request, response)
        : Promise.resolve(answerStatic(request, response, url));
    answer
      .then((bytes) => state.log.push({ path: url.pathname, bytes }))
      .catch((error) => {
        response.destroy(error);
      })
      .finally(() => {
        state.inFlight -= 1;
        state.lastActivity = Date.now();
      });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    state,
    /**
     * Resolves once no response has been under way for `quietMs`, counted from the call too:
     * a request the page is about to make (a dynamic import) has not reached us yet.
     */
    async quiet(quietMs = 300) {
      const calledAt = Date.now();
      while (state.inFlight > 0 || Date.now() - Math.max(state.lastActivity, calledAt) < quietMs) await wait(50);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
