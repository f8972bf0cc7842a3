// What one TCP connection may cost: a connection that says nothing is closed once the headers'
// time has passed since it opened (Node's own header timeout starts at the first byte, so a
// silent socket was held for ever), and a connection's pipelined requests are answered one at
// a time, so a client that pipelines hundreds of requests gets one in progress like everyone
// else instead of hundreds (HTTP/1.1 sends the answers in order anyway: nothing is lost by
// waiting). Past `maxWaiting` queued requests, the rest get 429 and the connection closes.

import { HttpError, sendError } from './http-utils.js';

/**
 * @typedef {object} ConnectionState
 * @property {AbortController} silent ends the wait that closes a connection that never sends a whole request head
 * @property {(() => void)[]} waiting requests parsed while another one is being answered
 * @property {boolean} busy
 * @property {number} inProgress requests started and not yet answered
 * @property {boolean} refusing past the queue's bound: everything after gets 429
 *
 * @typedef {object} ConnectionRulesOptions
 * @property {number} headersTimeoutMs a connection's first request head must be whole within this of its opening
 * @property {number} maxWaiting requests one connection may have waiting behind the one being answered
 * @property {(ms: number, signal: AbortSignal) => Promise<void>} sleep the server clock's (tests release it)
 */

/** @param {ConnectionRulesOptions} options */
export function createConnectionRules({ headersTimeoutMs, maxWaiting, sleep }) {
  /** @type {WeakMap<import('node:net').Socket, ConnectionState>} */
  const states = new WeakMap();
  let busiest = 0;

  /** @param {import('node:net').Socket} socket */
  function stateOf(socket) {
    let state = states.get(socket);
    if (!state) {
      state = { silent: new AbortController(), waiting: [], busy: false, inProgress: 0, refusing: false };
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
