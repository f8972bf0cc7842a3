// What one TCP connection may cost (connections.js): a silent one is closed once the header
// time has passed since it opened, an idle keep-alive one after KEEP_ALIVE_TIMEOUT_MS, and a
// connection's pipelined requests are answered one at a time, so hundreds pipelined on one
// socket do not crowd out other visitors. Bounds are short here; the tests wait for the close.

import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { serversClosedAfterEach, waitFor } from './helpers.js';

const start = serversClosedAfterEach();

/**
 * A raw socket to the server, with what it received and whether it closed.
 * @param {number} port @param {string} [from] the client's address, another loopback one (127.0.0.2…) to be another visitor
 */
function connect(port, from) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  let connected = false;
  socket.on('connect', () => (connected = true));
  let received = '';
  let closed = false;
  socket.on('data', (data) => (received += data.toString('latin1')));
  socket.on('error', () => {});
  socket.on('close', () => (closed = true));
  return {
    socket,
    received: () => received,
    connected: () => connected,
    closed: () => closed,
    /** Statuses of the replies received so far, in order. */
    statuses: () => [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1])),
  };
}

/** @param {number} port @param {string} path */
const get = (port, path) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;

describe('idle connections', () => {
  it('a connection that never sends a byte is closed once HEADERS_TIMEOUT_MS has passed since it opened', async () => {
    const app = await start({ headersTimeoutMs: 300, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 60_000 });
    const silent = connect(app.port);
    await waitFor(silent.closed);
    expect(silent.statuses()).not.toContain(200);
  });

  it('a connection that trickles its head is closed HEADERS_TIMEOUT_MS after it opened, not after its first byte, and no byte renews it', async () => {
    // The server's clock waits here until the test releases it: the test says when the
    // header time has passed, and sees which wait (started when) closes the connection.
    /** @type {{ ms: number, signal?: AbortSignal, release: () => void }[]} */
    const waits = [];
    const headersTimeoutMs = 61_000;
    const app = await start({
      headersTimeoutMs,
      requestTimeoutMs: 120_000,
      clock: {
        now: () => Date.now(),
        sleep: (ms, signal) =>
          new Promise((resolve, reject) => {
            waits.push({ ms, signal, release: () => resolve() });
            signal?.addEventListener('abort', () => reject(signal.reason));
          }),
      },
    });
    /** @type {import('node:net').Socket | undefined} */
    let serverSide;
    app.server.once('connection', (socket) => (serverSide = socket));
    const client = connect(app.port);
    const fromOpening = await waitFor(() => waits.find((wait) => wait.ms === headersTimeoutMs));
    await waitFor(() => serverSide);

    // Half a request head, one byte per write, each read by the server before the next is sent.
    const head = get(app.port, '/docs/intro').slice(0, 24);
    for (const [index, byte] of [...head].entries()) {
      client.socket.write(byte);
      await waitFor(() => (serverSide?.bytesRead ?? 0) >= index + 1);
    }
    expect(fromOpening.signal?.aborted).toBe(false);
    expect(waits.filter((wait) => wait.ms === headersTimeoutMs)).toEqual([fromOpening]);
    expect(client.closed()).toBe(false);

    fromOpening.release();
    await waitFor(client.closed);
    expect(client.statuses()).toEqual([408]);
  });

  it('a keep-alive connection left idle after its reply is closed after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const app = await start({ keepAliveTimeoutMs: 200 });
    const client = connect(app.port);
    client.socket.write(get(app.port, '/docs/intro'));
    await waitFor(() => client.statuses().length === 1);
    expect(client.statuses()).toEqual([200]);
    await waitFor(client.closed);
  });
});

describe('pipelining (MAX_PIPELINED_REQUESTS)', () => {
  it('40 requests pipelined on one connection are answered in order, one at a time', async () => {
    const app = await start({ maxPipelinedRequests: 64 });
    const client = connect(app.port);
    client.socket.write(Array.from({ length: 40 }, () => get(app.port, '/docs/intro')).join(''));
    await waitFor(() => client.statuses().length === 40);
    expect(client.statuses()).toEqual(Array(40).fill(200));
    expect(app.busiestConnection).toBe(1);
    // Another visitor is answered as usual meanwhile and after.
    expect((await app.fetch('/docs/intro')).status).toBe(200);
  });

  it('past the bound of waiting requests: 429 too_many_pipelined, and the connection closes', async () => {
    const app = await start({ maxPipelinedRequests: 2 });
    const client = connect(app.port);
    client.socket.write(Array.from({ length: 20 }, () => get(app.port, '/docs/intro')).join(''));
    await waitFor(client.closed);
    const statuses = client.statuses();
    // The one in progress and the two waiting are answered; the rest are refused.
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 429]);
    expect(client.received()).toContain('"code":"too_many_pipelined"');
  });
});

describe('connections per client address (MAX_CONNECTIONS_PER_CLIENT)', () => {
  it('past the bound, a new connection from that address gets 429 too_many_connections and closes; other addresses are served', async () => {
    const app = await start({ maxConnectionsPerClient: 2 });
    let opened = 0;
    app.server.on('connection', () => (opened += 1));
    const held = [connect(app.port, '127.0.0.2'), connect(app.port, '127.0.0.2')];
    await waitFor(() => opened === 2);
    const third = connect(app.port, '127.0.0.2');
    await waitFor(third.closed);
    expect(third.statuses()).toEqual([429]);
    expect(third.received()).toContain('"code":"too_many_connections"');
    expect(third.received()).toContain('MAX_CONNECTIONS_PER_CLIENT');

    // The two held are served as usual, and so is another address.
    held[0]?.socket.write(get(app.port, '/docs/intro'));
    const other = connect(app.port, '127.0.0.3');
    other.socket.write(get(app.port, '/docs/intro'));
    await waitFor(() => held[0]?.statuses().length === 1 && other.statuses().length === 1);
    expect([held[0]?.statuses(), other.statuses()]).toEqual([[200], [200]]);

    // Once one of them closes, the address may open another.
    held[1]?.socket.destroy();
    const open = () => new Promise((resolve) => app.server.getConnections((_, count) => resolve(count)));
    await waitFor(async () => (await open()) === 2);
    const again = connect(app.port, '127.0.0.2');
    await waitFor(again.connected);
    again.socket.write(get(app.port, '/docs/intro'));
    await waitFor(() => again.statuses().length === 1);
    expect(again.statuses()).toEqual([200]);
  });
});
