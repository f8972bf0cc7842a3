/**
 * The example's server: a scripted AG-UI agent at POST /api/agent (agent.mjs), this folder's
 * page at /, and the repository's built standalone bundle at /dist/browser/, on one origin
 * under a strict Content-Security-Policy (../lib/page-server.mjs).
 *
 *   node examples/ag-ui/server.mjs        (or `npm run example:ag-ui`, which builds first)
 *
 * The body is checked with @ag-ui/core's RunAgentInputSchema and every event with its schema
 * before @ag-ui/encoder writes it, as an AG-UI server does. PORT picks the port (3000). Tests
 * import `startServer` and start it on a free port.
 */
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { EventSchemas, RunAgentInputSchema } from '@ag-ui/core/schemas';
import { EventEncoder } from '@ag-ui/encoder';
import { readJson, sendText, startPageServer, visitorLeft } from '../lib/page-server.mjs';
import { runEvents } from './agent.mjs';

export { CONTENT_SECURITY_POLICY } from '../lib/page-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const NOT_A_RUN =
  "Send a RunAgentInput as JSON (threadId, runId, messages, tools, context, state), as an AG-UI client such as transport: 'ag-ui' does.";

/** The schema's complaints, one a line: where in the body, and what is wrong there. */
const complaints = (issues) =>
  issues.map((issue) => `- ${issue.path.length ? issue.path.join('.') : '(the body)'}: ${issue.message}`).join('\n');

/** Answers one run: 400 with the schema's complaints, or the run's events as they come. */
async function run(req, res, chunkDelayMs) {
  const { json, refused } = await readJson(req, res, NOT_A_RUN);
  if (refused) return;
  const input = RunAgentInputSchema.safeParse(json);
  if (!input.success) return sendText(res, 400, `${NOT_A_RUN}\n${complaints(input.error.issues)}`);
  const left = visitorLeft(res);
  // Server-Sent Events, or AG-UI's protobuf encoding when the client's Accept asks for it.
  const encoder = new EventEncoder({ accept: req.headers.accept });
  res.writeHead(200, { 'content-type': encoder.getContentType(), 'cache-control': 'no-cache' });
  for (const event of runEvents(input.data)) {
    if (left.aborted) return;
    if (chunkDelayMs > 0) await sleep(chunkDelayMs, undefined, { signal: left }).catch(() => {});
    if (left.aborted) return;
    res.write(encoder.encode(EventSchemas.parse(event)));
  }
  res.end();
}

/**
 * Starts the example on `host`:`port` (0: a free port). `chunkDelayMs` is the agent's pause
 * between two events, so the reply visibly streams (0: none, for tests); `bundleDir` is where
 * /dist/browser/ is read from.
 * @param {{ port?: number, host?: string, chunkDelayMs?: number, bundleDir?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startServer({ port = 3000, host, chunkDelayMs = 40, bundleDir } = {}) {
  return startPageServer({
    folder: here,
    routes: { '/api/agent': (req, res) => run(req, res, chunkDelayMs) },
    port,
    host,
    bundleDir,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const { url } = await startServer({ port });
  console.log(`▶ Papo with an AG-UI agent (a scripted one): ${url}/`);
  console.log('  (Ctrl+C stops the server)');
}
