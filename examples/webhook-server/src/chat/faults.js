// Test-only fault switches (PAPO_TEST_FAULTS=1): `POST /__test__/faults` arms one failure
// for the next webhook reply, so the widget's error paths can be exercised end to end.

import { HttpError, readBody, sendJson } from '../http/http-utils.js';
import { ACTIONS } from './chat-request.js';

export const FAULTS_PATH = '/__test__/faults';
export const FAULT_KINDS = ['500', 'slow', 'cut-stream', 'non-json'];
const DEFAULT_SLOW_MS = 3000;
const MAX_SLOW_MS = 10 * 60 * 1000;

/**
 * @typedef {{ next: '500' | 'slow' | 'cut-stream' | 'non-json', ms: number, action?: string }} Fault
 */

export function createFaults() {
  /** @type {Fault | null} */
  let armed = null;

  /**
   * GET shows the armed fault, POST `{"next": kind, "ms"?, "action"?}` arms one
   * (`{"next": null}` disarms), DELETE disarms.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Record<string, string>} headers CORS headers
   */
  async function handle(req, res, headers) {
    if (req.method === 'POST') {
      armed = parseFault(await readBody(req, 64 * 1024));
    } else if (req.method === 'DELETE') {
      armed = null;
    } else if (req.method !== 'GET') {
      throw new HttpError(
        405,
        'method_not_allowed',
        `O método ${req.method} não é aceito aqui: use GET, POST ou DELETE.`,
        {
          headers: { Allow: 'GET, POST, DELETE' },
        },
      );
    }
    sendJson(res, 200, { armed }, headers);
  }

  /**
   * The armed fault if it applies to this action; it fires once.
   * @param {string} action
   */
  function take(action) {
    if (!armed || (armed.action && armed.action !== action)) return null;
    const fault = armed;
    armed = null;
    return fault;
  }

  return { handle, take };
}

/** @typedef {ReturnType<typeof createFaults>} Faults */

/** @param {Buffer} body */
function parseFault(body) {
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(
      422,
      'invalid_json',
      'O corpo deve ser um JSON: {"next": "500" | "slow" | "cut-stream" | "non-json"}.',
      {
        field: 'body',
      },
    );
  }
  if (data?.next === null) return null;
  if (!FAULT_KINDS.includes(data?.next)) {
    throw new HttpError(400, 'unknown_fault', `O campo "next" deve ser um de: ${FAULT_KINDS.join(', ')} (ou null).`, {
      field: 'next',
    });
  }
  const ms = data.ms ?? DEFAULT_SLOW_MS;
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_SLOW_MS) {
    throw new HttpError(400, 'invalid_delay', `O campo "ms" deve ser um inteiro entre 0 e ${MAX_SLOW_MS}.`, {
      field: 'ms',
    });
  }
  if (data.action !== undefined && !ACTIONS.includes(data.action)) {
    throw new HttpError(400, 'unknown_action', `O campo "action" deve ser um de: ${ACTIONS.join(', ')}.`, {
      field: 'action',
    });
  }
  /** @type {Fault} */
  const fault = { next: data.next, ms };
  if (data.action) fault.action = data.action;
  return fault;
}
