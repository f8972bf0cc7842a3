// What the server can be told, and what it does when it is not told: every bound the README's
// limits table lists, with its default. config.js reads the same names from the environment.

import { HISTORY_DEFAULTS } from './history/history.js';

export const DEFAULTS = {
  host: 'localhost',
  port: 4321,
  webhookPath: '/webhook/chat',
  chatInputKey: 'chatInput',
  chatSessionKey: 'sessionId',
  maxBodyBytes: 10 * 1024 * 1024,
  maxJsonBodyBytes: 64 * 1024,
  maxFiles: 5,
  maxChatInputChars: 10_000,
  maxSessionIdChars: 128,
  streamDelayMs: 0,
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 5_000,
  requestTimeoutMs: 120_000,
  maxInflightBodyBytes: 32 * 1024 * 1024,
  /** One upload and room for the same visitor's chat messages beside it. */
  maxInflightBodyBytesPerClient: 12 * 1024 * 1024,
  /** Of the allowance, what only JSON bodies may use: 64 chat messages of the largest size. */
  jsonBodyReserveBytes: 4 * 1024 * 1024,
  minBodyBytesPerSecond: 16 * 1024,
  minBodyRateGraceMs: 5_000,
  /** How long an idle keep-alive connection stays open (Node's own default). */
  keepAliveTimeoutMs: 5_000,
  /** Requests one connection may have waiting behind the one being answered (pipelining). */
  maxPipelinedRequests: 16,
  /** Connections one client address may hold at once: a browser opens about 6 per site. */
  maxConnectionsPerClient: 256,
  /** A reply whose bytes make no progress this long (its client reads nothing) ends its connection. */
  sendTimeoutMs: 30_000,
  history: HISTORY_DEFAULTS,
};

/**
 * @typedef {object} ServerOptions
 * @property {string} [host]
 * @property {number} [port] 0 for any free port
 * @property {string} [siteDir] the built docs site (docs-site/dist)
 * @property {string} [docsText] the docs' text Lia answers from (default: docs-text.json in siteDir)
 * @property {import('./lia/docs-index.js').DocsIndex} [docsIndex] a ready index instead of docsText
 * @property {import('./http/mounts.js').Mount[]} [mounts] folders served under a path beside the site (the examples)
 * @property {string} [publicUrl] the origin Lia's source links go on (default: the origin each request reached)
 * @property {string[]} [allowedOrigins] default: localhost dev origins (the server's own is always allowed)
 * @property {string} [webhookPath]
 * @property {string} [chatInputKey] the message field, as the widget's option of that name
 * @property {string} [chatSessionKey] the session id field, as the widget's option of that name
 * @property {number} [maxBodyBytes] a form's body (multipart, with files): 413 past it
 * @property {number} [maxJsonBodyBytes] a JSON body: 413 past it
 * @property {number} [maxFiles]
 * @property {number} [maxChatInputChars]
 * @property {number} [maxSessionIdChars]
 * @property {number} [streamDelayMs] pause between streamed items
 * @property {number} [headersTimeoutMs] a request's headers must all arrive within this
 * @property {number} [bodyTimeoutMs] the longest pause between a webhook body's bytes (408 after)
 * @property {number} [requestTimeoutMs] a whole request (headers and body) must arrive within this
 * @property {number} [maxInflightBodyBytes] request bodies held in memory at once, server-wide (503 past it)
 * @property {number} [maxInflightBodyBytesPerClient] of which one client address may hold (429 past it)
 * @property {number} [jsonBodyReserveBytes] of which only JSON bodies may use (form bodies get 503 past the rest)
 * @property {number} [minBodyBytesPerSecond] a body averaging less, once `minBodyRateGraceMs` has passed, ends with 408
 * @property {number} [minBodyRateGraceMs]
 * @property {number} [keepAliveTimeoutMs] how long an idle keep-alive connection stays open
 * @property {number} [maxPipelinedRequests] requests one connection may have waiting (429 and close past it)
 * @property {number} [maxConnectionsPerClient] connections one client address may hold at once (429 and close past it)
 * @property {number} [sendTimeoutMs] a reply whose bytes make no progress this long ends its connection
 * @property {import('./history/history.js').HistoryOptions} [history]
 * @property {boolean} [testFaults] enable POST /__test__/faults
 * @property {{ now(): number, sleep?(ms: number, signal?: AbortSignal): Promise<void> }} [clock]
 * @property {import('./chat/webhook.js').WebhookDeps['assistant']} [assistant] replaces Lia (tests)
 * @property {Pick<Console, 'info' | 'warn' | 'error'>} [logger]
 */
