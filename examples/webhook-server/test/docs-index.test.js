// The docs index over the site's docs-text.json: what it reads, what it refuses, and what
// it finds in the fixture site's four pages. The same over the real built site is in
// built-site.test.js.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocsIndex, DocsTextError, loadDocsIndex } from '../src/lia/docs-index.js';
import { terms } from '../src/lia/text.js';
import {
  FIXTURE_DOCS_TEXT,
  fixtureDocsIndex,
  silentLogger,
  sitePath,
  startServer,
  tempDir,
  WEBHOOK,
} from './helpers.js';

/** @param {Partial<import('../src/lia/docs-index.js').TextPage>} page */
const textPage = (page) => ({ id: 'p', url: '/docs/p', title: 'P', description: '', sections: [], ...page });

describe('reading docs-text.json', () => {
  it('reads the pages the site wrote, with their URLs and the anchors of their sections', async () => {
    const index = await fixtureDocsIndex();
    expect(index.file).toBe(FIXTURE_DOCS_TEXT);
    expect(index.missing).toBe(false);
    expect([...index.pages.keys()].sort()).toEqual([
      'api/Webhook/webhook',
      'api/ambientes',
      'api/autenticacao',
      'intro',
    ]);
    expect(index.pages.get('api/Webhook/webhook')?.url).toBe('/docs/api/Webhook/webhook');
    expect(index.search('reenvio')[0]?.section.url).toBe('/docs/api/Webhook/webhook#reenvio');
  });

  it('a missing file is an empty index that says the site is not built', async () => {
    const index = await loadDocsIndex('/nonexistent/docs-text.json');
    expect(index).toMatchObject({ missing: true, file: '/nonexistent/docs-text.json' });
    expect(index.pages.size).toBe(0);
    expect(index.search('token')).toEqual([]);
  });

  it.each([
    ['not JSON', '{"format":', /not JSON/],
    ['another format', JSON.stringify({ format: 2, pages: [] }), /format 2, but this server reads 1/],
    ['no page list', JSON.stringify({ format: 1 }), /"pages" is not a list/],
    ['a page without a URL', JSON.stringify({ format: 1, pages: [{ ...textPage({}), url: 3 }] }), /pages\[0\]\.url/],
    [
      'a block of an unknown kind',
      JSON.stringify({
        format: 1,
        pages: [
          textPage({
            sections: [{ heading: '', slug: '', code: '', blocks: [{ kind: 'x', text: '', markdown: '' }] }],
          }),
        ],
      }),
      /pages\[0\]\.sections\[0\]\.blocks\[0\]\.kind is "x"/,
    ],
  ])('refuses %s, naming what is wrong and what to do', async (_, content, message) => {
    const file = join(await tempDir(), 'docs-text.json');
    await writeFile(file, content);
    const loading = loadDocsIndex(file);
    await expect(loading).rejects.toThrow(DocsTextError);
    await expect(loading).rejects.toThrow(message);
    await expect(loading).rejects.toThrow(/npm run build:site/);
  });

  it('refuses a file larger than it reads, before reading it', async () => {
    const file = join(await tempDir(), 'docs-text.json');
    await writeFile(file, JSON.stringify({ format: 1, pages: [] }));
    await expect(loadDocsIndex(file, { maxBytes: 10 })).rejects.toThrow(/bytes, more than the 10 this server reads/);
    expect((await loadDocsIndex(file)).pages.size).toBe(0);
  });
});

describe('the index', () => {
  it('links a section by its anchor, and the text before the first heading by the page alone', () => {
    const index = createDocsIndex(
      [
        textPage({
          id: 'api/Webhook/webhook',
          url: '/docs/api/Webhook/webhook',
          title: 'Webhook',
          sections: [
            { heading: '', slug: '', code: '', blocks: [{ kind: 'p', text: 'Eventos assinados.', markdown: 'x' }] },
            {
              heading: 'Reenvio',
              slug: 'reenvio',
              code: '',
              blocks: [{ kind: 'p', text: 'Cinco tentativas.', markdown: 'x' }],
            },
          ],
        }),
      ],
      { minScore: 0 },
    );
    expect(index.search('eventos assinados')[0]?.section.url).toBe('/docs/api/Webhook/webhook');
    expect(index.search('reenvio')[0]?.section.url).toBe('/docs/api/Webhook/webhook#reenvio');
  });

  it('finds a section by its heading, its text, a folded accent or an inflected word', async () => {
    const index = await fixtureDocsIndex();
    expect(index.search('reenvio')[0]?.section.url).toBe('/docs/api/Webhook/webhook#reenvio');
    expect(index.search('homologacao')[0]?.section.url).toBe('/docs/api/ambientes#homologação');
    expect(index.search('autenticar')[0]?.page.id).toBe('api/autenticacao');
    expect(index.search('credenciais de produção')[0]?.section.heading).toBe('Produção');
  });

  it('finds a table row the site rendered from its data', async () => {
    const index = await fixtureDocsIndex();
    expect(index.search('grant_type')[0]?.section.url).toBe('/docs/api/autenticacao#obter-um-token');
  });

  it('gives the passages the words its search read: spelling fixed, the glossary’s words added', async () => {
    const index = await fixtureDocsIndex();
    const { typed, read } = index.questionTerms('o webhok manda o token?');
    expect(typed).toEqual(terms('webhook manda token'));
    expect(read).toEqual(expect.arrayContaining([...typed, ...terms('autenticação enviar')]));
    expect(read).not.toContain(terms('webhok')[0]);
  });

  it('finds nothing above the threshold for unrelated words', async () => {
    const index = await fixtureDocsIndex();
    for (const query of ['receita de bolo de cenoura', 'capital da França', 'zzzz']) {
      expect(index.search(query), query).toEqual([]);
    }
  });
});

describe('where the server reads the docs', () => {
  it('reads docs-text.json from its site, or from `docsText` when given', async () => {
    const ask = async (/** @type {import('../src/server.js').ServerOptions} */ options) => {
      const app = await startServer({ docsIndex: undefined, ...options });
      try {
        const reply = await app.fetch(WEBHOOK, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'sendMessage', sessionId: 's', chatInput: 'Como renovar o token?' }),
        });
        const { sources } = await reply.json();
        return sources.map((/** @type {{ url: string }} */ source) => sitePath(source.url));
      } finally {
        await app.close();
      }
    };
    expect(await ask({})).toContain('/docs/api/autenticacao#renovar-o-token');
    expect(await ask({ siteDir: await tempDir(), docsText: FIXTURE_DOCS_TEXT })).toContain(
      '/docs/api/autenticacao#renovar-o-token',
    );
  });
});

describe('a server whose site is not built', () => {
  it('warns at start that docs-text.json is missing, and Lia says she has no docs', async () => {
    /** @type {string[]} */
    const warnings = [];
    const app = await startServer({
      siteDir: await tempDir(),
      docsIndex: undefined,
      logger: { ...silentLogger, warn: (/** @type {string} */ message) => warnings.push(message) },
    });
    try {
      expect(warnings.join('\n')).toMatch(/docs-text\.json: the docs site is not built \(npm run build:site\)/);
      const reply = await app.fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'sendMessage', sessionId: 's', chatInput: 'Como renovar o token?' }),
      });
      expect((await reply.json()).output).toContain('não tenho a documentação carregada');
    } finally {
      await app.close();
    }
  });
});
