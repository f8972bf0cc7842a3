/**
 * Sockets a test drives as n8n would (docs/protocol.md#waiting-for-the-visitor): each one
 * records what the chat sent on it, and the test makes it open, receive frames or close.
 */
import type { OpenSocket, SocketLike } from '../../src/core/env';

export interface FakeSocket {
  readonly url: string;
  readonly socket: SocketLike & { closedByClient: boolean };
  /** Every text the chat sent on it, heartbeat answers included. */
  readonly sent: string[];
  open(): void;
  receive(data: string): void;
  /** 1005: n8n ended the execution; 1006: dropped without a close frame; 1008: unknown id. */
  closeFromServer(code: number): void;
}

export function fakeSocket(url = ''): FakeSocket {
  const sent: string[] = [];
  const socket: SocketLike & { closedByClient: boolean } = {
    readyState: 0,
    closedByClient: false,
    send: (data) => sent.push(data),
    close() {
      this.closedByClient = true;
      Object.assign(this, { readyState: 3 });
    },
    onmessage: null,
    onclose: null,
  };
  return {
    url,
    socket,
    sent,
    open: () => Object.assign(socket, { readyState: 1 }),
    receive: (data) => socket.onmessage?.({ data }),
    closeFromServer(code) {
      Object.assign(socket, { readyState: 3 });
      socket.onclose?.({ code });
    },
  };
}

/** An `openSocket` for a ChatEnv: every socket the chat opens, in order, opened at once. */
export function fakeSocketServer() {
  const sockets: FakeSocket[] = [];
  const openSocket: OpenSocket = (url) => {
    const fake = fakeSocket(url);
    fake.open();
    sockets.push(fake);
    return fake.socket;
  };
  return {
    openSocket,
    sockets,
    /** The newest socket. */
    get last(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('The chat opened no socket.');
      return socket;
    },
  };
}
