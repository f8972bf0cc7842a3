// Every docs page carries a Content-Security-Policy that allows the site's own inline
// scripts by hash (of every page, for the client router's page swaps) and nothing else
// inline, refuses framing (the chat's diagrams frame: by other origins), and trims the
// referrer; other files do not need a policy.

import { createHash } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/csp.js';
import { startServer, tempDir } from './helpers.js';

/** @param {string} script */
const sha256 = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** @param {string} header */
function directives(header) {
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the fixture site', () => {
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let app;
  beforeAll(async () => {
    app = await startServer();
  });
  afterAll(() => app.close());

  for (const path of ['/docs/intro', '/', '/no-such-page']) {
    it(`${path}: CSP, frame refusal, referrer policy and nosniff`, async () => {
      const response = await app.fetch(path);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const policy = directives(response.headers.get('content-security-policy') ?? '');
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  }

  it('a script or stylesheet gets no page policy, still nosniff', async () => {
    const response = await app.fetch('/_astro/page.C5d6E7f8.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('inline scripts of a built site', () => {
  const theme = "document.documentElement.dataset.theme = 'light';";
  const island = '(()=>{self.Astro={};})();';
  /** @type {string} */
  let site;
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let app;
  beforeAll(async () => {
    site = await tempDir('papo-csp-');
    await mkdir(join(site, 'docs'));
    await writeFile(join(site, 'index.html'), `<!doctype html><script>${theme}</script><h1>Início</h1>`);
    await writeFile(
      join(site, 'docs', 'chat.html'),
      `<!doctype html><script>${theme}</script><script type="module" src="/_astro/x.js"></script>` +
        `<script>${island}</script><h1>Chat</h1>`,
    );
    app = await startServer({ siteDir: site });
  });
  afterAll(() => app.close());

  it("allows by hash every page's inline scripts on every page, and nothing for scripts with src", async () => {
    for (const path of ['/', '/docs/chat']) {
      const policy = directives((await app.fetch(path)).headers.get('content-security-policy') ?? '');
      expect(policy['script-src']?.slice(2).sort()).toEqual([sha256(theme), sha256(island)].sort());
    }
  });

  it('takes the new scripts once the site is rebuilt', async () => {
    const added = "console.log('rebuilt');";
    const page = join(site, 'docs', 'novo.html');
    await writeFile(page, `<!doctype html><script>${added}</script>`);
    // Newer than everything scanned before, as a rebuild's files are.
    const later = new Date(Date.now() + 60_000);
    await utimes(page, later, later);
    const policy = directives((await app.fetch('/docs/novo')).headers.get('content-security-policy') ?? '');
    expect(policy['script-src']).toContain(sha256(added));
    expect(policy['script-src']).toContain(sha256(theme));
  });

  it('hashes the exact text between the tags, attributes and case aside', () => {
    const hashes = inlineScriptHashes(
      `<SCRIPT type="module">\n a();\n</script ><script src="b.js"></script><script></script>`,
    );
    expect([...hashes].map((hash) => `'${hash}'`)).toEqual([sha256('\n a();\n')]);
  });
});

describe("the chat's diagrams frame", () => {
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let app;
  beforeAll(async () => {
    const site = await tempDir('papo-frame-');
    await mkdir(join(site, 'papo-chat-diagram'));
    await writeFile(join(site, 'papo-chat-diagram', 'papo-chat.diagram.html'), '<!doctype html><title>frame</title>');
    await writeFile(join(site, 'index.html'), '<!doctype html><h1>Início</h1>');
    app = await startServer({ siteDir: site });
  });
  afterAll(() => app.close());

  it('may be framed by the site itself, by no other origin', async () => {
    const response = await app.fetch('/papo-chat-diagram/papo-chat.diagram');
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('leaves every other page unframeable', async () => {
    const response = await app.fetch('/');
    expect(directives(response.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
