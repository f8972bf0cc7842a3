// What one TCP connection may cost: a connection that says nothing is closed once the headers'
// time has passed since it opened (Node's own header timeout starts at the first byte, so a
// silent socket was held for ever), and a connection's pipelined requests are answered one at
// a time, so a client that pipelines hundreds of requests gets one in progress like everyone
// else instead of hundreds (HTTP/1.1 sends the answers in order anyway: nothing is lost by
// waiting). Past `maxWaiting` queued requests, the rest get 429 and the connection closes.
// One client address may hold `maxPerClient` connections at once: each costs a descriptor and
// kernel buffers (a reply it does not read stays in them), and without a bound one client could
// hold them by the thousand; past it, a new connection gets 429 and is closed. A reply that
// stops going out (its client reads nothing) ends its connection (stalled-send.js).

import { BUSY_RETRY_AFTER_SECONDS } from './body-budget.js';
import { HttpError, JSON_TYPE, sendError } from './http-utils.js';
import { endStalledSends } from './stalled-send.js';

/**
 * @typedef {object} ConnectionState
 * @property {AbortController} silent ends the wait that closes a connection that never sends a whole request head
 * @property {(() => void)[]} waiting requests parsed while another one is being answered
 * @property {boolean} busy
 * @property {number} inProgress requests started and not yet answered
 * @property {boolean} refusing past the queue's bound: everything after gets 429
 * @property {boolean} turnedAway past the client's bound of connections: answered already, its requests are not
 * @property {boolean} sendsWatched its replies are watched for a stalled send (stalled-send.js), from its first one
 *
 * @typedef {object} ConnectionRulesOptions
 * @property {number} headersTimeoutMs a connection's first request head must be whole within this of its opening
 * @property {number} maxWaiting requests one connection may have waiting behind the one being answered
 * @property {(ms: number, signal: AbortSignal) => Promise<void>} sleep the server clock's (tests release it)
 * @property {number} maxPerClient connections one client address may hold at once
 * @property {number} sendTimeoutMs a reply whose bytes make no progress this long ends its connection
 */

/** @param {ConnectionRulesOptions} options */
export function createConnectionRules({ headersTimeoutMs, maxWaiting, sleep, maxPerClient, sendTimeoutMs }) {
  /** @type {WeakMap<import('node:net').Socket, ConnectionState>} */
  const states = new WeakMap();
  /** @type {Map<string, number>} open connections per client address (only addresses holding some) */
  const perClient = new Map();
  let busiest = 0;

  /** @param {import('node:net').Socket} socket */
  function stateOf(socket) {
    let state = states.get(socket);
    if (!state) {
      state = {
        silent: new AbortController(),
        waiting: [],
        busy: false,
        inProgress: 0,
        refusing: false,
        turnedAway: false,
        sendsWatched: false,
      };
      states.set(socket, state);
    }
    return state;
  }

  /** @param {import('node:net').Socket} socket */
  function closeSilent(socket) {
    // Part of a head arrived: answered as Node answers its own header timeout.
    if (socket.bytesRead > 0 && socket.writable) {
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
        socket.destroy(),
      );
    } else {
      socket.destroy();
    }
  }

  return {
    /** The server's 'connection' listener. @param {import('node:net').Socket} socket */
    opened(socket) {
      const client = socket.remoteAddress ?? '';
      const held = perClient.get(client) ?? 0;
      if (held >= maxPerClient) {
        stateOf(socket).turnedAway = true;
        refuseConnection(socket, maxPerClient);
        return;
      }
      perClient.set(client, held + 1);
      socket.once('close', () => {
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      });
      const { silent } = stateOf(socket);
      // Started once, here: bytes that trickle in later neither start nor renew it.
      sleep(headersTimeoutMs, silent.signal).then(
        () => closeSilent(socket),
        () => {},
      );
      socket.once('close', () => silent.abort());
    },

    /**
     * Runs `answer` when the connection's earlier requests are answered.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} answer
     */
    inTurn(req, res, answer) {
      const state = stateOf(req.socket);
      state.silent.abort();
      if (state.turnedAway) {
        res.destroy();
        return;
      }
      if (state.refusing || (state.busy && state.waiting.length >= maxWaiting)) {
        state.refusing = true;
        sendError(
          res,
          new HttpError(
            429,
            'too_many_pipelined',
            `Esta conexão enviou mais de ${maxWaiting} requisições sem esperar as respostas; abra outra conexão.`,
            { closeConnection: true },
          ),
        );
        return;
      }
      const start = () => {
        // The connection closed while this one waited (an earlier answer ended it): nobody to answer.
        if (req.socket.destroyed) {
          state.waiting.length = 0;
          return;
        }
        state.busy = true;
        state.inProgress += 1;
        busiest = Math.max(busiest, state.inProgress);
        res.once('close', () => {
          state.busy = false;
          state.inProgress -= 1;
          state.waiting.shift()?.();
        });
        if (!state.sendsWatched) {
          state.sendsWatched = true;
          endStalledSends(req.socket, { sendTimeoutMs, sleep });
        }
        answer();
      };
      if (state.busy) state.waiting.push(start);
      else start();
    },

    /** The most requests one connection has had in progress at once. */
    get busiest() {
      return busiest;
    },
  };
}

/**
 * Answers a connection past the client's bound before its request is read, as Node answers its
 * own header timeout, and closes it.
 * @param {import('node:net').Socket} socket @param {number} maxPerClient
 */
function refuseConnection(socket, maxPerClient) {
  const body = JSON.stringify({
    error: {
      code: 'too_many_connections',
      message: `Este endereço já tem ${maxPerClient} conexões abertas (MAX_CONNECTIONS_PER_CLIENT); feche alguma e tente de novo.`,
    },
  });
  const head = [
    'HTTP/1.1 429 Too Many Requests',
    'Connection: close',
    `Retry-After: ${BUSY_RETRY_AFTER_SECONDS}`,
    `Content-Type: ${JSON_TYPE}`,
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
