// A reply its client does not read ends its connection once its bytes have made no progress
// for SEND_TIMEOUT_MS (stalled-send.js): without it, a client that asks for a large reply and
// never reads it holds the connection with no time limit. The server's clock waits here until
// the test releases it: the test says when the time has passed, so nothing waits for it.

import { rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serversClosedAfterEach, tempDir, waitFor, WEBHOOK } from './helpers.js';

const start = serversClosedAfterEach();
/** @type {string[]} */
const dirs = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Far above what the loopback's buffers hold for a client that reads nothing. */
const FILE_BYTES = 48 * 1024 * 1024;
/** A value no other wait of the server's uses, to find this one among them. */
const SEND_TIMEOUT_MS = 31_234;

/**
 * A server with a large reply to give, whose waits of SEND_TIMEOUT_MS the test releases, and a
 * client that has asked for it: a file under /big/, or a session history (loadPreviousSession).
 * @param {'file' | 'history'} [reply]
 */
async function serverWithLargeReply(reply = 'file') {
  const dir = await tempDir();
  dirs.push(dir);
  if (reply === 'file') await writeFile(join(dir, 'large.bin'), Buffer.alloc(FILE_BYTES, 1));
  /** @type {{ signal: AbortSignal, release: () => void }[]} */
  const waits = [];
  const app = await start({
    sendTimeoutMs: SEND_TIMEOUT_MS,
    mounts: [{ path: '/big/', dirs: [dir] }],
    clock: {
      now: () => Date.now(),
      sleep: (ms, signal) =>
        new Promise((resolve, reject) => {
          if (ms === SEND_TIMEOUT_MS && signal) waits.push({ signal, release: () => resolve() });
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    },
  });
  /** @type {import('node:net').Socket | undefined} */
  let serverSide;
  app.server.once('connection', (socket) => (serverSide = socket));
  const client = net.connect({ port: app.port, host: '127.0.0.1' });
  client.on('error', () => {});
  if (reply === 'file') {
    client.write(`GET /big/large.bin HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\n\r\n`);
  } else {
    await app.history.append('long', [{ type: 'ai', content: 'x'.repeat(FILE_BYTES) }]);
    const body = JSON.stringify({ action: 'loadPreviousSession', sessionId: 'long' });
    client.write(
      `POST ${WEBHOOK} HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  const socket = /** @type {import('node:net').Socket} */ (await waitFor(() => serverSide));
  return {
    app,
    client,
    /** What the server has handed to the system so far. */
    sent: () => socket.bytesWritten - socket.writableLength,
    serverSide: socket,
    /** The send wait in progress, once there is one. */
    nextWait: () => waitFor(() => waits.find((wait) => !wait.signal.aborted && waits.at(-1) === wait)),
    waits,
  };
}

describe('a reply its client does not read (SEND_TIMEOUT_MS)', () => {
  it.each(/** @type {const} */ (['file', 'history']))(
    'ends its connection once its bytes made no progress for SEND_TIMEOUT_MS (a large %s)',
    async (reply) => {
      const { app, client, serverSide, nextWait, waits } = await serverWithLargeReply(reply);
      // The client reads nothing. Each release says SEND_TIMEOUT_MS has passed: while the
      // system still takes bytes the reply goes on, and once it takes none the connection ends.
      let released = 0;
      while (!serverSide.destroyed && released < 50) {
        const wait = await nextWait();
        // Released once the reply has bytes waiting to go out (a history is read first).
        await waitFor(() => serverSide.writableLength > 0);
        wait.release();
        released += 1;
        await waitFor(() => serverSide.destroyed || waits.at(-1) !== wait);
      }
      expect(serverSide.destroyed).toBe(true);
      const open = () => new Promise((resolve) => app.server.getConnections((_, count) => resolve(count)));
      await waitFor(async () => (await open()) === 0);
      client.destroy();
    },
  );

  it('goes on while the client reads, however many times SEND_TIMEOUT_MS passes', async () => {
    const { client, serverSide, sent, nextWait } = await serverWithLargeReply();
    let received = 0;
    client.on('data', (data) => (received += data.length));
    client.pause();
    for (let round = 0; round < 3; round += 1) {
      const wait = await nextWait();
      // The client reads until the server has sent more than when this wait began.
      const before = sent();
      client.resume();
      await waitFor(() => sent() > before);
      client.pause();
      // Released while bytes wait to go out again: what counts is that some went since.
      await waitFor(() => serverSide.writableLength > 0);
      wait.release();
      await waitFor(async () => (await nextWait()) !== wait);
      expect(serverSide.destroyed).toBe(false);
    }
    client.resume();
    await waitFor(() => received > FILE_BYTES);
    expect(serverSide.destroyed).toBe(false);
    client.destroy();
  });
});

describe('the stalled-send watch', () => {
  it('is one per connection, however many replies it carries', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    await writeFile(join(dir, 'small.txt'), 'oi');
    let watches = 0;
    const app = await start({
      sendTimeoutMs: SEND_TIMEOUT_MS,
      mounts: [{ path: '/files/', dirs: [dir] }],
      clock: {
        now: () => Date.now(),
        sleep: (ms, signal) =>
          new Promise((_, reject) => {
            if (ms === SEND_TIMEOUT_MS) watches += 1;
            signal?.addEventListener('abort', () => reject(signal.reason));
          }),
      },
    });
    let connections = 0;
    app.server.on('connection', () => (connections += 1));
    const client = net.connect({ port: app.port, host: '127.0.0.1' });
    let received = '';
    client.on('data', (data) => (received += data.toString()));
    for (let reply = 1; reply <= 5; reply += 1) {
      client.write(`GET /files/small.txt HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\n\r\n`);
      await waitFor(() => received.split('HTTP/1.1 200').length - 1 === reply);
    }
    expect(connections).toBe(1);
    expect(watches).toBe(1);
    client.destroy();
  });
});
