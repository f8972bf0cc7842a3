// MDX → plain sections, and the MiniSearch index over them; plus a smoke test over the
// real docs-site content when it exists.

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/assistant.js';
import { createDocsIndex, loadDocsIndex } from '../src/docs-index.js';
import { parseMdx } from '../src/mdx.js';
import { fixtureDocsIndex } from './helpers.js';

const page = `---
title: "Autenticação \\"OAuth\\""
description: 'Como obter o token'
sidebar_label: Auth
---
import { Callout } from '../components/Callout.astro';
import {
  Endpoint,
} from '../components';

Texto de abertura com **negrito**, _ênfase_ e um [link](/docs/intro).

## Requisição \`POST\`

<Endpoint
  id="auth.token"
  data={{ a: 1 }}
/>

{/* comentário que não aparece */}
Chame \`/auth/token\` com o \`client_id\`. Depois use o token.

\`\`\`bash
curl https://api.atesta.example/auth/token
\`\`\`

| Campo | Tipo |
| --- | --- |
| client_id | texto |

- Primeiro item
- Segundo item

### Exemplo

<Callout type="note">Dentro do callout.</Callout>

## Requisição

### Exemplo
`;

describe('parseMdx', () => {
  const parsed = parseMdx(page);
  const [intro, request, again] = parsed.sections;

  it('reads the frontmatter, quoted or not', () => {
    expect(parsed.title).toBe('Autenticação "OAuth"');
    expect(parsed.description).toBe('Como obter o token');
    expect(parsed.draft).toBe(false);
  });

  it('drops ESM lines, JSX tags, comments and Markdown marks', () => {
    expect(intro?.blocks.map((b) => b.text)).toEqual(['Texto de abertura com negrito, _ênfase_ e um link.']);
    const text = request?.blocks.map((b) => b.text).join(' | ');
    expect(text).toContain('Chame /auth/token com o client_id. Depois use o token.');
    expect(text).toContain('Dentro do callout.');
    expect(text).not.toMatch(/Endpoint|comentário|import|<|\{/);
  });

  it('keeps code apart, tables and list items as their own blocks', () => {
    expect(request?.code).toContain('curl https://api.atesta.example/auth/token');
    expect(request?.blocks.filter((b) => b.kind === 'table').map((b) => b.text)).toEqual([
      'Campo — Tipo',
      'client_id — texto',
    ]);
    expect(request?.blocks.filter((b) => b.kind === 'li').map((b) => b.text)).toEqual([
      'Primeiro item',
      'Segundo item',
    ]);
  });

  it('keeps inline code in the Markdown of a block, escaped text around it', () => {
    const block = request?.blocks.find((b) => b.text.startsWith('Chame'));
    expect(block?.markdown).toBe('Chame `/auth/token` com o `client_id`. Depois use o token.');
  });

  it('makes anchors like Astro (github-slugger over every heading of the page)', () => {
    expect(request?.heading).toBe('Requisição POST');
    expect(request?.slug).toBe('requisição-post');
    // "Exemplo" (###) took "exemplo"; the second "Requisição" is "requisição", the second "Exemplo" "exemplo-1".
    expect(again?.slug).toBe('requisição');
  });
});

describe('the index', () => {
  it('makes page ids from paths, case kept, index pages named by their folder, drafts left out', async () => {
    const index = createDocsIndex([
      { id: 'api/Webhook/webhook', source: '---\ntitle: Webhook\n---\nTexto.' },
      { id: 'rascunho', source: '---\ntitle: R\ndraft: true\n---\nTexto.' },
    ]);
    expect([...index.pages.keys()]).toEqual(['api/Webhook/webhook']);
    expect(index.pages.get('api/Webhook/webhook')?.url).toBe('/docs/api/Webhook/webhook');
    const loaded = await fixtureDocsIndex();
    expect([...loaded.pages.keys()]).toEqual(['api/ambientes', 'api/autenticacao', 'api/Webhook/webhook', 'intro']);
  });

  it('finds a section by its heading, its text, a folded accent or an inflected word', async () => {
    const index = await fixtureDocsIndex();
    expect(index.search('reenvio')[0]?.section.url).toBe('/docs/api/Webhook/webhook#reenvio');
    expect(index.search('homologacao')[0]?.section.url).toBe('/docs/api/ambientes#homologação');
    expect(index.search('autenticar')[0]?.page.id).toBe('api/autenticacao');
    expect(index.search('credenciais de produção')[0]?.section.heading).toBe('Produção');
  });

  it('finds nothing above the threshold for unrelated words', async () => {
    const index = await fixtureDocsIndex();
    for (const query of ['receita de bolo de cenoura', 'capital da França', 'zzzz']) {
      expect(index.search(query), query).toEqual([]);
    }
  });

  it('an absent folder is an empty index', async () => {
    const index = await loadDocsIndex('/nonexistent/docs');
    expect(index.pages.size).toBe(0);
    expect(index.search('token')).toEqual([]);
  });
});

const REAL_DOCS = fileURLToPath(new URL('../../../docs-site/src/content/docs', import.meta.url));

describe('smoke: the real docs-site content', () => {
  it('indexes every page with a title, and each page is found by its own title', async () => {
    const index = await loadDocsIndex(REAL_DOCS);
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
    const index = await loadDocsIndex(REAL_DOCS);
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
