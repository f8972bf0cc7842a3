// Lia's source links written absolute, on PUBLIC_URL or on the origin each request came to,
// so they open the docs from a page on any other origin (a React app, a plain page).

import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { requestOrigin } from '../src/chat/public-origin.js';
import { onOrigin } from '../src/lia/reply-extras.js';
import { startServer, WEBHOOK } from './helpers.js';

const QUESTION = { action: 'sendMessage', sessionId: 's', chatInput: 'Como renovar o token?' };

/**
 * The webhook's reply to QUESTION sent with the given Host header (fetch cannot set one).
 * @param {{ port: number }} app @param {string} host
 */
function askWithHost(app, host) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(QUESTION);
    const req = http.request(
      { host: '127.0.0.1', port: app.port, method: 'POST', path: WEBHOOK, setHost: false },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.setHeader('Host', host);
    req.setHeader('Content-Type', 'application/json');
    req.end(body);
  });
}

describe("Lia's source links", () => {
  it('are absolute on the origin the request came to, in the reply and in the history', async () => {
    const app = await startServer();
    try {
      const reply = await (await app.postJson(QUESTION)).json();
      expect(reply.sources[0].url).toBe(`${app.base}/docs/api/autenticacao#renovar-o-token`);
      const history = await (await app.postJson({ action: 'loadPreviousSession', sessionId: 's' })).json();
      expect(JSON.stringify(history)).toContain(`](${app.base}/docs/api/autenticacao#renovar-o-token)`);
    } finally {
      await app.close();
    }
  });

  it('go on PUBLIC_URL when it is set, whatever the Host', async () => {
    const app = await startServer({ publicUrl: 'https://docs.atesta.example' });
    try {
      const reply = await askWithHost(app, 'other.example:8080');
      expect(reply.sources[0].url).toBe('https://docs.atesta.example/docs/api/autenticacao#renovar-o-token');
    } finally {
      await app.close();
    }
  });

  it('follow a plain Host header, and stay root-relative when the Host is not one', async () => {
    const app = await startServer();
    try {
      expect((await askWithHost(app, 'Docs.Example:8080')).sources[0].url).toBe(
        'http://docs.example:8080/docs/api/autenticacao#renovar-o-token',
      );
      for (const host of ['evil.example/path', 'a@evil.example', 'evil.example:99999', 'x y', '']) {
        expect((await askWithHost(app, host)).sources[0].url, host).toBe('/docs/api/autenticacao#renovar-o-token');
      }
    } finally {
      await app.close();
    }
  });
});

describe('requestOrigin and onOrigin', () => {
  /** @param {string | undefined} host */
  const origin = (host) => requestOrigin(/** @type {import('node:http').IncomingMessage} */ ({ headers: { host } }));

  it('reads a host, an IPv4 or IPv6 address with a port, and drops port 80', () => {
    expect(origin('localhost:4321')).toBe('http://localhost:4321');
    expect(origin('127.0.0.1:80')).toBe('http://127.0.0.1');
    expect(origin('[::1]:4321')).toBe('http://[::1]:4321');
    expect(origin(undefined)).toBeUndefined();
    expect(origin('evil.example\\@x')).toBeUndefined();
  });

  it('leaves absolute and protocol-relative URLs as they are', () => {
    const sources = [
      { title: 'a', url: '/docs/a' },
      { title: 'b', url: 'https://elsewhere.example/b' },
      { title: 'c', url: '//elsewhere.example/c' },
    ];
    expect(onOrigin(sources, 'http://h:1').map((source) => source.url)).toEqual([
      'http://h:1/docs/a',
      'https://elsewhere.example/b',
      '//elsewhere.example/c',
    ]);
    expect(onOrigin(sources, undefined)).toBe(sources);
  });
});

describe('PUBLIC_URL', () => {
  it('is an origin, kept without a trailing slash', () => {
    expect(readConfig({ PUBLIC_URL: 'https://docs.atesta.example/' }).publicUrl).toBe('https://docs.atesta.example');
    expect(readConfig({}).publicUrl).toBeUndefined();
  });

  it.each(['docs.atesta.example', 'https://docs.atesta.example/docs', 'ftp://docs.atesta.example', 'https://'])(
    'refuses "%s", naming the variable',
    (value) => {
      expect(() => readConfig({ PUBLIC_URL: value })).toThrow(
        /^PUBLIC_URL: .* is not an origin: write scheme:\/\/host/,
      );
    },
  );
});
