// Lia over the fixture docs: greets, cites the right section with a link to its anchor,
// says when she does not know, acknowledges files, and says the same thing every time.

import { describe, expect, it } from 'vitest';
import { CONTACT_URL, createAssistant } from '../src/lia/assistant.js';
import { createDocsIndex, loadDocsIndex } from '../src/lia/docs-index.js';
import { formatBytes } from '../src/lia/text.js';
import { FIXTURE_DOCS_TEXT, fixtureDocsIndex } from './helpers.js';

const lia = createAssistant({ index: await fixtureDocsIndex() });
/** @param {string} chatInput @param {import('../src/chat/chat-request.js').ChatFile[]} [files] */
const ask = (chatInput, files) => lia.answer({ chatInput, files });

/** Lia's answer to `question`, checked to contain every one of `parts`. @param {string} question @param {string[]} parts */
function expectAnswer(question, parts) {
  const answer = ask(question);
  for (const part of parts) expect(answer).toContain(part);
  return answer;
}

describe('greetings', () => {
  for (const [said, reply] of [
    ['olá', 'Olá!'],
    ['Oi, Lia!', 'Oi!'],
    ['Bom dia', 'Bom dia!'],
    ['boa tarde, tudo bem?', 'Boa tarde!'],
    ['BOA NOITE', 'Boa noite!'],
  ]) {
    it(`"${said}" → introduces herself`, () => {
      const answer = ask(said);
      expect(answer.startsWith(`${reply} Eu sou a Lia`)).toBe(true);
      expect(answer).toContain('Atesta');
    });
  }

  it('a greeting with a question greets and answers', () => {
    const answer = ask('Bom dia, como configuro a URL do webhook?');
    expect(answer.startsWith('Bom dia!\n\n')).toBe(true);
    expect(answer).toContain('(/docs/api/Webhook/webhook#configurar-a-url-do-webhook)');
  });

  it('does not take a word that starts like a greeting for one ("oito", "hipótese")', () => {
    expect(ask('oito documentos').startsWith('Oi')).toBe(false);
    expect(ask('hipótese').startsWith('Olá')).toBe(false);
  });

  it('answers thanks', () => {
    expect(ask('Obrigada!')).toContain('Por nada!');
  });
});

describe('answers from the docs', () => {
  it('quotes the most relevant section and links its anchor', () => {
    expectAnswer('Por quanto tempo o token vale?', [
      '**Autenticação › Obter um token**',
      '> Para obter um token',
      'vale por uma hora',
      '- [Autenticação › Obter um token](/docs/api/autenticacao#obter-um-token)',
    ]);
  });

  it('keeps inline code as code in the quote', () => {
    expect(ask('Por quanto tempo o token vale?')).toContain('`Authorization: Bearer <token>`');
  });

  it('finds a section by a status code', () => {
    expectAnswer('o que fazer quando recebo 401?', ['(/docs/api/autenticacao#renovar-o-token)']);
  });

  it('links anchors as Astro makes them: accents kept (URL-encoded), code marks dropped', () => {
    expect(ask('qual a URL base de homologação?')).toContain('(/docs/api/ambientes#homologa%C3%A7%C3%A3o)');
    expect(ask('o que é expires_in?')).toContain('(/docs/api/autenticacao#o-campo-expires_in)');
  });

  it('quotes at most three sentences', () => {
    const quote =
      ask('reenvio do webhook')
        .split('\n')
        .find((line) => line.startsWith('> ')) ?? '';
    expect(quote.length).toBeGreaterThan(20);
    expect(quote.match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(3);
  });

  it('links one to three distinct pages', () => {
    for (const question of ['token', 'webhook', 'homologação e produção', 'URL']) {
      const links = ask(question).match(/^- \[.+\]\(\/docs\/[^)]+\)$/gm) ?? [];
      expect(links.length, question).toBeGreaterThanOrEqual(1);
      expect(links.length, question).toBeLessThanOrEqual(3);
      const pages = links.map((link) => link.replace(/^.*\((\/docs\/[^#)]+).*$/, '$1'));
      expect(new Set(pages).size, question).toBe(pages.length);
    }
  });

  it('is deterministic: same question, same answer, even from a fresh index', async () => {
    const question = 'Como autentico na API?';
    const again = createAssistant({ index: await loadDocsIndex(FIXTURE_DOCS_TEXT) });
    expect(ask(question)).toBe(ask(question));
    expect(again.answer({ chatInput: question })).toBe(ask(question));
  });

  it('quotes the table row that holds a fact no sentence of the section has', () => {
    const answer = ask('o que vai em grant_type?');
    expect(answer).toContain('> `grant_type` — body — string — sim — Sempre `client_credentials`.');
    expect(answer).toContain('(/docs/api/autenticacao#obter-um-token)');
  });

  it('quotes the row with the address when the question asks for a URL, though a sentence holds its words too', () => {
    const answer = ask('URL base de homologação');
    expect(answer).toMatch(/^> Homologação — https:\/\/hml\.api\.atesta\.example$/m);
  });
});

describe('when she does not know', () => {
  it('declines what the docs do not cover: the contact link, no docs links, no sources', () => {
    for (const question of ['Qual é a capital da França?', 'qual a previsão do tempo?']) {
      const reply = lia.respond({ chatInput: question });
      expect(reply.output, question).toContain('Não encontrei isso na documentação');
      expect(reply.output).toContain(`(${CONTACT_URL})`);
      expect(reply.output).not.toContain('](/docs');
      expect(reply.sources).toEqual([]);
    }
  });

  it('says the docs are not loaded when the index is empty', () => {
    const empty = createAssistant({ index: createDocsIndex([]) });
    expect(empty.answer({ chatInput: 'token' })).toContain('não tenho a documentação carregada');
  });

  it('asks for a question when the message is blank', () => {
    expect(ask('   ')).toContain('Não recebi nenhuma pergunta');
  });
});

describe('files', () => {
  const pdf = { name: 'contrato.pdf', type: 'application/pdf', size: 1.2 * 1024 * 1024 };
  const png = { name: 'foto_1.png', type: 'image/png', size: 350 * 1024 };

  it('acknowledges one file by name and pt-BR size, then answers the question', () => {
    const answer = ask('Como renovar o token?', [pdf]);
    expect(answer.startsWith('Recebi o arquivo **contrato.pdf** (1,2 MB).')).toBe(true);
    expect(answer).toContain('(/docs/api/autenticacao#renovar-o-token)');
  });

  it('lists several files "a e b", names escaped for Markdown', () => {
    expect(ask('', [pdf, png])).toContain('Recebi 2 arquivos: **contrato.pdf** (1,2 MB) e **foto\\_1.png** (350 KB).');
  });

  it('with files and no text, says it cannot read them yet and invites a question', () => {
    expect(ask('', [pdf])).toContain('Ainda não leio o conteúdo de arquivos');
  });

  it('formats sizes the Brazilian way', () => {
    expect([0, 30, 1024, 1536, 1.2 * 1024 * 1024, 150 * 1024 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual([
      '0 B',
      '30 B',
      '1 KB',
      '1,5 KB',
      '1,2 MB',
      '150 MB',
      '3 GB',
    ]);
  });
});
