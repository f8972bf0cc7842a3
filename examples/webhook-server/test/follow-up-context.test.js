// Follow-ups that stay in context (issue 31): a chip offered after an answer about the Atesta
// API leads to the Atesta API, and a chip pressed in a session is asked on the page it was
// made from (the widget sends a chip back as plain text, so Lia keeps each chip's page).

import { beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { DOCS_TEXT } from '../eval/run.js';

/** @type {import('../src/lia/docs-index.js').DocsIndex} */
let index;
beforeAll(async () => {
  index = await loadDocsIndex(DOCS_TEXT);
  if (index.missing) throw new Error(`${DOCS_TEXT} is missing: run \`npm run build\` first.`);
});

describe('follow-up chips', () => {
  it('after the Atesta API’s 429 lead to no page of the Skia or Energia APIs', () => {
    const lia = createAssistant({ index });
    const { suggestions, sources } = lia.respond({ chatInput: 'O que significa o erro 429?' });
    expect(sources[0]?.url).toMatch(/^\/docs\/api\/StatusCode/);
    expect(suggestions).not.toContain('E sobre status HTTP?');
    for (const chip of suggestions) {
      expect(lia.respond({ chatInput: chip }).sources[0]?.url, chip).not.toMatch(/^\/docs\/api-(?:skia|energia)\//);
    }
  });

  it('pressed in a session are asked on the page of the answer that offered them', () => {
    const lia = createAssistant({ index });
    const first = lia.respond({ chatInput: 'Como cadastrar um webhook?', sessionId: 'a' });
    const chip = first.suggestions[0];
    expect(chip).toBeDefined();
    const inSession = lia.respond({ chatInput: chip ?? '', sessionId: 'a' });
    const elsewhere = lia.respond({ chatInput: chip ?? '', pagePath: '/docs/api-skia/produto' });
    const onPage = lia.respond({ chatInput: chip ?? '', pagePath: '/docs/api/Webhook/webhook' });
    expect(inSession.sources).toEqual(onPage.sources);
    // Without the session the visitor's page decides, as for any question.
    expect(lia.respond({ chatInput: chip ?? '', sessionId: 'b', pagePath: '/docs/api-skia/produto' }).sources).toEqual(
      elsewhere.sources,
    );
  });
});

describe('a follow-up chip pressed', () => {
  it('is asked on the page it was made from, not on the page of the answer that offered it', () => {
    const lia = createAssistant({ index });
    const first = lia.respond({ chatInput: 'Quais APIs a Atesta oferece?', sessionId: 'd' });
    expect(first.sources[0]?.url).toMatch(/^\/docs\/intro/);
    const chip = 'E sobre introdução à API Atesta?';
    expect(first.suggestions).toContain(chip);
    // On the answer's page ("Bem-vindo à Atesta Docs") its words find that page's own products.
    expect(lia.respond({ chatInput: chip, pagePath: '/docs/intro' }).sources[0]?.url).toMatch(/^\/docs\/intro/);
    const pressed = lia.respond({ chatInput: chip, sessionId: 'd' });
    expect(pressed.sources[0]?.url).toBe('/docs/api/intro');
    expect(pressed.output).toMatch(/API REST/);
  });
});

describe('answers that state what was asked (issue 31)', () => {
  it('a question worded as a follow-up ("E sobre…") stays on the last answer’s API and quotes the table its page opens', () => {
    const lia = createAssistant({ index });
    lia.respond({ chatInput: 'O que significa o erro 429?', sessionId: 'c' });
    const reply = lia.respond({ chatInput: 'E sobre status HTTP?', sessionId: 'c' });
    expect(reply.sources[0]?.url).toMatch(/^\/docs\/api\/StatusCode/);
    expect(reply.output).toMatch(/400 — Bad Request/);
  });

  it('a duration question no section answers in its words is answered by the one that states the duration', () => {
    const lia = createAssistant({ index });
    const reply = lia.respond({ chatInput: 'Quanto tempo dura o token de acesso?' });
    expect(reply.sources[0]?.url).toMatch(/^\/docs\/api\/autenticacao/);
    expect(reply.output).toMatch(/uma hora/);
  });
});
