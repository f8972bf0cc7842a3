// Issue 31, round 17c: telling the visitor's own life from the product (src/lia/own-words.js).
// A thing the visitor calls theirs that the docs never call the reader's ("meu celular", "minha
// operadora") weighs as a foreign word no section holds; an errand about a document ("tirar um
// rg novo") is answered only by a block holding what it asks; an agent noun ("operadora") is
// not its verb's action ("operação"). Each question here is worded apart from the eval's.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { documentTypes, isErrand, readersTerms, visitorsOwn } from '../src/lia/own-words.js';
import { coverage } from '../src/lia/relevance.js';
import { stem } from '../src/lia/stem.js';
import { DECLINE, DOCS_TEXT } from '../eval/run.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });
const ask = (/** @type {string} */ chatInput) => lia.respond({ chatInput });

const pages = [
  {
    title: 'Aplicações',
    sections: [
      {
        heading: 'Papéis',
        blocks: [
          { kind: 'p', text: 'Crie a sua aplicação no painel e guarde o seu segredo.' },
          { kind: 'h', text: 'Papel — Pode' },
          { kind: 'table', text: 'Financeiro — Ver faturas' },
        ],
      },
      {
        heading: 'Tipos',
        blocks: [
          { kind: 'h', text: 'Código — Documento — Lados' },
          { kind: 'table', text: 'RG — Carteira de Identidade — Frente e verso' },
          { kind: 'table', text: 'CNH_DIGITAL — CNH digital — Frente' },
          { kind: 'h', text: 'Código — Significado' },
          { kind: 'table', text: 'M003 — Documento vencido' },
        ],
      },
    ],
  },
];

describe("what the visitor calls theirs and the docs never call the reader's", () => {
  const owned = readersTerms(pages);

  it('is the visitor\'s own: "meu celular", not "minha aplicação", "meu segredo" or a role the docs name', () => {
    expect(visitorsOwn('meu celular não toca, e a minha aplicação?', owned)).toEqual(['celular']);
    expect(visitorsOwn('o meu segredo vale no meu financeiro?', owned)).toEqual([]);
  });

  it('counts as a word no section holds, though a section says it', () => {
    const question = {
      groups: [['celul'], ['receb']],
      plainNumbers: new Set(),
      foreign: new Set(['celul']),
      own: new Set(['celul']),
    };
    expect(coverage(question, new Set(['celul', 'receb']))).toBeCloseTo(1 / 3);
  });

  it("declines a question about the visitor's phone or bank that shares the docs' words", () => {
    for (const question of [
      'minha linha caiu, como ligo de novo pra operadora?',
      'qual o telefone da minha operadora?',
    ]) {
      const reply = ask(question);
      expect(reply.output, question).toMatch(DECLINE);
      expect(reply.sources).toEqual([]);
    }
  });

  it("still answers the visitor's own integration and the roles the docs name", () => {
    expect(ask('minha aplicação pode ter dois segredos ao mesmo tempo?').sources[0]?.url).toMatch(
      /^\/docs\/plataforma\/ambientes#aplica/,
    );
    expect(ask('o financeiro da minha empresa pode ver as faturas?').output).toMatch(/faturas/);
  });
});

describe('an errand about a document', () => {
  const types = documentTypes(pages);

  it('reads the document types from a table with a "Documento" column, whole', () => {
    expect([...types]).toEqual(['rg', 'cnh_digital']);
  });

  it('is a how-to, how long or how much about a document type that names no product', () => {
    const none = { products: new Set() };
    expect(isErrand('quanto tempo leva pra fazer um rg novo?', none, types)).toBe(true);
    expect(isErrand('como renovo o rg?', none, types)).toBe(true);
    expect(isErrand('o rg tem verso?', none, types)).toBe(false);
    expect(isErrand('quanto tempo o lite leva pra ler um rg?', { products: new Set(['Lite']) }, types)).toBe(false);
  });

  it('is declined when no paragraph or row holds what it asks', () => {
    for (const question of ['quanto tempo leva pra fazer uma cnh nova?', 'como renovar a cnh?']) {
      const reply = ask(question);
      expect(reply.output, question).toMatch(DECLINE);
      expect(reply.sources).toEqual([]);
    }
  });

  it("is answered when one block holds it: sending or analysing a document is the docs'", () => {
    for (const question of [
      'quanto tempo demora a analise do rg?',
      'como envio uma cnh digital?',
      'como mando um passaporte?',
    ])
      expect(ask(question).sources, question).not.toEqual([]);
  });
});

describe('an agent noun', () => {
  it('is not its verb\'s action: "operadora" is not "operação"', () => {
    expect(stem('operadora')).toBe('operador');
    expect(stem('operadoras')).toBe(stem('operador'));
    expect(stem('operadora')).not.toBe(stem('operação'));
    expect(stem('distribuidora')).toBe('distribuidor');
  });
});
