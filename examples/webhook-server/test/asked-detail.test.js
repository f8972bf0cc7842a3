// Issue 31, round 11: Lia states the detail that was asked. A verb of being able or working
// asked of a subject, with no question word ("print da CNH digital funciona no Lite?"), is a
// yes-or-no question: a detail of the page answers it, not the page's request line. A word few
// sections of the site hold ("HEIC"), which the search's best section lacks, says which detail
// of the page is asked: it weighs double in the passages. An API family's name weighs little
// in the text search (every page of it says it), and the sentences announcing a table come with
// the row quoted from it.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { namingTerms } from '../src/lia/question.js';
import { answerKind } from '../src/lia/question-kind.js';
import { RARE_SECTIONS, rareTerms, sectionCounts } from '../src/lia/rare-words.js';
import { terms } from '../src/lia/text.js';
import { DOCS_TEXT } from '../eval/run.js';
import { docBlock as block, standInPassages } from './helpers.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });

describe('a verb of being able or working, with no question word', () => {
  it.each(['print da cnh digital funciona no lite?', 'o login oidc pode começar pelo provedor?'])(
    '"%s" is a yes-or-no question',
    (question) => {
      expect(answerKind(question)).toMatchObject({ yesNo: true, topic: false });
    },
  );

  it.each(['como posso enviar um documento?', 'onde pode ficar o segredo?', 'qual modo funciona sem agentes?'])(
    '"%s" is not: a question word asks it',
    (question) => {
      expect(answerKind(question).yesNo).toBe(false);
    },
  );

  it('is answered by the detail that says it, not by the request line', () => {
    const { output } = lia.respond({ chatInput: 'print da cnh digital funciona no lite?' });
    expect(output).not.toMatch(/POST `?\/documentoscopia/);
    expect(output).toMatch(/QR code|DOCUMENTO_INVALIDO/);
  });
});

describe('a word few sections of the site hold', () => {
  it('is rare when one to RARE_SECTIONS sections hold it, not when none does', () => {
    const page = (/** @type {string[]} */ texts) => ({
      id: 'p',
      url: '/docs/p',
      title: 'P',
      description: '',
      sections: texts.map((text) => ({ heading: '', slug: '', code: '', blocks: [block('p', text)] })),
    });
    const counts = sectionCounts([page(['foto HEIC', 'foto', 'foto', 'foto', 'foto', 'foto'])]);
    expect(rareTerms(terms('foto HEIC galeria'), counts)).toEqual(terms('HEIC'));
    expect(RARE_SECTIONS).toBeLessThan(6);
  });

  it('the search’s best section lacks says which detail of the page is asked', () => {
    const page = { id: 'api/OCR/envioOCR', title: 'Enviar documento (OCR)', description: 'Envia um documento.' };
    const opening = {
      id: 'a',
      pageId: page.id,
      heading: '',
      blocks: [block('p', 'O OCR aceita foto de todos os tipos.')],
    };
    const errors = {
      id: 'a#erros',
      pageId: page.id,
      heading: 'Erros comuns',
      blocks: [block('li', 'Foto em HEIC ou WEBP: converta para JPEG antes do envio.')],
    };
    const hits = [
      { page, section: opening, score: 10 },
      { page, section: errors, score: 9 },
    ];
    const question = 'o OCR aceita foto em HEIC?';
    const quote = (/** @type {string[]} */ rare) =>
      standInPassages([opening, errors], hits, question, { rare })[0]?.text;
    expect(quote([])).toContain('O OCR aceita');
    expect(quote(terms('HEIC'))).toContain('HEIC');
  });

  it('answers "o OCR aceita foto em HEIC?" with the line that says to convert it', () => {
    expect(lia.respond({ chatInput: 'o OCR aceita foto em HEIC?' }).output).toMatch(/HEIC ou WEBP: converta para JPEG/);
  });
});

describe('the name of an API family the question names', () => {
  it('is the family’s own name or a phrase of several words, not a word naming its pages', () => {
    expect(namingTerms('a api de energia lê conta de várias unidades juntas?')).toEqual(terms('energia'));
    expect(namingTerms('quanto custa a conta de luz?')).toEqual(terms('conta de luz'));
    expect(namingTerms('dá pra criar agente pela api skia?')).toEqual(terms('skia'));
    expect(namingTerms('como conferir a fila no modo preditivo?')).toEqual([]);
    expect(namingTerms('o lite aceita passaporte?')).toEqual([]);
  });

  it.each([
    ['a api de energia lê conta de várias unidades juntas?', '/docs/api-energia/produto'],
    ['dá pra criar agente pela api skia?', '/docs/api-skia/Agente/listar-agentes'],
  ])('weighs little in the search: "%s" finds %s', (question, page) => {
    const { sources } = lia.respond({ chatInput: question });
    expect(sources.map((source) => source.url.replace(/#.*$/, ''))).toContain(page);
  });
});

describe('the sentences announcing a table', () => {
  it('come before the row quoted from it, without the other rows', () => {
    const page = { id: 'api-energia/ambientes', title: 'Ambientes', description: '' };
    const section = {
      id: 'a#sandbox',
      pageId: page.id,
      heading: 'Sandbox',
      blocks: [
        block('p', 'O ambiente de testes devolve sempre a mesma conta fictícia, que o sandbox não cobra.'),
        block('p', 'Para testar cada caminho, envie o cabeçalho `X-Sandbox-Cenario` com um destes valores:'),
        block('h', 'Valor — Resultado'),
        block('table', '`CONCLUIDO` — Conclui com a conta de exemplo.'),
        block('table', '`EM_REVISAO_MANUAL` — Força a revisão manual e depois conclui.'),
      ],
    };
    const question = 'como forçar revisão manual no sandbox?';
    const quotes = standInPassages([section], [{ page, section, score: 10 }], question).map(({ text }) => text);
    expect(quotes[0]).toMatch(/^Para testar cada caminho, envie o cabeçalho/);
    expect(quotes[0]).not.toContain('CONCLUIDO');
    expect(quotes[1]).toContain('EM_REVISAO_MANUAL');
  });
});
