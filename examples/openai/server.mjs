/**
 * The example's server: the chat's endpoint at POST /api/chat, this folder's page at /, and
 * the repository's built standalone bundle at /dist/browser/, on one origin under a strict
 * Content-Security-Policy (../lib/page-server.mjs).
 *
 *   node examples/openai/server.mjs        (or `npm run example:openai`, which builds first)
 *
 * /api/chat answers as an OpenAI-compatible server with a scripted model (scripted.mjs) by
 * default. With OPENAI_BASE_URL or OPENAI_API_KEY it forwards to that server (forward.mjs),
 * with OPENAI_MODEL. PORT picks the port (3000). Tests import `startServer` and start it on a
 * free port.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJson, sendResponse, sendText, startPageServer, visitorLeft } from '../lib/page-server.mjs';
import { forwarder } from './forward.mjs';
import { scriptedCompletion } from './scripted.mjs';

export { CONTENT_SECURITY_POLICY } from '../lib/page-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OPENAI = 'https://api.openai.com/v1';
/** The response headers passed on to the page; the rest (length, encoding) are the server's. */
const PASSED_ON = ['content-type', 'cache-control'];
const NOT_A_CHAT =
  'Send JSON with "messages": [{ "role": "user" | "assistant", "content": "…" }], as transport: \'openai\' does.';

/**
 * Who answers: the server that OPENAI_BASE_URL (or OpenAI, with OPENAI_API_KEY alone) names,
 * else the scripted stand-in. Resolves to `(messages, signal) => Response` and what it is.
 */
export function chooseBackend({ env = process.env, chunkDelayMs } = {}) {
  const { OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: apiKey, OPENAI_MODEL: model } = env;
  if (!baseUrl && !apiKey) {
    return {
      answer: (messages, signal) => scriptedCompletion(messages, { chunkDelayMs, signal }),
      description: 'a scripted stand-in (no OPENAI_BASE_URL or OPENAI_API_KEY)',
    };
  }
  if (baseUrl && !model) {
    throw new Error('OPENAI_BASE_URL is set: OPENAI_MODEL must name one of its models, e.g. OPENAI_MODEL=llama3.2.');
  }
  const server = { baseUrl: baseUrl || OPENAI, apiKey, model: model || 'gpt-4.1-mini' };
  return {
    answer: forwarder(server),
    description: `${server.model} at ${server.baseUrl}${apiKey ? ', with OPENAI_API_KEY' : ''}`,
  };
}

/** The visitor's conversation, each message only its role and text; undefined if it is not one. */
function conversation(body) {
  const messages = body?.messages;
  const valid =
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every(
      (message) => (message?.role === 'user' || message?.role === 'assistant') && typeof message.content === 'string',
    );
  return valid ? messages.map(({ role, content }) => ({ role, content })) : undefined;
}

/**
 * Starts the example on `host`:`port` (0: a free port). `env` and `chunkDelayMs` go to
 * chooseBackend; `bundleDir` is where /dist/browser/ is read from.
 * @param {{ port?: number, host?: string, chunkDelayMs?: number, env?: Record<string, string | undefined>, bundleDir?: string }} [options]
 * @returns {Promise<{ url: string, backend: string, close: () => Promise<void> }>}
 */
export async function startServer({ port = 3000, host, chunkDelayMs, env = process.env, bundleDir } = {}) {
  const { answer, description } = chooseBackend({ env, chunkDelayMs });
  async function chat(req, res) {
    const { json, refused } = await readJson(req, res, NOT_A_CHAT);
    if (refused) return;
    // The page's `model`, and anything else it sends, is not passed on: the server chooses.
    const messages = conversation(json);
    if (!messages) return sendText(res, 400, NOT_A_CHAT);
    await sendResponse(res, await answer(messages, visitorLeft(res)), PASSED_ON);
  }
  const server = await startPageServer({ folder: here, routes: { '/api/chat': chat }, port, host, bundleDir });
  return { ...server, backend: description };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const { url, backend } = await startServer({ port }).catch((error) => {
    // A wrong variable: say which, without a stack trace.
    console.error(error.message);
    process.exit(1);
  });
  console.log(`▶ Papo with an OpenAI-compatible endpoint (model: ${backend}): ${url}/`);
  console.log('  (Ctrl+C stops the server)');
}
