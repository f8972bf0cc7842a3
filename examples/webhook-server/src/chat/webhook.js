// The chat webhook (docs/protocol.md): loadPreviousSession, sendMessage and sendFeedback over JSON, multipart
// or GET query, answered as JSON or, for `Accept: text/plain`, as n8n's NDJSON stream.

import { createAnswerOnce, clientMessageIdOf } from './answer-once.js';
import { answerPreflight } from './cors.js';
import { isFormType, readChatRequest } from './chat-request.js';
import { HttpError, JSON_TYPE, mediaType, NO_SNIFF, sendJson, sendJsonText } from '../http/http-utils.js';
import { requestOrigin } from './public-origin.js';
import { createTurns } from './turns.js';

/** The stream's node, as n8n names the node that produced a chunk. */
export const STREAM_NODE = { nodeId: '5f2b7c1e-0000-4000-8000-00000000a11a', nodeName: 'Lia' };
const WORDS_PER_ITEM = 3;
/** loadPreviousSession's answer, `{"data":[…]}`, around the history's JSON. */
const DATA_OPEN = Buffer.from('{"data":');
const DATA_CLOSE = Buffer.from('}');

/**
 * @typedef {object} WebhookDeps
 * @property {import('../history/history-thread.js').HistoryThread} history
 * @property {import('./feedback.js').FeedbackStore} feedback
 * @property {{ respond(message: { chatInput: string, files: import('./chat-request.js').ChatFile[], pagePath?: string, origin?: string, sessionId?: string }): import('../lia/assistant.js').Reply }} assistant
 * @property {string} [publicUrl] the docs' origin for source links (PUBLIC_URL); default: the request's
 * @property {import('./faults.js').Faults | null} faults
 * @property {import('./chat-request.js').RequestLimits} limits
 * @property {{ now(): number, sleep(ms: number, signal?: AbortSignal): Promise<void> }} clock
 * @property {number} streamDelayMs pause between streamed items (0: none)
 * @property {AbortSignal} closing aborted when the server shuts down
 * @property {ReturnType<typeof import('../http/body-budget.js').createBodyBudget>} bodyBudget bodies in memory, server-wide
 */

/** @param {WebhookDeps} deps */
export function createWebhookHandler(deps) {
  const { history, feedback, assistant, faults, limits, clock, streamDelayMs, closing, bodyBudget, publicUrl } = deps;
  const turns = createTurns();
  /** @type {ReturnType<typeof createAnswerOnce<{ output: string, extras: ReturnType<typeof replyExtras> }>>} */
  const answerOnce = createAnswerOnce(history, (stored) => ({ output: stored, extras: {} }));

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {Record<string, string>} cors
   */
  return async function handleWebhook(req, res, url, cors) {
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res, cors);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      throw new HttpError(
        405,
        'method_not_allowed',
        `O método ${req.method} não é aceito no webhook: use POST ou GET.`,
        {
          headers: { Allow: 'OPTIONS, GET, POST' },
        },
      );
    }
    // The body's bytes count against the allowance until the answer is done with them.
    const small = !isFormType(mediaType(req.headers['content-type']));
    const lease = bodyBudget.lease(req.socket.remoteAddress ?? '', { small });
    res.once('close', lease.release);
    const chat = await readChatRequest(req, url, limits, lease);
    const streaming = /\btext\/plain\b/i.test(String(req.headers.accept ?? ''));
    const signal = requestSignal(res, closing);

    const fault = faults?.take(chat.action) ?? null;
    if (fault?.next === 'slow') await clock.sleep(fault.ms, signal);
    if (fault?.next === '500') {
      sendJson(res, 500, { message: 'Error in workflow' }, cors);
      return;
    }
    if (fault?.next === 'non-json') {
      res.writeHead(200, {
        ...cors,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        ...NO_SNIFF,
      });
      res.end('<!doctype html><title>Falha de teste</title><p>Esta resposta não é JSON (PAPO_TEST_FAULTS).</p>\n');
      return;
    }
    const cut = fault?.next === 'cut-stream';

    if (chat.action === 'loadPreviousSession') {
      // The history comes as JSON bytes from SQLite (history-db.js): wrapped, never parsed here.
      const data = await history.getAsLangChain(chat.sessionId);
      const body = [DATA_OPEN, data, DATA_CLOSE];
      if (cut) await cutJson(res, Buffer.concat(body), cors);
      else sendJsonText(res, 200, body, cors);
      return;
    }

    if (chat.action === 'sendFeedback' && chat.feedback) {
      const pagePath = pagePathOf(chat.metadata);
      feedback.record({ sessionId: chat.sessionId, ...chat.feedback, ...(pagePath ? { pagePath } : {}) });
      sendJson(res, 200, { ok: true }, cors);
      return;
    }

    const clientId = clientMessageIdOf(chat.metadata);
    const { output, extras } = await answerOnce(chat.sessionId, clientId, async () => {
      const reply = await turns.run(() =>
        assistant.respond({
          chatInput: chat.chatInput,
          files: chat.files,
          pagePath: pagePathOf(chat.metadata),
          sessionId: chat.sessionId,
          origin: publicUrl ?? requestOrigin(req),
        }),
      );
      // A cut reply never reached the visitor, who will retry it: keep it out of the history.
      if (!cut) {
        await history.append(chat.sessionId, [
          { type: 'human', content: chat.chatInput, ...(clientId ? { clientId } : {}) },
          { type: 'ai', content: reply.asText },
        ]);
      }
      return { output: reply.output, extras: replyExtras(reply) };
    });
    if (streaming) await stream(res, output, extras, cors, { cut, signal });
    else if (cut) await cutJson(res, JSON.stringify({ output, ...extras }), cors);
    else sendJson(res, 200, { output, ...extras }, cors);
  };

  /**
   * n8n's streaming reply: begin, the text in small items, end; each line its own write.
   * The sources and suggestions ride on the `end` chunk (docs/protocol.md#suggestions-and-sources).
   * @param {import('node:http').ServerResponse} res
   * @param {string} reply
   * @param {ReturnType<typeof replyExtras>} extras
   * @param {Record<string, string>} cors
   * @param {{ cut: boolean, signal: AbortSignal }} options
   */
  async function stream(res, reply, extras, cors, { cut, signal }) {
    res.writeHead(200, {
      ...cors,
      'Content-Type': JSON_TYPE,
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
      ...NO_SNIFF,
    });
    res.flushHeaders();
    const metadata = { ...STREAM_NODE, itemIndex: 0, runIndex: 0, timestamp: clock.now() };
    const items = splitForStreaming(reply);
    if (streamDelayMs === 0 && !cut) {
      // No pause to show: every line is still its own HTTP chunk, but they leave in one socket
      // write instead of one event-loop turn each (a reply is a few dozen lines).
      res.cork();
      res.write(line({ type: 'begin', metadata }));
      for (const content of items) res.write(line({ type: 'item', content, metadata }));
      res.end(line({ type: 'end', metadata, ...extras }));
      return;
    }
    await writeLine(res, { type: 'begin', metadata });
    for (const [index, content] of items.entries()) {
      if (index > 0 && streamDelayMs > 0) await clock.sleep(streamDelayMs, signal);
      if (res.destroyed) return;
      await writeLine(res, { type: 'item', content, metadata });
      if (cut) {
        res.destroy();
        return;
      }
    }
    await writeLine(res, { type: 'end', metadata, ...extras });
    res.end();
  }
}

/**
 * The reply's `sources` and `suggestions`, each only when it holds something.
 * @param {Pick<import('../lia/assistant.js').Reply, 'sources' | 'suggestions'>} reply
 */
function replyExtras({ sources, suggestions }) {
  return { ...(sources.length > 0 ? { sources } : {}), ...(suggestions.length > 0 ? { suggestions } : {}) };
}

/**
 * The reply in pieces of a few words that join back to exactly the reply.
 * @param {string} text
 */
export function splitForStreaming(text) {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const items = [];
  for (let i = 0; i < words.length; i += WORDS_PER_ITEM) items.push(words.slice(i, i + WORDS_PER_ITEM).join(''));
  return items;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} chunk
 * @returns {Promise<void>}
 */
function writeLine(res, chunk) {
  if (res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    res.write(line(chunk), () => resolve());
  });
}

/** @param {unknown} chunk one line of n8n's stream */
function line(chunk) {
  return `${JSON.stringify(chunk)}\n`;
}

/**
 * Announces the whole JSON body, sends half of it, and drops the connection.
 * @param {import('node:http').ServerResponse} res
 * @param {string | Buffer} json
 * @param {Record<string, string>} cors
 */
async function cutJson(res, json, cors) {
  const text = Buffer.from(json);
  res.writeHead(200, { ...cors, 'Content-Type': JSON_TYPE, 'Content-Length': String(text.length), ...NO_SNIFF });
  await new Promise((resolve) => res.write(text.subarray(0, Math.floor(text.length / 2)), resolve));
  res.destroy();
}

/**
 * Aborted when the visitor goes away before the reply is done, or the server closes.
 * @param {import('node:http').ServerResponse} res
 * @param {AbortSignal} closing
 */
function requestSignal(res, closing) {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client closed the connection'));
  });
  return AbortSignal.any([controller.signal, closing]);
}

/** Longer than any docs path: a longer `pagePath` is not one, and is ignored. */
const MAX_PAGE_PATH_CHARS = 512;

/**
 * The docs page the visitor is reading, as the site sends it in `metadata.pagePath`
 * (docs/protocol.md#requests): Lia breaks ties with it. Anything else is ignored.
 * @param {unknown} metadata
 */
export function pagePathOf(metadata) {
  const path = /** @type {{ pagePath?: unknown } | null} */ (metadata)?.pagePath;
  return typeof path === 'string' && path.startsWith('/') && path.length <= MAX_PAGE_PATH_CHARS ? path : undefined;
}
