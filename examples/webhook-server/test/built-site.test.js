// Lia over the real docs, as `npm start` serves them: the docs-text.json the docs site's
// build writes (`npm run build` first). Facts the pages render from the site's data files
// (status and error codes, endpoint paths) are searched like the prose around them.

import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_URL, createAssistant } from '../src/lia/assistant.js';
import { DOCS_TEXT_FILE, loadDocsIndex } from '../src/lia/docs-index.js';
import { silentLogger, sitePath, startServer, WEBHOOK } from './helpers.js';

const DOCS_SITE = fileURLToPath(new URL('../../../docs-site/', import.meta.url));
const SITE_DIR = join(DOCS_SITE, 'dist');
const DOCS_TEXT = join(SITE_DIR, DOCS_TEXT_FILE);

beforeAll(() => {
  if (!existsSync(DOCS_TEXT)) {
    throw new Error(`${DOCS_TEXT} is missing: run \`npm run build\` (library and docs site) before these tests.`);
  }
});

/**
 * Every file under a folder of the docs site, as one text, to check where a fact is written.
 * @param {string} folder
 */
function sources(folder) {
  return readdirSync(join(DOCS_SITE, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('the built docs site', () => {
  it('indexes every page with a title, and each page is found by its own title', async () => {
    const index = await loadDocsIndex(DOCS_TEXT);
    expect(index.pages.size).toBeGreaterThan(0);
    const lia = createAssistant({ index });
    let found = 0;
    for (const doc of index.pages.values()) {
      expect(doc.title, doc.id).not.toBe(doc.id);
      const hits = index.search(doc.title);
      if (hits.slice(0, 10).some((hit) => hit.page.id === doc.id)) found += 1;
      const answer = lia.answer({ chatInput: doc.title });
      for (const [, url] of answer.matchAll(/\]\((\/docs\/[^)#]*)/g)) {
        expect(index.pages.has(decodeURI(String(url)).slice('/docs/'.length)), url).toBe(true);
      }
    }
    // Titles shared by several pages (e.g. "Ambientes" of each API) may rank a sibling first.
    expect(found / index.pages.size).toBeGreaterThan(0.8);
  });

  it('answers "how does X work" with the pages about X, not with a heading that says "how it works"', async () => {
    const index = await loadDocsIndex(DOCS_TEXT);
    for (const [question, pageId] of [
      ['Como funciona o Facematch?', /Facematch/i],
      ['Como funciona o webhook?', /Webhook/i],
      ['Como funciona a autenticação?', /autenticacao/],
    ]) {
      const [best] = index.search(String(question));
      expect(`${best?.page.id}#${best?.section.heading}`, String(question)).toMatch(pageId);
    }
  });
});

describe('what a new visitor asks (issue 15)', () => {
  /** @type {import('../src/lia/assistant.js').Assistant} */
  let lia;
  beforeAll(async () => {
    lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });
  });

  it.each([
    ['Como funciona o Facematch?', /^\/docs\/api\/produto#facematch$/, 'Comparação facial entre uma selfie'],
    ['o que significa o status http 422', /^\/docs\/api\/StatusCode#/, '422 — Unprocessable Entity'],
    [
      'qual o endpoint pra mandar documento no lite',
      /^\/docs\/api\/Lite\/envioLite(#|$)/,
      'POST `/documentoscopia/lite/analises`',
    ],
  ])('"%s" is answered from the right page with the passage that answers', (question, url, passage) => {
    const reply = lia.respond({ chatInput: question });
    expect(reply.sources[0]?.url).toMatch(url);
    expect(reply.output).toContain(`> ${passage}`);
    expect(reply.output).not.toMatch(/^> Veja/m);
    expect(reply.sources.map((source) => source.url).join(' ')).not.toContain('/via-mcp/');
  });

  it.each(['qual a previsão do tempo?', 'quem ganhou a copa do mundo?', 'me passa uma receita de bolo'])(
    '"%s" is declined with the contact link and no docs links',
    (question) => {
      const reply = lia.respond({ chatInput: question });
      expect(reply.output).toContain('Não encontrei isso na documentação');
      expect(reply.output).toContain(CONTACT_URL);
      expect(reply.output).not.toContain('/docs/');
      expect(reply.sources).toEqual([]);
    },
  );
});

describe('the page the visitor reads', () => {
  it('breaks ties: metadata.pagePath sent to the webhook turns "como envio?" to that page', async () => {
    const app = await startServer({ siteDir: SITE_DIR, docsIndex: undefined, logger: silentLogger });
    /** @param {unknown} [metadata] */
    const ask = async (metadata) => {
      const reply = await app.fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'sendMessage', sessionId: 's', chatInput: 'como envio?', metadata }),
      });
      const url = (await reply.json()).sources[0]?.url;
      return url && sitePath(url);
    };
    try {
      expect(await ask()).toMatch(/^\/docs\/api\/PRO\/envio/);
      expect(await ask({ pagePath: '/docs/api-energia/envio' })).toBe('/docs/api-energia/envio');
      expect(await ask({ pagePath: '/docs/api/Lite/envioLite/' })).toBe('/docs/api/Lite/envioLite');
      // Not a path: ignored.
      expect(await ask({ pagePath: 'https://evil.example/docs/api-energia/envio' })).toMatch(
        /^\/docs\/api\/PRO\/envio/,
      );
    } finally {
      await app.close();
    }
  });
});

describe('"Perguntar à Lia sobre esta página": the page answers what it holds', () => {
  /** The first source's path (and anchor) for a question asked on a page, as the site sends it. */
  async function firstSource(/** @type {string} */ chatInput, /** @type {string} */ pagePath, pageTitle = '') {
    const app = await startServer({ siteDir: SITE_DIR, docsIndex: undefined, logger: silentLogger });
    try {
      const reply = await app.fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'sendMessage', sessionId: 's', chatInput, metadata: { pagePath, pageTitle } }),
      });
      const url = new URL((await reply.json()).sources[0]?.url ?? '', 'http://site.test');
      return decodeURIComponent(url.pathname + url.hash);
    } finally {
      await app.close();
    }
  }

  it("answers from the page's own section though another page matches more strongly", async () => {
    const index = await loadDocsIndex(DOCS_TEXT);
    // Without the page, the status codes page answers; on a page with "Erros comuns", that section does.
    expect(index.search('quais os erros?')[0]?.page.url).toBe('/docs/api/StatusCode');
    expect(await firstSource('quais os erros?', '/docs/api/Lite/envioLite', 'Enviar documento (Lite)')).toMatch(
      /^\/docs\/api\/Lite\/envioLite#erros-comuns$/i,
    );
    expect(await firstSource('erros comuns', '/docs/api-skia/Filas/criar-fila')).toMatch(
      /^\/docs\/api-skia\/Filas\/criar-fila#/,
    );
    // Reading an MCP page: its tool answers, not the REST endpoint of the same product.
    expect(await firstSource('como envio?', '/docs/via-mcp/Lite/enviar-documento-lite')).toBe(
      '/docs/via-mcp/Lite/enviar-documento-lite',
    );
  });

  it('answers elsewhere a question another page is about', async () => {
    expect(await firstSource('como autentico?', '/docs/api/Lite/consultaLite')).toMatch(
      /^\/docs\/api\/autenticacao(#|$)/,
    );
    expect(await firstSource('o que significa cada status?', '/docs/api/OCR/consultaOCR')).toMatch(
      /^\/docs\/api\/tab_status_ocr(#|$)/,
    );
  });
});

describe("the docs site's starter questions", () => {
  /** @type {{ questions: { question: string, page: string }[] }} */
  const { questions } = JSON.parse(readFileSync(join(DOCS_SITE, 'src/config/chat-suggestions.json'), 'utf8'));

  it.each(questions)(
    '"$question" is answered from $page, with follow-ups that lead somewhere',
    async ({ question, page }) => {
      const index = await loadDocsIndex(DOCS_TEXT);
      const lia = createAssistant({ index });
      const reply = lia.respond({ chatInput: question });
      expect(reply.output).toMatch(/^Encontrei isto na documentação/);
      expect(reply.sources[0]?.url).toMatch(new RegExp(`^/docs/${page}(#|$)`));
      expect(reply.suggestions.length).toBeGreaterThan(0);
      for (const suggestion of reply.suggestions) {
        expect(lia.respond({ chatInput: suggestion }).sources.length, suggestion).toBeGreaterThan(0);
      }
    },
  );
});

describe('facts written only in the data files', () => {
  const mdx = sources('src/content/docs');
  const data = sources('src/data');

  it.each([
    ['an error code of the energy API', 'COTA_ESGOTADA', 'api-energia/tab_codigos'],
    ['a face-match result code', 'BIO_MULTIPLAS_FACES', 'api/tab_biometria'],
    ['a reason code of the document analyses', 'M014', 'api/tab_motivos'],
    ['an endpoint path', '/filas/{filaId}/variaveis', 'api-skia/Filas/listar-variaveis'],
  ])('%s (%s) is found on the page that renders it', async (_, fact, pageId) => {
    // The premise: no page's prose says it; only the data the page renders does.
    expect(mdx).not.toContain(fact);
    expect(data).toContain(fact);
    const index = await loadDocsIndex(DOCS_TEXT);
    expect(index.search(fact)[0]?.page.id).toBe(pageId);
  });

  it("a status code meaning that only an endpoint's data holds is quoted by Lia, through the webhook", async () => {
    const meaning = 'Tokens pedidos em excesso';
    expect(mdx).not.toContain(meaning);
    expect(data).toContain(meaning);
    const app = await startServer({ siteDir: SITE_DIR, docsIndex: undefined, logger: silentLogger });
    try {
      const reply = await app.fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          action: 'sendMessage',
          sessionId: 's',
          chatInput: 'O que acontece com tokens pedidos em excesso?',
        }),
      });
      const { output, sources } = await reply.json();
      expect(output).toContain('429');
      expect(output).toContain(meaning);
      expect(sitePath(sources[0].url)).toMatch(/^\/docs\/api\/autenticacao/);
    } finally {
      await app.close();
    }
  });
});
