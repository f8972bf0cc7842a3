// Small pieces shared by the webhook and the static site: typed errors, JSON replies,
// and reading a request body under a size cap, a time limit and the server's allowance.

import { BUSY_RETRY_AFTER_SECONDS } from './body-budget.js';

/** A request the server refuses, with the status, a stable code and a pt-BR message naming the field. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {{ field?: string, headers?: Record<string, string>, closeConnection?: boolean }} [extra]
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.field = extra.field;
    this.headers = extra.headers ?? {};
    /** The body was not read to its end: answer and close rather than drain it. */
    this.closeConnection = extra.closeConnection ?? false;
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Every reply's body is what its Content-Type says: a browser must not guess HTML in it. */
export const NO_SNIFF = { 'X-Content-Type-Options': 'nosniff' };

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/**
 * A JSON body already written out: text, or its UTF-8 bytes in pieces sent in one write.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string | Buffer[]} text
 * @param {Record<string, string>} [headers]
 */
export function sendJsonText(res, status, text, headers = {}) {
  const length = typeof text === 'string' ? Buffer.byteLength(text) : text.reduce((sum, part) => sum + part.length, 0);
  res.writeHead(status, {
    ...headers,
    'Content-Type': JSON_TYPE,
    'Content-Length': String(length),
    'Cache-Control': 'no-store',
    ...NO_SNIFF,
  });
  if (typeof text === 'string') {
    res.end(text);
    return;
  }
  res.cork();
  for (const part of text) res.write(part);
  res.end();
}

/**
 * `{"error":{"code","message","field"?}}` with the error's status and headers.
 * @param {import('node:http').ServerResponse} res
 * @param {HttpError} error
 * @param {Record<string, string>} [headers]
 */
export function sendError(res, error, headers = {}) {
  /** @type {{ code: string, message: string, field?: string }} */
  const body = { code: error.code, message: error.message };
  if (error.field) body.field = error.field;
  const all = { ...headers, ...error.headers };
  // Unread body bytes must not be parsed as the next request: close instead of draining.
  if (error.closeConnection) all.Connection = 'close';
  sendJson(res, error.status, { error: body }, all);
}

/** How long a body may pause between bytes when the caller does not say. */
export const DEFAULT_BODY_TIMEOUT_MS = 5000;

/**
 * @typedef {object} BodyRate
 * @property {number} bytesPerSecond the least a body must average since it began
 * @property {number} graceMs how long a body may take before the rate is checked
 *
 * @typedef {object} ReadBodyOptions
 * @property {number} [idleMs] the longest pause between body bytes before 408 (a client that
 *   promised more than it sends, or sends a byte now and then)
 * @property {BodyRate} [minRate] a body slower than this ends with 408 (a trickle that never
 *   pauses long enough for `idleMs` would otherwise live until the whole-request limit)
 * @property {import('./body-budget.js').BodyLease} [lease] the server-wide allowance the body's
 *   bytes are taken from as they arrive; past it, 503 (or 429 for one client) with Retry-After
 * @property {string} [limitName] the setting behind `limit`, named in the 413's message
 */

/**
 * Reads the whole body, refusing as soon as it passes `limit` bytes (413), stalls for
 * `idleMs` or falls below `minRate` (408), or would pass the server's allowance (503/429):
 * the rest is never read, and the connection is closed after the answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @param {ReadBodyOptions} [options]
 * @returns {Promise<Buffer>}
 */
export async function readBody(req, limit, options) {
  /** @type {Buffer[]} */
  const chunks = [];
  const size = await receiveBody(req, limit, options, (chunk) => chunks.push(chunk)).done;
  return Buffer.concat(chunks, size);
}

/**
 * @typedef {object} BodyReceipt
 * @property {Promise<number>} done the body's size once it has all arrived
 * @property {(error: Error) => void} stop ends the reading with `error` (once `done` is settled, nothing)
 */

/**
 * The body's chunks as they arrive, each given to `onChunk` once it has passed readBody's
 * rules, and held by nobody here: a caller that parses as it goes never holds the whole body.
 * `onChunk` may throw to end the reading with that error.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @param {ReadBodyOptions} options
 * @param {(chunk: Buffer) => void} onChunk
 * @returns {BodyReceipt}
 */
export function receiveBody(
  req,
  limit,
  { idleMs = DEFAULT_BODY_TIMEOUT_MS, minRate, lease, limitName = 'MAX_BODY_BYTES' } = {},
  onChunk,
) {
  const tooLarge = () =>
    new HttpError(
      413,
      'payload_too_large',
      `O corpo da requisição passa do limite de ${formatLimit(limit)} (${limitName}).`,
      { closeConnection: true },
    );
  const retry = { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) };
  /** @param {'server' | 'client'} who */
  const busy = (who) =>
    who === 'server'
      ? new HttpError(
          503,
          'server_busy',
          `O servidor está recebendo outros envios agora (MAX_INFLIGHT_BODY_BYTES); tente de novo em ${BUSY_RETRY_AFTER_SECONDS} s.`,
          { headers: retry, closeConnection: true },
        )
      : new HttpError(
          429,
          'client_busy',
          `Este endereço já está enviando outros corpos agora (MAX_INFLIGHT_BODY_BYTES_PER_CLIENT); tente de novo em ${BUSY_RETRY_AFTER_SECONDS} s.`,
          { headers: retry, closeConnection: true },
        );
  const stalled = () =>
    new HttpError(
      408,
      'body_timeout',
      `O corpo da requisição parou de chegar: nada em ${idleMs} ms (BODY_TIMEOUT_MS). Envie-o de novo, inteiro.`,
      { closeConnection: true },
    );
  const tooSlow = () =>
    new HttpError(
      408,
      'body_too_slow',
      `O corpo da requisição chega devagar demais: menos de ${minRate?.bytesPerSecond} bytes/s (MIN_BODY_BYTES_PER_SECOND). Envie-o de novo, inteiro.`,
      { closeConnection: true },
    );
  const declared = Number(req.headers['content-length']);
  // Refused before a byte is read; a declared size within the cap costs nothing until it arrives.
  if (Number.isFinite(declared) && declared > limit) return { done: Promise.reject(tooLarge()), stop: () => {} };

  /** @type {(error: Error) => void} */
  let stop = () => {};
  /** @type {Promise<number>} */
  const done = new Promise((resolve, reject) => {
    let size = 0;
    const started = performance.now();
    const timer = setTimeout(() => stop(stalled()), idleMs);
    const rateCheck = minRate
      ? setInterval(
          () => {
            const elapsed = performance.now() - started;
            if (elapsed >= minRate.graceMs && size < (minRate.bytesPerSecond * elapsed) / 1000) stop(tooSlow());
          },
          Math.max(10, Math.min(1000, minRate.graceMs)),
        )
      : undefined;
    const cleanup = () => {
      clearTimeout(timer);
      clearInterval(rateCheck);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      stop = () => {};
    };
    stop = (error) => {
      cleanup();
      req.pause();
      reject(error);
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      if (size + chunk.length > limit) return stop(tooLarge());
      const taken = lease ? lease.take(chunk.length) : 'ok';
      if (taken !== 'ok') return stop(busy(taken));
      size += chunk.length;
      timer.refresh();
      try {
        onChunk(chunk);
      } catch (error) {
        stop(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const onEnd = () => {
      cleanup();
      resolve(size);
    };
    /** @param {Error} error */
    const onError = (error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
  return { done, stop: (error) => stop(error) };
}

/** @param {number} bytes */
function formatLimit(bytes) {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  return bytes >= 1024 && bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}

/**
 * The media type of a Content-Type header, lower-cased, without parameters.
 * @param {string | undefined} header
 */
export function mediaType(header) {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
