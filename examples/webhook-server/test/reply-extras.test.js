// What Lia's replies carry beside the text (docs/protocol.md#suggestions-and-sources): the pages
// the answer came from as `sources`, and follow-up questions that lead where they say.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/assistant.js';
import { FOLLOW_UP_TEMPLATE, MAX_SOURCES, MAX_SUGGESTIONS, sourcesAsMarkdown } from '../src/reply-extras.js';
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
        const topic = suggestion.slice('E sobre '.length, -1);
        expect(lia.respond({ chatInput: suggestion }).sources[0]?.title, suggestion).toMatch(
          new RegExp(`(^|› )${topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        );
      }
    }
  });

  it('point to where to start when Lia does not know', () => {
    const { output, suggestions } = lia.respond({ chatInput: 'receita de bolo de cenoura' });
    expect(output).toContain('Não encontrei isso na documentação');
    expect(suggestions.length).toBeGreaterThan(0);
  });
});

describe('through the webhook', () => {
  it('a JSON reply carries them beside `output`', async () => {
    const app = await startServer();
    try {
      const body = await (await app.postJson({ action: 'sendMessage', sessionId: 's', chatInput: QUESTION })).json();
      const { output, sources, suggestions } = lia.respond({ chatInput: QUESTION });
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
      const { output, sources, suggestions } = lia.respond({ chatInput: QUESTION });
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
