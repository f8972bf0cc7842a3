// Issue 31, round 8: questions about one detail of a page. A yes-or-no question ("o OCR aceita
// HEIC?") is no bare topic and wants no request line; the page's own title words say little
// about which of its passages answers; a row's code is no amount; "diferença" frames a
// comparison; the call center's own words name the Skia API, and so do the words only its docs
// use; a question that says an endpoint's whole title names it.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { FAMILY_WORD_PAGES, familyWords } from '../src/lia/family-words.js';
import { candidatesOf } from '../src/lia/passage.js';
import { namedProducts } from '../src/lia/question.js';
import { answerKind } from '../src/lia/question-kind.js';
import { isFraming, processTerm, terms } from '../src/lia/text.js';
import { DOCS_TEXT } from '../eval/run.js';
import { docBlock as block, docPage, standInPassages } from './helpers.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });

describe('a yes-or-no question', () => {
  it.each([
    'o OCR aceita foto em HEIC?',
    'dá pra pausar o webhook sem apagar a configuração?',
    'a conta precisa ser recente?',
  ])('"%s" asks about a detail, not a bare topic', (question) => {
    const kind = answerKind(question);
    expect(kind.yesNo).toBe(true);
    expect(kind.topic).toBe(false);
  });

  it('leaves a follow-up topic a topic', () => {
    expect(answerKind('E sobre status HTTP?')).toMatchObject({ topic: true, yesNo: false });
  });

  it('is answered by the passage that says it, not by the page’s request line', () => {
    const page = docPage('api/OCR/envioOCR');
    const sections = [
      { id: 'a#requisicao', pageId: page.id, heading: 'Requisição', blocks: [block('p', 'POST `/ocr/analises`')] },
      {
        id: 'a#erros',
        pageId: page.id,
        heading: 'Erros comuns',
        blocks: [
          block('li', 'Imagem em HEIC ou WEBP: converta para JPEG antes do envio.'),
          block('li', 'PDF com senha.'),
        ],
      },
    ];
    const hits = [{ page, section: sections[1], score: 10 }];
    const question = 'o OCR aceita foto em HEIC?';
    const quotes = standInPassages(sections, hits, question);
    expect(quotes.map(({ text }) => text).join('\n')).toContain('HEIC');
    expect(quotes.map(({ text }) => text).join('\n')).not.toContain('POST');
  });
});

describe('the words of the page’s own title', () => {
  it('weigh less than the question’s other words in its passages', () => {
    const blocks = [block('p', 'O OCR lê os campos.'), block('p', 'Imagem em HEIC é recusada.')];
    const kind = answerKind('o OCR lê HEIC?');
    const best = (/** @type {Set<string> | undefined} */ titled) =>
      candidatesOf(blocks, terms('OCR HEIC'), kind, { titled }).sort((a, b) => b.score - a.score)[0]?.text;
    expect(best(undefined)).toBe('O OCR lê os campos.');
    expect(best(new Set(terms('Enviar documento (OCR)')))).toBe('Imagem em HEIC é recusada.');
  });

  it('answer a question in the page’s other words: "ocupado" on "Ambientes da API Skia"', () => {
    const { output } = lia.respond({ chatInput: 'no sandbox da skia, qual final de telefone simula ocupado?' });
    expect(output).toMatch(/1 — `?OCUPADO/);
  });

  it('still answer a question that names only the page with its request line', () => {
    const { output } = lia.respond({ chatInput: 'E sobre obter PDF do Facematch?' });
    expect(output).toContain('GET `/facematch/analises/{id}/pdf`');
  });
});

describe('a number asked for', () => {
  it('is not a row’s code: "403 Forbidden" states no amount', () => {
    const header = block('h', 'Código — Significado');
    const blocks = [
      header,
      block('table', '403 Forbidden — Token sem o escopo `webhook`.'),
      block('table', '200 OK — Lista.'),
    ];
    const kind = answerKind('quantos webhooks uma conta pode ter?');
    const rows = candidatesOf(blocks, terms('webhooks conta'), kind).filter(
      (c) => !c.table && c.text.startsWith('403'),
    );
    expect(rows[0]?.bonus ?? 0).toBe(0);
    const limits = [
      block('h', 'Limite — Valor'),
      block('table', 'Webhooks por conta — 10'),
      block('table', 'Eventos — 5'),
    ];
    const limit = candidatesOf(limits, terms('webhooks conta'), kind).find((c) => c.text.startsWith('Webhooks'));
    expect(limit?.bonus).toBeGreaterThanOrEqual(2);
  });
});

describe('a comparison of the call center’s modes', () => {
  it('reads "diferença" as framing the question, not as a word the answer must hold', () => {
    expect(isFraming(String(processTerm('diferença')))).toBe(true);
  });

  it('names the Skia API by its own words', () => {
    for (const words of ['preditivo x progressivo', 'o mailing de uma fila', 'modo de discagem', 'um acionamento'])
      expect(namedProducts(words).has('api-skia')).toBe(true);
  });

  it('is answered, with what sets them apart', () => {
    const { output, sources } = lia.respond({ chatInput: 'preditivo x progressivo, qual a diferença?' });
    expect(sources.length).toBeGreaterThan(0);
    expect(output).toMatch(/um contato por agente livre/);
  });
});

describe('the words only one separate family’s docs use', () => {
  /** @param {string} id @param {string} text */
  const page = (id, text) => ({ id, title: '', sections: [{ heading: '', blocks: [{ text }] }] });
  const skia = (/** @type {number} */ n, /** @type {string} */ text) => page(`api-skia/p${n}`, text);

  it(`name that family when ${FAMILY_WORD_PAGES} of its pages or more hold them and no other page does`, () => {
    const words = familyWords([
      ...Array.from({ length: FAMILY_WORD_PAGES }, (_, n) => skia(n, 'mailing gravações fila agora')),
      skia(9, 'discador'),
      skia(8, 'discador'),
      page('api/Webhook/webhook', 'Grave o evento em uma fila e responda.'),
    ]);
    expect(words.get(terms('mailing')[0] ?? '')).toBe('api-skia');
    expect(words.get(terms('gravações')[0] ?? '')).toBe('api-skia');
    expect(words.has(terms('fila')[0] ?? '')).toBe(false);
    expect(words.has(terms('discador')[0] ?? '')).toBe(false);
    // A short stem is many words ("agor"): it names nothing.
    expect(words.has(terms('agora')[0] ?? '')).toBe(false);
  });

  it('send a question that names no family to that family’s page', () => {
    const { sources } = lia.respond({
      chatInput: 'quanto tempo ficam guardadas as gravações das chamadas em produção?',
    });
    expect(sources[0]?.url).toMatch(/^\/docs\/api-skia\/ambientes/);
  });
});

describe('an endpoint’s whole title in a question', () => {
  it('names that endpoint: "…ao listar filas?" is "Listar filas"', () => {
    const { sources, output } = lia.respond({ chatInput: 'quantos itens por página no máximo ao listar filas?' });
    expect(sources[0]?.url).toMatch(/^\/docs\/api-skia\/Filas\/listar-filas/);
    expect(output).toMatch(/de 1 a 100/);
  });

  it('names the MCP tool, not its API twin, in a question about MCP', () => {
    const { sources } = lia.respond({ chatInput: 'como usar o MCP pra enviar documento pro lite' });
    expect(sources[0]?.url).toMatch(/^\/docs\/via-mcp\/Lite\/enviar-documento-lite/);
  });
});

describe('a visitor’s "recente"', () => {
  it('is the docs’ age of a bill ("idade máxima", "antiga")', () => {
    const { output } = lia.respond({ chatInput: 'a conta de luz precisa ser recente?' });
    expect(output).toMatch(/validadeDias/);
  });
});
