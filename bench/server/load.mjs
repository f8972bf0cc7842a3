// The requests of each row, driven by autocannon on loopback: sendMessage with a new or
// continuing session per request and questions taken in turn from Lia's evaluation set,
// loadPreviousSession of full sessions, and a docs page as a browser asks for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

/** @param {string} root @returns {string[]} */
export function questions(root) {
  const list = JSON.parse(readFileSync(join(root, 'examples/webhook-server/eval/questions.json'), 'utf8'));
  return list.map((entry) => entry.question).filter((question) => typeof question === 'string');
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * sendMessage, each request to the next of `sessions` session ids (prefixed by `tag`) with
 * the next question: the history and Lia do the work of many visitors, not one.
 * @param {{ questions: string[], sessions: number, tag: string, streamed: boolean }} options
 * @returns {import('autocannon').Request}
 */
export function sendMessageRequest({ questions: asked, sessions, tag, streamed }) {
  let sent = 0;
  return {
    method: 'POST',
    path: '/webhook/chat',
    // The widget asks for n8n's NDJSON stream with `Accept: text/plain` (docs/protocol.md).
    headers: streamed ? { ...JSON_HEADERS, accept: 'text/plain' } : JSON_HEADERS,
    setupRequest: (request) => {
      const n = sent++;
      const body = {
        action: 'sendMessage',
        sessionId: `${tag}-${n % sessions}`,
        chatInput: asked[n % asked.length],
        metadata: { pagePath: '/docs/intro' },
      };
      return { ...request, body: JSON.stringify(body) };
    },
  };
}

/** @param {{ tag: string, sessions: number }} options @returns {import('autocannon').Request} */
export function loadSessionRequest({ tag, sessions }) {
  let sent = 0;
  return {
    method: 'POST',
    path: '/webhook/chat',
    headers: JSON_HEADERS,
    setupRequest: (request) => {
      const body = { action: 'loadPreviousSession', sessionId: `${tag}-${sent++ % sessions}` };
      return { ...request, body: JSON.stringify(body) };
    },
  };
}

/** @param {string} path @returns {import('autocannon').Request} */
export function pageRequest(path) {
  return { method: 'GET', path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' } };
}

/**
 * @param {string} url
 * @param {import('autocannon').Request} request
 * @param {{ connections: number, seconds?: number, amount?: number }} options
 */
export async function drive(url, request, { connections, seconds, amount }) {
  const result = await autocannon({
    url,
    connections,
    requests: [request],
    ...(amount ? { amount } : { duration: seconds }),
    // A request slower than this counts as an error rather than stalling the row.
    timeout: 30,
  });
  return {
    connections,
    seconds: result.duration,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
