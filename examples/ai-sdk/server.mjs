/**
 * The example's server: the chat route at POST /api/chat (route.mjs), this folder's page at
 * /, and the repository's built standalone bundle at /dist/browser/, on one origin under a
 * strict Content-Security-Policy (../lib/page-server.mjs).
 *
 *   node examples/ai-sdk/server.mjs        (or `npm run example:ai-sdk`, which builds first)
 *
 * PORT picks the port (3000); OPENAI_API_KEY swaps the scripted model for a real one (model.mjs).
 * Tests import `startServer` and start it on a free port.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJson, sendResponse, sendText, startPageServer, visitorLeft } from '../lib/page-server.mjs';
import { chooseModel } from './model.mjs';
import { chatRoute } from './route.mjs';

export { CONTENT_SECURITY_POLICY } from '../lib/page-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Starts the example on `host`:`port` (0: a free port). `chunkDelayMs` and `env` go to
 * chooseModel; `bundleDir` is where /dist/browser/ is read from.
 * @param {{ port?: number, host?: string, chunkDelayMs?: number, env?: Record<string, string | undefined>, bundleDir?: string }} [options]
 * @returns {Promise<{ url: string, model: string, close: () => Promise<void> }>}
 */
export async function startServer({ port = 3000, host, chunkDelayMs, env = process.env, bundleDir } = {}) {
  const { model, description } = await chooseModel({ env, chunkDelayMs });
  const POST = chatRoute(model);
  const server = await startPageServer({
    folder: here,
    routes: { '/api/chat': (req, res) => chat(req, res, POST) },
    port,
    host,
    bundleDir,
  });
  return { ...server, model: description };
}

/**
 * Hands the route the fetch `Request` Next.js would, after the checks a framework's body
 * parser makes, then streams its `Response` back. The request's signal aborts when the
 * visitor goes away (Stop closes the connection).
 */
async function chat(req, res, POST) {
  const notChat = 'Send JSON with a "messages" array, as useChat does.';
  const { json, refused } = await readJson(req, res, notChat);
  if (refused) return;
  if (!Array.isArray(json?.messages)) return sendText(res, 400, notChat);
  const request = new Request(new URL(req.url, 'http://localhost'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
    signal: visitorLeft(res),
  });
  await sendResponse(res, await POST(request));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const { url, model } = await startServer({ port });
  console.log(`▶ Papo with an AI SDK route (model: ${model}): ${url}/`);
  console.log('  (Ctrl+C stops the server)');
}
