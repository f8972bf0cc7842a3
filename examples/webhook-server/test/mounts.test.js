// Folders mounted beside the docs site (MOUNTS), as `npm run example:…` serves an example:
// layered folders, redirects that stay under the mount, a strict policy for its pages; and
// where the CLI reads Lia's docs when SITE_DIR is not the docs site.

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_DEFAULTS, readConfig } from '../src/config.js';
import { STRICT_PAGE_HEADERS } from '../src/http/csp.js';
import { startupLines } from '../src/startup-log.js';
import { FIXTURE_DOCS_TEXT, FIXTURE_SITE, startServer, tempDir } from './helpers.js';

/** An example folder and a bundle folder, the bundle's copy of a file shadowing the example's. */
async function exampleFolders() {
  const root = await tempDir('papo-mounts-');
  const example = join(root, 'example');
  const bundle = join(root, 'bundle');
  await mkdir(example);
  await mkdir(bundle);
  await writeFile(join(example, 'index.html'), '<!doctype html><title>Exemplo</title>');
  await writeFile(join(example, 'element.html'), '<!doctype html><title>Elemento</title>');
  await writeFile(join(example, 'chat.js'), 'old();');
  await writeFile(join(bundle, 'chat.js'), 'current();');
  return { root, example, bundle };
}

describe('a mounted folder', () => {
  it('serves its pages with a strict policy, the first folder holding a file winning, beside the site', async () => {
    const { example, bundle } = await exampleFolders();
    const app = await startServer({ mounts: [{ path: '/examples/demo/', dirs: [bundle, example] }] });
    try {
      const page = await app.fetch('/examples/demo/');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Exemplo</title>');
      const policy = page.headers.get('content-security-policy');
      expect(policy).toBe(STRICT_PAGE_HEADERS['Content-Security-Policy']);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(await (await app.fetch('/examples/demo/chat.js')).text()).toBe('current();');
      expect(await (await app.fetch('/examples/demo/element')).text()).toContain('Elemento');
      // The docs site is still there, with its own policy.
      const docs = await app.fetch('/docs/intro');
      expect(docs.status).toBe(200);
      expect(docs.headers.get('content-security-policy')).not.toBe(policy);
      expect((await app.fetch('/examples/demo/missing.js')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('redirects inside the mount: the bare path to the folder, ….html to the clean path', async () => {
    const { example } = await exampleFolders();
    const app = await startServer({ mounts: [{ path: '/examples/demo/', dirs: [example] }] });
    try {
      const bare = await app.fetch('/examples/demo?x=1', { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/examples/demo/?x=1']);
      const html = await app.fetch('/examples/demo/element.html', { redirect: 'manual' });
      expect([html.status, html.headers.get('location')]).toEqual([301, '/examples/demo/element']);
      const index = await app.fetch('/examples/demo/index.html', { redirect: 'manual' });
      expect(index.headers.get('location')).toBe('/examples/demo/');
      expect((await app.fetch('/examples/demo/..%2F..%2Fpackage.json')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('MOUNTS', () => {
  it('reads /path/=folder[,folder…] entries separated by ;, folders relative to the working directory', async () => {
    const { root } = await exampleFolders();
    expect(readConfig({ MOUNTS: '/a/=bundle,example; /b/c/=example' }, root).mounts).toEqual([
      { path: '/a/', dirs: [join(root, 'bundle'), join(root, 'example')] },
      { path: '/b/c/', dirs: [join(root, 'example')] },
    ]);
    expect(readConfig({}, root).mounts).toEqual([]);
  });

  it.each(['a/=example', '/a=example', '/a/=', '/webhook/x/=example', '/=example'])(
    'refuses "%s", naming the variable',
    async (value) => {
      const { root } = await exampleFolders();
      expect(() => readConfig({ MOUNTS: value }, root)).toThrow(/^MOUNTS: ".*" is not a mount: write \/path\/=folder/);
    },
  );

  it('refuses a folder that is not there', async () => {
    const { root } = await exampleFolders();
    expect(() => readConfig({ MOUNTS: '/a/=nowhere' }, root)).toThrow(/^MOUNTS: .*nowhere is not a folder/);
  });
});

describe("where the CLI reads Lia's docs", () => {
  it('DOCS_TEXT_FILE names the file, relative to the working directory, and must exist', async () => {
    expect(readConfig({ DOCS_TEXT_FILE: 'site/docs-text.json' }, join(FIXTURE_SITE, '..')).docsText).toBe(
      FIXTURE_DOCS_TEXT,
    );
    const empty = await tempDir();
    expect(() => readConfig({ DOCS_TEXT_FILE: 'nowhere.json' }, empty)).toThrow(
      /^DOCS_TEXT_FILE: no file at .*nowhere\.json: `npm run build:site` writes/,
    );
  });

  it("is SITE_DIR's own docs-text.json when it has one, else the docs site's build", async () => {
    expect(readConfig({ SITE_DIR: FIXTURE_SITE }).docsText).toBe(FIXTURE_DOCS_TEXT);
    const { example } = await exampleFolders();
    // The docs site's build exists when the server's suite runs (npm test builds it first).
    expect(readConfig({ SITE_DIR: example }).docsText).toBe(join(CLI_DEFAULTS.SITE_DIR, 'docs-text.json'));
  });

  it('says loudly, naming what to do, when there are no docs to load', async () => {
    const dir = await tempDir();
    const lines = startupLines({ siteDir: dir, docsText: join(dir, 'docs-text.json') }, 'http://localhost:1');
    const warning = lines.find((line) => line.level === 'warn')?.text;
    expect(warning).toMatch(/docs: +NONE LOADED \(no .*docs-text\.json\): Lia answers every question/);
    expect(warning).toContain('DOCS_TEXT_FILE');
    const loaded = startupLines({ siteDir: FIXTURE_SITE, docsText: FIXTURE_DOCS_TEXT }, 'http://localhost:1');
    expect(loaded.filter((line) => line.level === 'warn')).toEqual([]);
    expect(loaded.map((line) => line.text)).toContain(`  docs:    ${FIXTURE_DOCS_TEXT}`);
  });
});
