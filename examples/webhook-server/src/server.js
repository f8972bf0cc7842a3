// One Node HTTP server: the chat webhook, the test fault switches (when enabled) and the
// built docs site, with every failure answered as a JSON error and the process kept alive.

import http from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAssistant } from './lia/assistant.js';
import { createBodyBudget } from './http/body-budget.js';
import { createConnectionRules } from './http/connections.js';
import { createOriginCheck, corsHeaders, answerPreflight, LOCAL_DEV_ORIGINS } from './chat/cors.js';
import { DOCS_TEXT_FILE, loadDocsIndex } from './lia/docs-index.js';
import { createFaults, FAULTS_PATH } from './chat/faults.js';
import { createFeedbackStore } from './chat/feedback.js';
import { DEFAULTS } from './server-options.js';
import { createHistoryThread } from './history/history-thread.js';
import { HttpError, sendError } from './http/http-utils.js';
import { createMounts } from './http/mounts.js';
import { createStaticHandler } from './http/static.js';
import { createWebhookHandler } from './chat/webhook.js';

export { DEFAULTS };
/** @typedef {import('./server-options.js').ServerOptions} ServerOptions */

/** @type {{ now(): number, sleep(ms: number, signal?: AbortSignal): Promise<void> }} */
const realClock = { now: () => Date.now(), sleep: (ms, signal) => sleep(ms, undefined, { signal }) };

/** @param {ServerOptions} [options] */
export function createServer(options = {}) {
  const settings = { ...DEFAULTS, ...withoutUndefined(options) };
  const clock = { ...realClock, ...options.clock };
  const logger = options.logger ?? console;
  const isAllowed = createOriginCheck(options.allowedOrigins ?? LOCAL_DEV_ORIGINS);
  const history = createHistoryThread({ ...settings.history, clock, logger });
  const faults = options.testFaults ? createFaults() : null;
  const feedback = createFeedbackStore({ clock, logger });
  const closing = new AbortController();
  const siteDir = settings.siteDir ?? 'docs-site/dist';
  const serveStatic = createStaticHandler({ siteDir });
  const serveMount = createMounts(settings.mounts ?? []);
  /** @type {ReturnType<typeof createWebhookHandler> | null} */
  let webhook = null;
  /** @type {string | null} */
  let url = null;

  // A smaller allowance than the defaults' (tests) shrinks the share and the reserve with it,
  // leaving room for one form body of the largest size (config.js refuses what does not).
  const bodyBudget = createBodyBudget({
    maxBytes: settings.maxInflightBodyBytes,
    maxBytesPerClient: Math.min(settings.maxInflightBodyBytesPerClient, settings.maxInflightBodyBytes),
    reservedForSmall: Math.max(
      0,
      Math.min(settings.jsonBodyReserveBytes, settings.maxInflightBodyBytes - settings.maxBodyBytes),
    ),
  });
  const connections = createConnectionRules({
    headersTimeoutMs: settings.headersTimeoutMs,
    maxWaiting: settings.maxPipelinedRequests,
    sleep: clock.sleep,
    maxPerClient: settings.maxConnectionsPerClient,
    sendTimeoutMs: settings.sendTimeoutMs,
  });
  const server = http.createServer(
    {
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: Math.max(settings.requestTimeoutMs, settings.headersTimeoutMs),
      // Node checks both timeouts on this beat (30 s by default, longer than the timeouts).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(settings.headersTimeoutMs / 4))),
    },
    (req, res) => {
      connections.inTurn(req, res, () => handle(req, res).catch((error) => fail(res, error, {})));
    },
  );
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  // A client may send its whole request and then half-close (curl, many proxies): the reply
  // still goes out, and the connection ends after it. Node's default aborts such a request.
  // (`httpAllowHalfOpen` is Node's own switch for it, missing from its type definitions.)
  Object.assign(server, { httpAllowHalfOpen: true });
  server.on('connection', connections.opened);

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const target = new URL(req.url ?? '/', 'http://server.invalid');
    /** @type {Record<string, string>} */
    let cors = {};
    try {
      if (target.pathname === settings.webhookPath && webhook) {
        cors = corsHeaders(req, isAllowed);
        await webhook(req, res, target, cors);
      } else if (target.pathname === '/webhook' || target.pathname.startsWith('/webhook/')) {
        cors = corsHeaders(req, isAllowed);
        throw new HttpError(
          404,
          'unknown_webhook',
          `Não há webhook em ${target.pathname}: use ${settings.webhookPath}.`,
        );
      } else if (faults && target.pathname === FAULTS_PATH) {
        cors = corsHeaders(req, isAllowed);
        if (req.method === 'OPTIONS') answerPreflight(req, res, cors);
        else await faults.handle(req, res, cors);
      } else {
        // The site reads no body: one sent anyway is never waited for, the connection ends with the answer.
        if (hasBody(req)) res.setHeader('Connection', 'close');
        if (!(await serveMount(req, res, target))) await serveStatic(req, res, target);
      }
    } catch (error) {
      fail(res, error, cors);
    }
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} error
   * @param {Record<string, string>} cors
   */
  function fail(res, error, cors) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      sendError(res, error, cors);
    } else if (closing.signal.aborted) {
      sendError(res, new HttpError(503, 'shutting_down', 'O servidor está sendo encerrado; tente de novo.'), cors);
    } else if (res.destroyed) {
      // The visitor left (a slow reply they stopped waiting for): nobody to answer.
    } else {
      logger.error('Unexpected error while answering a request:', error);
      sendError(res, new HttpError(500, 'internal_error', 'Erro interno do servidor; veja o log.'), cors);
    }
  }

  async function listen() {
    await history.load();
    const index = options.docsIndex ?? (await loadDocsIndex(settings.docsText ?? join(siteDir, DOCS_TEXT_FILE)));
    if (index.missing) {
      logger.warn(
        `No ${index.file}: the docs site is not built (npm run build:site). Until the server restarts with it, Lia answers that she has no docs.`,
      );
    } else if (index.pages.size === 0) {
      logger.warn(`${index.file ?? 'The docs index'} has no pages: Lia will not know any answer.`);
    }
    webhook = createWebhookHandler({
      history,
      feedback,
      assistant: options.assistant ?? createAssistant({ index }),
      faults,
      limits: settings,
      clock,
      streamDelayMs: settings.streamDelayMs,
      closing: closing.signal,
      bodyBudget,
      publicUrl: settings.publicUrl,
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => {
        server.off('error', reject);
        resolve(undefined);
      });
    });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    url = `http://${displayHost(settings.host, address)}:${address.port}`;
    return url;
  }

  /** Stops accepting, lets answers in flight finish (briefly), and closes the history database. */
  async function close() {
    if (!server.listening) {
      await history.close();
      return;
    }
    closing.abort(new Error('server closing'));
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    server.closeIdleConnections();
    const grace = sleep(2000, undefined, { ref: false });
    if ((await Promise.race([closed.then(() => 'closed'), grace])) !== 'closed') server.closeAllConnections();
    await closed;
    await history.close();
  }

  return {
    listen,
    close,
    /** The base URL once listening (`http://127.0.0.1:54321`), else null. */
    get url() {
      return url;
    },
    /** The Node server, for tests that need its sockets. */
    server,
    /** The most requests one connection has had in progress at once (pipelining's fair share: 1). */
    get busiestConnection() {
      return connections.busiest;
    },
    /** Request body bytes held in memory right now, server-wide. */
    get inflightBodyBytes() {
      return bodyBudget.inUse;
    },
    history,
    /** The visitors' ratings (sendFeedback), newest per message. */
    feedback,
  };
}

/** @param {import('node:http').IncomingMessage} req */
function hasBody(req) {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * @param {string} host
 * @param {import('node:net').AddressInfo} address
 */
function displayHost(host, address) {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  if (host === 'localhost') return 'localhost';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

/**
 * @template {object} T
 * @param {T} object
 * @returns {Partial<T>}
 */
function withoutUndefined(object) {
  return /** @type {Partial<T>} */ (Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)));
}
