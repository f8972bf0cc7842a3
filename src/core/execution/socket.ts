/**
 * The WebSocket of one waiting n8n execution (docs/protocol.md#waiting-for-the-visitor):
 * answers heartbeats, hands every other frame on, and says how the socket ended.
 */
import type { OpenSocket, SocketLike } from '../env';
import { HEARTBEAT_ACK, parseExecutionFrame, type ExecutionFrame } from './frames';

/**
 * n8n sends a heartbeat every 30 s while it waits: a socket with no frame at all for a bit
 * over two of them is dead (a half-open connection, or a server that went quiet), not waiting.
 */
export const SILENCE_LIMIT_MS = 65_000;

/**
 * Heartbeats are answered at most once per this long (and the last one held back is
 * answered when it is over). n8n sends one every 30 s and gives up on an execution whose
 * heartbeat is unanswered for 60 s, so an answer within a second keeps it waiting; a server
 * flooding heartbeats gets one answer a second, not one per frame. A clock rather than the
 * animation frame: a hidden tab draws no frames, and its answers must still go.
 */
export const HEARTBEAT_ACK_INTERVAL_MS = 1000;

/**
 * - `finished`: n8n closed it (no status code): the execution is over, or not waiting.
 * - `refused`: n8n does not know the execution (policy violation, 1008).
 * - `dropped`: the connection broke without a close frame (n8n's way to end a failed or
 *   cancelled execution, or the network), or never opened.
 * - `silent`: no frame, not even a heartbeat, for SILENCE_LIMIT_MS; the chat closed it.
 */
export type SocketEnd = 'finished' | 'refused' | 'dropped' | 'silent';

export interface ExecutionSocketHandlers {
  onFrame: (frame: Exclude<ExecutionFrame, { kind: 'heartbeat' }>) => void;
  /** Not called after `close()`. */
  onEnd: (end: SocketEnd) => void;
}

export interface ExecutionSocket {
  /** `false` when the socket is not open (the text was not sent). */
  send: (data: string) => boolean;
  /** Closes it without calling `onEnd`: the chat let go of the execution. */
  close: () => void;
}

const OPEN = 1;
const NORMAL_CLOSURE = 1000;
const NO_STATUS = 1005;
const POLICY_VIOLATION = 1008;

function endOf(code: number): SocketEnd {
  if (code === NORMAL_CLOSURE || code === NO_STATUS) return 'finished';
  if (code === POLICY_VIOLATION) return 'refused';
  return 'dropped';
}

/** The clock the socket's timers run on (the chat's env). */
type Timers = { setTimeout: (callback: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };

/** One pending timeout at most: setting one (or none, to stop) clears the one before. */
type TimeoutSlot = (callback?: () => void, ms?: number) => void;

function timeoutSlot(timers: Timers): TimeoutSlot {
  let handle: unknown;
  return (callback, ms = 0) => {
    timers.clearTimeout(handle);
    if (callback) handle = timers.setTimeout(callback, ms);
  };
}

/**
 * `send`, at most once per HEARTBEAT_ACK_INTERVAL_MS (timed in `hold`): a call while held
 * back is owed, and made when the interval is over.
 */
function throttled(send: () => void, hold: TimeoutSlot) {
  let holding = false;
  let owed = false;
  return function call() {
    if (holding) {
      owed = true;
      return;
    }
    send();
    holding = true;
    hold(() => {
      holding = false;
      if (owed) {
        owed = false;
        call();
      }
    }, HEARTBEAT_ACK_INTERVAL_MS);
  };
}

export function openExecutionSocket(
  open: OpenSocket,
  url: string,
  webhookOrigin: string,
  handlers: ExecutionSocketHandlers,
  timers: Timers,
): ExecutionSocket {
  let socket: SocketLike | null = null;
  let ended = false;
  /** Restarted at open and on every frame, heartbeats included. */
  const silence = timeoutSlot(timers);
  const ackHold = timeoutSlot(timers);
  // Unanswered for 60 s, n8n cancels the execution.
  const answerHeartbeat = throttled(() => socket?.readyState === OPEN && socket.send(HEARTBEAT_ACK), ackHold);

  /** True the first time only: the socket is over, its timers stopped. */
  function stop() {
    if (ended) return false;
    ended = true;
    silence();
    ackHold();
    return true;
  }

  function end(outcome: SocketEnd) {
    if (stop()) handlers.onEnd(outcome);
  }

  function listen() {
    silence(() => {
      socket?.close();
      end('silent');
    }, SILENCE_LIMIT_MS);
  }

  try {
    socket = open(url);
  } catch {
    // A URL the browser refuses (e.g. ws: from an https page) fails like a dropped socket.
    queueMicrotask(() => end('dropped'));
  }

  if (socket) {
    listen();
    socket.onmessage = (event) => {
      if (ended) return;
      listen();
      if (typeof event.data !== 'string') return;
      const frame = parseExecutionFrame(event.data, webhookOrigin);
      if (frame.kind === 'heartbeat') return answerHeartbeat();
      handlers.onFrame(frame);
    };
    // A failed connection fires `error` and then `close` (1006): the close says how it ended.
    socket.onclose = (event) => end(endOf(event.code));
  }

  return {
    send(data) {
      if (ended || !socket || socket.readyState !== OPEN) return false;
      socket.send(data);
      return true;
    },
    close() {
      if (stop()) socket?.close();
    },
  };
}
