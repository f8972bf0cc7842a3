// Turns a webhook request (JSON body, multipart form, or GET query: docs/protocol.md) into
// one validated chat request, or an HttpError that names the field at fault.

import { readFeedback } from './feedback.js';
import { readFormBody } from './form-body.js';
import { HttpError, mediaType, readBody } from '../http/http-utils.js';
import { assertShallow } from './json-depth.js';

export const ACTIONS = ['sendMessage', 'loadPreviousSession', 'sendFeedback'];

/**
 * @typedef {import('./form-body.js').ChatFile} ChatFile
 *
 * @typedef {object} ChatRequest
 * @property {'sendMessage' | 'loadPreviousSession' | 'sendFeedback'} action
 * @property {string} sessionId
 * @property {string} chatInput
 * @property {unknown} metadata
 * @property {ChatFile[]} files
 * @property {import('./feedback.js').Feedback} [feedback] sendFeedback's rating
 *
 * @typedef {object} RequestLimits
 * @property {string} chatInputKey the field that carries the message (the widget's `chatInputKey`)
 * @property {string} chatSessionKey the field that carries the session id (the widget's `chatSessionKey`)
 * @property {number} maxBodyBytes a form's body (multipart, with files)
 * @property {number} maxJsonBodyBytes a JSON body: small, since parsing one holds the event loop
 * @property {number} maxFiles
 * @property {number} maxChatInputChars
 * @property {number} maxSessionIdChars
 * @property {number} bodyTimeoutMs the longest pause between body bytes
 * @property {number} minBodyBytesPerSecond the least a body must average once `minBodyRateGraceMs` has passed
 * @property {number} minBodyRateGraceMs
 */

/** @param {string} type a media type (mediaType()) @returns {boolean} whether the body is read as a form */
export function isFormType(type) {
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url the GET query's source
 * @param {RequestLimits} limits
 * @param {import('../http/body-budget.js').BodyLease} [lease] the server-wide allowance for bodies in memory
 * @returns {Promise<ChatRequest>}
 */
export async function readChatRequest(req, url, limits, lease) {
  if (req.method === 'GET') return validate(fromQuery(url.searchParams, limits), [], limits);

  const type = mediaType(req.headers['content-type']);
  const form = isFormType(type);
  const bodyOptions = {
    idleMs: limits.bodyTimeoutMs,
    minRate: { bytesPerSecond: limits.minBodyBytesPerSecond, graceMs: limits.minBodyRateGraceMs },
    lease,
    limitName: form ? 'MAX_BODY_BYTES' : 'MAX_JSON_BODY_BYTES',
  };
  if (form) {
    const { fields, files } = await readFormBody(
      req,
      { ...limits, fieldNames: new Set(fieldNames(limits)) },
      bodyOptions,
    );
    /** @type {Record<string, unknown>} */
    const values = { ...fields };
    if (fields.metadata !== undefined) values.metadata = parseMetadata(fields.metadata);
    return validate(values, files, limits);
  }
  const body = await readBody(req, limits.maxJsonBodyBytes, bodyOptions);
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Content-Type "${type}" não é aceito: envie application/json ou multipart/form-data.`,
      { field: 'Content-Type' },
    );
  }
  return validate(parseJsonBody(body), [], limits);
}

/** @param {RequestLimits} limits @returns {string[]} the fields a request is read from */
function fieldNames(limits) {
  return ['action', limits.chatSessionKey, limits.chatInputKey, 'messageId', 'rating', 'comment', 'metadata'];
}

/** @param {URLSearchParams} params @param {RequestLimits} limits */
function fromQuery(params, limits) {
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const key of fieldNames(limits)) {
    const value = params.get(key);
    if (value !== null) fields[key] = key === 'metadata' ? parseMetadata(value) : value;
  }
  return fields;
}

/** @param {Buffer} body */
function parseJsonBody(body) {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    throw new HttpError(
      400,
      'empty_body',
      'O corpo da requisição está vazio: envie um JSON com "action" e "sessionId".',
    );
  }
  assertShallow(text, 'body', 'O corpo da requisição (body)');
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // 422 like n8n (trace 09): the request arrived, its content cannot be processed.
    throw new HttpError(422, 'invalid_json', `O corpo da requisição (body) não é um JSON válido (${detail}).`, {
      field: 'body',
    });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(422, 'invalid_body', 'O corpo da requisição (body) deve ser um objeto JSON ({"action": …}).', {
      field: 'body',
    });
  }
  return /** @type {Record<string, unknown>} */ (parsed);
}

/** @param {string} text */
function parseMetadata(text) {
  assertShallow(text, 'metadata', 'O campo "metadata"');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_metadata', 'O campo "metadata" deve ser um JSON válido (texto).', {
      field: 'metadata',
    });
  }
}

/**
 * @param {Record<string, unknown>} fields
 * @param {ChatFile[]} files
 * @param {RequestLimits} limits
 * @returns {ChatRequest}
 */
function validate(fields, files, limits) {
  // Without an action n8n runs the workflow as for sendMessage (trace 13): so do we.
  const action = fields.action ?? 'sendMessage';
  if (typeof action !== 'string' || !ACTIONS.includes(action)) {
    throw new HttpError(
      400,
      'unknown_action',
      `O campo "action" deve ser "sendMessage", "loadPreviousSession" ou "sendFeedback", recebido: ${echo(action)}.`,
      { field: 'action' },
    );
  }
  const sessionKey = limits.chatSessionKey;
  const sessionId = fields[sessionKey];
  if (typeof sessionId !== 'string' || sessionId.trim() === '') {
    throw new HttpError(400, 'missing_session_id', `O campo "${sessionKey}" é obrigatório (um texto não vazio).`, {
      field: sessionKey,
    });
  }
  if (sessionId.length > limits.maxSessionIdChars) {
    throw new HttpError(
      400,
      'session_id_too_long',
      `O campo "${sessionKey}" tem ${sessionId.length} caracteres; o máximo é ${limits.maxSessionIdChars}.`,
      { field: sessionKey },
    );
  }
  if (action === 'sendFeedback') {
    return { action, sessionId, chatInput: '', metadata: fields.metadata, files, feedback: readFeedback(fields) };
  }
  const inputKey = limits.chatInputKey;
  const chatInput = fields[inputKey] ?? (action === 'loadPreviousSession' || files.length > 0 ? '' : undefined);
  if (chatInput === undefined) {
    throw new HttpError(400, 'missing_chat_input', `O campo "${inputKey}" é obrigatório para "sendMessage".`, {
      field: inputKey,
    });
  }
  if (typeof chatInput !== 'string') {
    throw new HttpError(400, 'invalid_chat_input', `O campo "${inputKey}" deve ser um texto.`, { field: inputKey });
  }
  const length = countCharacters(chatInput, limits.maxChatInputChars);
  if (length > limits.maxChatInputChars) {
    throw new HttpError(
      413,
      'chat_input_too_long',
      `O campo "${inputKey}" passa de ${limits.maxChatInputChars.toLocaleString('pt-BR')} caracteres.`,
      { field: inputKey },
    );
  }
  return {
    action: /** @type {ChatRequest['action']} */ (action),
    sessionId,
    chatInput,
    metadata: fields.metadata,
    files,
  };
}

/**
 * A received value, shown in an error message: as JSON, cut to a few dozen characters.
 * @param {unknown} value
 */
function echo(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * Characters as a reader counts them (code points), stopping once past `max`.
 * @param {string} text
 * @param {number} max
 */
function countCharacters(text, max) {
  if (text.length <= max) return text.length;
  let count = 0;
  for (const _ of text) {
    count += 1;
    if (count > max) break;
  }
  return count;
}
