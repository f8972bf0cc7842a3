// Issue 31, round 9: the docs' words for a phrase the visitor typed ("tela cheia" → fullscreen,
// "tirar o acesso" → revogar) say what was asked: they weigh double in a passage, and the
// section holding them is read as if the search had found it first; a question
// telling of something going wrong ("a assinatura nunca confere") is answered by its page's
// troubleshooting section, not by its request line.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { PHRASE_TERM, candidatesOf } from '../src/lia/passage.js';
import { readQuestion } from '../src/lia/question.js';
import { answerKind } from '../src/lia/question-kind.js';
import { terms } from '../src/lia/text.js';
import { DOCS_TEXT } from '../eval/run.js';
import { docBlock as block, docPage, standInPassages } from './helpers.js';

const index = await loadDocsIndex(DOCS_TEXT);
const lia = createAssistant({ index });

describe('a glossary phrase of several words', () => {
  it('gives its docs words as what was asked, a phrase of one word does not', () => {
    const glossary = { synonyms: { 'tela cheia': 'fullscreen', luz: 'energia' }, products: {}, mcp: [] };
    expect(readQuestion('como deixo o chat em tela cheia?', glossary).phrased).toEqual(['fullscreen']);
    expect(readQuestion('a conta de luz', glossary).phrased).toEqual([]);
  });

  it('that names a product gives no docs words for a passage: it says which pages, not which passage', () => {
    const glossary = {
      synonyms: { 'conta de luz': 'energia', 'tirar o acesso': 'revogar' },
      products: { 'conta de luz': 'api-energia' },
      mcp: [],
    };
    expect(readQuestion('a conta de luz ficou com qualidade baixa', glossary).phrased).toEqual([]);
    expect(readQuestion('como tirar o acesso de alguém?', glossary).phrased).toEqual(['revogar']);
  });

  it('makes the section in its docs words weigh as the search’s best, however low the search ranked it', () => {
    const page = docPage('plataforma/sso');
    const sections = [
      {
        id: 's#',
        pageId: page.id,
        heading: '',
        blocks: [
          block(
            'p',
            'O acesso ao painel acaba quando alguém é desligado. O painel aceita SAML. O acesso vale no painel.',
          ),
        ],
      },
      {
        id: 's#grupos',
        pageId: page.id,
        heading: 'Mapear grupos',
        blocks: [block('p', 'Para revogar o acesso de alguém, remova-o do provedor.')],
      },
    ];
    const hits = [{ page, section: sections[0], score: 10 }];
    const question = 'como tiro o acesso de um funcionário desligado no painel?';
    const read = [...terms(question), ...terms('revogar')];
    const quoted = (/** @type {string[]} */ phrased) =>
      standInPassages(sections, hits, question, { read, phrased })
        .map(({ text }) => text)
        .join('\n');
    expect(quoted([])).not.toContain('remova-o');
    expect(quoted(terms('revogar'))).toContain('remova-o do provedor');
  });

  it('answers "tirar o acesso" from the built docs with how to revoke it', () => {
    const { output } = lia.respond({ chatInput: 'como tiro o acesso de um funcionário desligado no painel?' });
    expect(output).toMatch(/remova-o do provedor/);
  });

  it('weighs its docs words PHRASE_TERM times in a passage, above the words around the phrase', () => {
    const blocks = [
      block('p', 'O chat abre numa janela.'),
      block('p', 'Para ocupar a página inteira, use `fullscreen`.'),
    ];
    const question = 'como deixo o chat em tela cheia?';
    const read = [...terms(question), ...terms('fullscreen')];
    const best = (/** @type {Set<string> | undefined} */ phrased) =>
      candidatesOf(blocks, read, answerKind(question), { typed: new Set(read), phrased }).sort(
        (a, b) => b.score - a.score,
      )[0]?.text;
    expect(PHRASE_TERM).toBeGreaterThan(1);
    expect(best(undefined)).toBe('O chat abre numa janela.');
    expect(best(new Set(terms('fullscreen')))).toContain('fullscreen');
  });

  it('is read from the question by the index: "modo escuro" is the docs’ dark', () => {
    const { phrased, typed } = index.questionTerms('como colocar o chat no modo escuro?');
    expect(phrased).toEqual(expect.arrayContaining(terms('dark')));
    expect(typed).toEqual(expect.arrayContaining(terms('dark')));
    expect(lia.respond({ chatInput: 'como colocar o chat no modo escuro?' }).output).toMatch(/dark/);
  });
});

describe('a question telling of something going wrong', () => {
  it.each([
    'a assinatura do webhook nunca confere, o que pode ser?',
    'o evento não chega no meu servidor',
    'deu erro no login, o que pode ser?',
  ])('"%s" is trouble', (question) => {
    expect(answerKind(question).trouble).toBe(true);
  });

  it.each(['como validar a assinatura do webhook?', 'quanto tempo dura o token?'])('"%s" is not', (question) => {
    expect(answerKind(question).trouble).toBe(false);
  });

  it('is answered by the troubleshooting section the search did not find first, without the request line', () => {
    const page = docPage('api-energia/webhook');
    const sections = [
      {
        id: 'w#configurar',
        pageId: page.id,
        heading: 'Configurar o webhook',
        blocks: [block('p', 'PUT `/webhook`'), block('p', 'O segredo nunca é devolvido; ele valida as assinaturas.')],
      },
      {
        id: 'w#erros',
        pageId: page.id,
        heading: 'Erros comuns',
        blocks: [block('li', 'Assinatura nunca confere: configure a rota para receber o corpo bruto.')],
      },
    ];
    const hits = [{ page, section: sections[0], score: 10 }];
    const question = 'a assinatura do webhook nunca confere, o que pode ser?';
    const quoted = standInPassages(sections, hits, question, { commonHeadings: true })
      .map(({ text }) => text)
      .join('\n');
    expect(quoted.split('\n')[0]).toContain('corpo bruto');
    expect(quoted).not.toContain('PUT');
  });

  it('quotes the fix from the built docs', () => {
    const { output } = lia.respond({ chatInput: 'a assinatura do webhook de energia nunca confere, o que pode ser?' });
    expect(output).toMatch(/corpo bruto/);
  });
});
