// Issue 31, round 10: a range ("Itens por página, de 1 a 100") states the "máximo" a question
// asks for, in other words; and the list after "com" in an endpoint page's description ("Cria
// uma fila … com roteiro, modo de discagem, agentes…") names its fields, not what it does, so
// it does not make that page say what a question about any of them asks.

import { describe, expect, it } from 'vitest';
import { createDocsIndex } from '../src/lia/docs-index.js';
import { limitTermsOf } from '../src/lia/question-kind.js';
import { SAYS_PHRASE, phraseWeight } from '../src/lia/ranking.js';
import { sectionFacts } from '../src/lia/relevance.js';
import { terms } from '../src/lia/text.js';

/** @param {string} text */
const block = (text) => ({ kind: /** @type {const} */ ('p'), text, markdown: text });

/**
 * @param {string} id
 * @param {string} title
 * @param {string} description
 * @param {[string, string[]][]} sections
 */
const page = (id, title, description, sections) => ({
  id,
  url: `/docs/${id}`,
  title,
  description,
  sections: sections.map(([heading, texts]) => ({
    heading,
    slug: heading.toLowerCase(),
    code: '',
    blocks: texts.map(block),
  })),
});

describe('a range of values', () => {
  it('holds the words that ask for a bound, in a question asking how much', () => {
    const [maximo] = terms('máximo');
    const part = {
      heading: 'Requisição',
      slug: 'requisicao',
      code: '',
      blocks: [block('Itens por página, de 1 a 100.')],
    };
    const facts = sectionFacts(page('p', 'Listar', '', []), part);
    expect(facts.statesRange).toBe(true);
    expect(facts.blocks[0]?.has(maximo ?? '')).toBe(true);
    expect(
      sectionFacts(page('p', 'Listar', '', []), { ...part, blocks: [block('Itens por página.')] }).statesRange,
    ).toBe(false);
    expect(limitTermsOf('quantos roteiros vêm por página no máximo?')).toEqual([maximo]);
    expect(limitTermsOf('qual o valor máximo do gráfico?')).toEqual([maximo]);
    expect(limitTermsOf('quanto tempo dura o token no máximo?')).toEqual([]);
  });

  it('answers "no máximo" where the docs state only the range', () => {
    const docs = createDocsIndex(
      [
        page('api-skia/roteiros', 'Listar roteiros', 'Lista os roteiros.', [
          ['', ['Roteiros são os scripts das ligações.']],
          ['Requisição', ['GET /roteiros', 'porPagina — Itens por página, de 1 a 100.']],
        ]),
        page('api-skia/fila', 'Criar fila', 'Cria uma fila.', [
          [
            'Requisição',
            ['POST /filas', 'roteiroId — o roteiro da fila.', 'tentativas.maximo — no máximo 10 por contato.'],
          ],
        ]),
      ],
      { minScore: 0 },
    );
    const [hit] = docs.search('quantos roteiros vêm por página no máximo?');
    expect(hit && `${hit.page.id}#${hit.section.heading}`).toBe('api-skia/roteiros#Requisição');
  });
});

describe('an endpoint page’s description', () => {
  it('says what the endpoint does without the list of fields after "com"', () => {
    const part = { heading: '', slug: '', code: '', blocks: [block('POST /filas')] };
    const described = (/** @type {string} */ description) => [
      ...sectionFacts(page('f', 'Criar fila', description, []), part, true).does,
    ];
    const fila = described(
      'Cria uma fila de discagem com roteiro, modo de discagem, agentes e regras de nova tentativa.',
    );
    expect(fila).toEqual(expect.arrayContaining(terms('criar fila discagem')));
    for (const field of terms('roteiro agentes nova')) expect(fila).not.toContain(field);
    // "com" followed by no list says what the endpoint does ("…com as fontes oficiais do CPF").
    expect(described('Confere o nome com as fontes oficiais do CPF, sem devolver os dados.')).toEqual(
      expect.arrayContaining(terms('fontes oficiais cpf')),
    );
  });

  it('does not make a page whose fields a question names outweigh the page that does what it asks', () => {
    const docs = createDocsIndex(
      [
        page(
          'api-skia/fila',
          'Criar fila',
          'Cria uma fila de discagem com roteiro, modo de discagem, agentes e regras de nova tentativa.',
          [
            ['', ['Uma fila define o roteiro, os agentes e quando uma fila nova disca.']],
            ['Requisição', ['POST /filas', 'roteiroId — o roteiro da fila nova.']],
          ],
        ),
        page('api-skia/roteiros', 'Listar roteiros', 'Lista os roteiros publicados no painel.', [
          [
            'Requisição',
            ['GET /roteiros', 'ativo — true lista só roteiros utilizáveis em filas novas; false, só os arquivados.'],
          ],
        ]),
      ],
      { minScore: 0 },
    );
    const [hit] = docs.search('posso usar um roteiro arquivado numa fila nova?');
    expect(hit?.page.id).toBe('api-skia/roteiros');
  });
});

describe('the docs’ words for a phrase the visitor typed', () => {
  it('weigh up the section holding them', () => {
    const phrased = new Set(terms('duplicada'));
    expect(phraseWeight(new Set(terms('telefone duplicada')), phrased)).toBe(SAYS_PHRASE);
    expect(phraseWeight(new Set(terms('telefone vezes')), phrased)).toBe(1);
    expect(phraseWeight(new Set(terms('telefone vezes')), new Set())).toBe(1);
  });

  it('rank the section saying them above one saying the phrase’s own words more often', () => {
    const docs = createDocsIndex(
      [
        page('api-skia/fila', 'Criar fila', 'Cria uma fila.', [
          ['Requisição', ['POST /filas', 'Ao mandar um telefone à fila, ele é discado até 3 vezes.']],
        ]),
        page('api-skia/chamadas', 'Criar chamadas', 'Inclui contatos.', [
          ['Boas práticas', ['Mandar o telefone à fila outra vez: DUPLICADA.']],
        ]),
      ],
      { minScore: 0 },
    );
    const [hit] = docs.search('o que acontece se eu mandar o mesmo telefone duas vezes na fila?');
    expect(hit?.page.id).toBe('api-skia/chamadas');
  });
});
