/**
 * The socket of the execution a wait follows (docs/protocol.md#waiting-for-the-visitor):
 * opened on the webhook's origin, and opened again when it drops, with growing delays and
 * a few times only (./reconnect.ts). Every other end goes to the wait to handle.
 */
import type { ExecutionRecord } from '../n8n/execution-record';
import { executionSocketUrl, type ExecutionFrame } from './frames';
import type { WaitFailure, WaitHost } from './port';
import { createReconnectAllowance } from './reconnect';
import { openExecutionSocket, SILENCE_LIMIT_MS, type ExecutionSocket, type SocketEnd } from './socket';

export type ShownFrame = Exclude<ExecutionFrame, { kind: 'heartbeat' }>;

/** A WebhookSocketError's failure. */
export const socketFailure = (url: string, detail: string): WaitFailure => ({ kind: 'socket', url, detail });

/** Where the frames go: ./frame-intake.ts. */
export interface FrameSink {
  /** A socket is being opened: the first of a wait, or one after a drop. */
  newSocket(): void;
  push(frame: ShownFrame): void;
  /** The socket ended: what arrived before the end is shown before the end is handled. */
  flush(): void;
  /** The wait let go: what is queued is dropped. */
  clear(): void;
}

export interface ConnectionEnds {
  /** n8n closed the socket, or refused the execution `record`. */
  closed(end: 'finished' | 'refused', url: string, record: ExecutionRecord): void;
  /** It could not be opened, was lost for good, or went silent. */
  failed(failure: WaitFailure): void;
}

export function createExecutionConnection(host: WaitHost, frames: FrameSink, events: ConnectionEnds) {
  const { options, env } = host.context;
  const reconnects = createReconnectAllowance(env.now);
  let socket: ExecutionSocket | null = null;
  let current: ExecutionRecord | null = null;
  let reconnectTimer: unknown;

  function connect(record: ExecutionRecord) {
    socket?.close();
    current = record;
    frames.newSocket();
    // The options of this moment: a chat whose webhook changed opens its socket there.
    const { webhookUrl } = options();
    let url: string;
    let webhookOrigin: string;
    try {
      url = executionSocketUrl(webhookUrl, host.pageUrl(), record);
      webhookOrigin = new URL(webhookUrl, host.pageUrl()).origin;
    } catch {
      return events.failed(socketFailure(webhookUrl, 'could not be opened: the webhook URL is not valid'));
    }
    const handlers = {
      onFrame: (frame: ShownFrame) => socket === opened && frames.push(frame),
      onEnd: (end: SocketEnd) => socket === opened && onEnd(end, url),
    };
    const opened: ExecutionSocket = openExecutionSocket(host.openSocket, url, webhookOrigin, handlers, env);
    socket = opened;
  }

  function onEnd(end: SocketEnd, url: string) {
    socket = null;
    frames.flush();
    const record = current;
    if (!record) return;
    if (end === 'silent') return events.failed({ kind: 'silent', url, afterMs: SILENCE_LIMIT_MS });
    if (end !== 'dropped') return events.closed(end, url, record);
    const delay = reconnects.next();
    if (delay === null) return events.failed(socketFailure(url, 'was lost'));
    reconnectTimer = env.setTimeout(() => current === record && connect(record), delay);
  }

  return {
    connect,
    /** The execution followed, or `null` once let go of. */
    record: () => current,
    /** `false` when there is no open socket (the text was not sent). */
    send: (data: string) => socket?.send(data) ?? false,
    /** A new wait: the reconnect allowance starts again. */
    newWait: reconnects.reset,
    /** Stops listening: no socket, no reconnect to come, nothing queued. */
    letGo() {
      socket?.close();
      socket = null;
      current = null;
      env.clearTimeout(reconnectTimer);
      frames.clear();
    },
  };
}

export type ExecutionConnection = ReturnType<typeof createExecutionConnection>;
