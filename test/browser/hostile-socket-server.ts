/**
 * Global setup of the browser tests: a WebSocket server on 127.0.0.1 that plays a hostile
 * or broken n8n for the wait-for-reply socket (docs/protocol.md#waiting-for-the-visitor).
 * The socket's `executionId` says what it does:
 * - `flood-<n>`: sends n messages at once, as fast as the connection takes them;
 * - `big-<chars>`: sends one message of that many characters;
 * - `drop-after-one`: sends the pending question, then closes with 1011 (a drop, to the chat);
 * - `silent`: accepts the connection and never sends anything;
 * - `heartbeats-<n>`: sends n heartbeats at once, then the pending question.
 * `GET /connections?executionId=…` (CORS) says how many sockets were opened for an id.
 * Written on node:http's `upgrade` so the test controls every byte.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>`: a webhook URL on this origin makes the chat open its sockets here. */
    hostileSocketOrigin: string;
  }
}

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
export const QUESTION = 'Olá! Qual é o seu nome?';

/** One unmasked text frame, as a server sends it. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  const header = Buffer.alloc(length < 126 ? 2 : length < 65_536 ? 4 : 10);
  header[0] = 0x81;
  if (length < 126) header[1] = length;
  else if (length < 65_536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

function closeFrame(code: number): Buffer {
  const frame = Buffer.from([0x88, 2, 0, 0]);
  frame.writeUInt16BE(code, 2);
  return frame;
}

export default async function setup(project: TestProject) {
  const connections = new Map<string, number>();
  const sockets = new Set<Socket>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    response.end(JSON.stringify(connections.get(url.searchParams.get('executionId') ?? '') ?? 0));
  });

  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    // What the chat sends (heartbeat answers, replies) is dropped; its close frame (opcode 8,
    // first in a chunk is enough here) is answered by ending the connection.
    socket.on('data', (chunk: Buffer) => {
      if ((chunk[0]! & 0x0f) === 8) socket.end(closeFrame(1000));
    });
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const executionId = url.searchParams.get('executionId') ?? '';
    connections.set(executionId, (connections.get(executionId) ?? 0) + 1);
    const accept = createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}${WEBSOCKET_GUID}`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const [behaviour, amount] = [executionId.replace(/-\d+$/, ''), Number(/-(\d+)$/.exec(executionId)?.[1] ?? 0)];
    if (behaviour === 'flood') {
      const frames: Buffer[] = [];
      for (let index = 0; index < amount; index += 1) frames.push(textFrame(`Mensagem ${index}`));
      socket.write(Buffer.concat(frames));
    } else if (behaviour === 'heartbeats') {
      socket.write(
        Buffer.concat([...Array.from({ length: amount }, () => textFrame('n8n|heartbeat')), textFrame(QUESTION)]),
      );
    } else if (behaviour === 'big') {
      socket.write(textFrame('x'.repeat(amount)));
    } else if (executionId === 'drop-after-one') {
      // A close frame, 1011 (server error): a drop to the chat. Without one (a bare TCP reset)
      // Chromium itself holds back the next connections to a host that keeps failing, for
      // seconds, which would make this test wait on the browser rather than on the chat.
      socket.end(Buffer.concat([textFrame(QUESTION), closeFrame(1011)]));
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('hostileSocketOrigin', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
