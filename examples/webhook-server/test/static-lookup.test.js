// Where the site's files are looked up: a page found once is checked first where it was
// (one stat per request), and a page that moved or went away is looked for afresh.

import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer, tempDir } from './helpers.js';

/** Every path the server stats, in order. */
const statted = vi.hoisted(() => /** @type {string[]} */ ([]));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = /** @type {typeof import('node:fs/promises')} */ (await importOriginal());
  /** @type {typeof fs.stat} */
  const stat = /** @type {any} */ (
    (/** @type {any} */ path, /** @type {any} */ options) => {
      statted.push(String(path));
      return fs.stat(path, options);
    }
  );
  return { ...fs, default: { ...fs, stat }, stat };
});

afterEach(() => {
  statted.length = 0;
});

describe('finding a page', () => {
  it('stats a page once per request after the first, and follows it when it moves', async () => {
    const siteDir = await tempDir();
    await mkdir(join(siteDir, 'guia'));
    await writeFile(join(siteDir, 'guia', 'index.html'), '<h1>Guia 1</h1>');
    const site = await startServer({ siteDir });
    try {
      expect(await (await site.fetch('/guia')).text()).toContain('Guia 1');
      statted.length = 0;
      expect(await (await site.fetch('/guia')).text()).toContain('Guia 1');
      expect(statted.filter((path) => path.startsWith(siteDir))).toEqual([join(siteDir, 'guia', 'index.html')]);

      await rm(join(siteDir, 'guia'), { recursive: true });
      await writeFile(join(siteDir, 'guia.html'), '<h1>Guia 2</h1>');
      expect(await (await site.fetch('/guia')).text()).toContain('Guia 2');

      await rm(join(siteDir, 'guia.html'));
      expect((await site.fetch('/guia')).status).toBe(404);
    } finally {
      await site.close();
    }
  });
});
