// What Lia's replies carry beside the text (docs/protocol.md#suggestions-and-sources): the pages
// the answer came from as `sources`, and follow-up questions that lead where they say.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { createDocsIndex } from '../src/lia/docs-index.js';
import {
  asTopic,
  FOLLOW_UP_TEMPLATE,
  MAX_SOURCES,
  MAX_SUGGESTIONS,
  sourcesAsMarkdown,
  sourcesOf,
} from '../src/lia/reply-extras.js';
import { fixtureDocsIndex, parseLines, startServer } from './helpers.js';

const index = await fixtureDocsIndex();
const lia = createAssistant({ index });
const QUESTION = 'Por quanto tempo o token vale?';

describe('sources', () => {
  it('name the section the answer quotes first, by title and site URL, one per page', () => {
    const { output, sources } = lia.respond({ chatInput: QUESTION });
    expect(output).toContain('**Autenticação › Obter um token**');
    expect(sources[0]).toEqual({
      title: 'Autenticação › Obter um token',
      url: '/docs/api/autenticacao#obter-um-token',
    });
    expect(sources.length).toBeLessThanOrEqual(MAX_SOURCES);
    const pages = sources.map((source) => source.url.split('#')[0]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('are not repeated as links in the text, which the widget would hide', () => {
    const { output, sources } = lia.respond({ chatInput: QUESTION });
    for (const { url } of sources) expect(output).not.toContain(`](${url})`);
  });

  it('are written under the text as links for the memory (n8n keeps text only)', () => {
    const reply = lia.respond({ chatInput: QUESTION });
    expect(reply.asText).toBe(`${reply.output}\n\n${sourcesAsMarkdown(reply.sources)}`);
    expect(reply.asText).toContain('- [Autenticação › Obter um token](/docs/api/autenticacao#obter-um-token)');
    expect(lia.answer({ chatInput: QUESTION })).toBe(reply.asText);
  });

  it('are one page of a kind: the same page for another product or API is left out', () => {
    /** @param {string} id @param {string} title @param {number} score */
    const hit = (id, title, score) =>
      /** @type {any} */ ({ page: { id, title }, section: { heading: '', url: `/docs/${id}` }, score });
    const hits = [
      hit('api/Flash/envioFlash', 'Enviar documento (Flash)', 10),
      hit('api/PRO/envio', 'Enviar documento (PRO)', 9),
      hit('api-skia/ambientes', 'Ambientes da API Skia', 8),
      hit('api/ambientes', 'Ambientes da API Atesta', 7),
      hit('plataforma/ambientes', 'Ambientes da plataforma', 6),
    ];
    expect(sourcesOf(hits).map((source) => source.url)).toEqual([
      '/docs/api/Flash/envioFlash',
      '/docs/api-skia/ambientes',
      '/docs/plataforma/ambientes',
    ]);
  });

  it('are none for small talk', () => {
    expect(lia.respond({ chatInput: 'Oi!' })).toMatchObject({ sources: [], suggestions: [] });
    expect(lia.respond({ chatInput: 'Obrigada!' })).toMatchObject({ sources: [], suggestions: [] });
  });
});

describe('suggestions', () => {
  it(`are up to ${MAX_SUGGESTIONS} questions worded by the template, none about the quoted section`, () => {
    const { suggestions } = lia.respond({ chatInput: QUESTION });
    expect(suggestions.length).toBeGreaterThanOrEqual(1);
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    const [before, after] = FOLLOW_UP_TEMPLATE.split('{topic}');
    for (const suggestion of suggestions) {
      expect(suggestion.startsWith(String(before)) && suggestion.endsWith(String(after))).toBe(true);
    }
    expect(suggestions).not.toContain('E sobre Obter um token?');
    expect(new Set(suggestions).size).toBe(suggestions.length);
  });

  it('each get an answer from the section they name', () => {
    for (const question of [QUESTION, 'Como configuro a URL do webhook?', 'quais ambientes existem?']) {
      for (const suggestion of lia.respond({ chatInput: question }).suggestions) {
        // The section's title, or its page's (a shared heading), with its first word in lower case.
        const topic = suggestion.slice('E sobre '.length, -1).toLowerCase();
        expect(lia.respond({ chatInput: suggestion }).sources[0]?.title.toLowerCase(), suggestion).toMatch(
          new RegExp(`(^|› )${topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($| ›)`),
        );
      }
    }
  });

  it('are none when Lia does not know: a decline offers nothing from the docs', () => {
    const { output, sources, suggestions } = lia.respond({ chatInput: 'receita de bolo de cenoura' });
    expect(output).toContain('Não encontrei isso na documentação');
    expect(sources).toEqual([]);
    expect(suggestions).toEqual([]);
  });

  it('name a section by its title as a sentence names it: first word in lower case unless a name', () => {
    expect(asTopic('Quando repetir uma requisição')).toBe('quando repetir uma requisição');
    expect(asTopic('Bem-vindo à Atesta Docs')).toBe('bem-vindo à Atesta Docs');
    expect(asTopic('Códigos de status HTTP')).toBe('códigos de status HTTP');
    expect(asTopic('Validação de pessoa física')).toBe('validação de pessoa física');
    for (const kept of [
      'Lite',
      'Facematch (PRO)',
      'Atesta na prática',
      'API Skia',
      'SSO',
      'Valida-PF',
      'GET /contas',
    ]) {
      expect(asTopic(kept)).toBe(kept);
    }
    expect(FOLLOW_UP_TEMPLATE.replace('{topic}', asTopic('Quando repetir uma requisição'))).toBe(
      'E sobre quando repetir uma requisição?',
    );
  });

  it('name the page, not a heading many pages share ("Requisição")', () => {
    const shared = (/** @type {string} */ id, /** @type {string} */ title, /** @type {string} */ text) => ({
      id,
      url: `/docs/${id}`,
      title,
      description: '',
      sections: [
        { heading: 'Requisição', slug: 'requisicao', code: '', blocks: [{ kind: 'p', text, markdown: text }] },
      ],
    });
    const docs = createDocsIndex([
      shared('a', 'Enviar documento', 'Envie o documento pela rota de envio.'),
      shared('b', 'Consultar documento', 'Consulte o documento pela rota de consulta.'),
      shared('c', 'Remover documento', 'Remova o documento pela rota de remoção.'),
    ]);
    expect(docs.isCommonHeading('Requisição')).toBe(true);
    const { suggestions } = createAssistant({ index: docs }).respond({ chatInput: 'rota do documento' });
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) expect(suggestion).not.toContain('Requisição');
    expect(suggestions.some((suggestion) => /^E sobre (consultar|remover) documento\?$/.test(suggestion))).toBe(true);
  });
});

describe('through the webhook', () => {
  it('a JSON reply carries them beside `output`', async () => {
    const app = await startServer();
    try {
      const body = await (await app.postJson({ action: 'sendMessage', sessionId: 's', chatInput: QUESTION })).json();
      // Through the webhook the sources are on the origin the request came to (public-origin.js).
      const { output, sources, suggestions } = lia.respond({ chatInput: QUESTION, origin: app.base });
      expect(body).toEqual({ output, sources, suggestions });
    } finally {
      await app.close();
    }
  });

  it('a streamed reply carries them on its `end` chunk', async () => {
    const app = await startServer();
    try {
      const response = await app.postJson(
        { action: 'sendMessage', sessionId: 's', chatInput: QUESTION },
        { accept: 'text/plain' },
      );
      const lines = parseLines(await response.text());
      // Through the webhook the sources are on the origin the request came to (public-origin.js).
      const { output, sources, suggestions } = lia.respond({ chatInput: QUESTION, origin: app.base });
      expect(lines.at(-1)).toMatchObject({ type: 'end', sources, suggestions });
      expect(lines.slice(0, -1).some((line) => 'sources' in line || 'suggestions' in line)).toBe(false);
      expect(lines.map((line) => line.content ?? '').join('')).toBe(output);
    } finally {
      await app.close();
    }
  });

  it('a reply with nothing beside it has no empty fields', async () => {
    const app = await startServer();
    try {
      const body = await (await app.postJson({ action: 'sendMessage', sessionId: 's', chatInput: 'Oi' })).json();
      expect(Object.keys(body)).toEqual(['output']);
    } finally {
      await app.close();
    }
  });
});
