// Issue 31, round 14a: a visitor's chat abbreviations ("qto", "qts", "oq", "vc") read as the
// words they stand for (src/lia/informal.js, informal-words.json) before a question is searched
// or its kind read, so "qto tempo…" asks a duration as "quanto tempo…" does.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { expandInformal } from '../src/lia/informal.js';
import { MAX_SEARCHED_WORDS } from '../src/lia/question.js';
import { MAX_QUESTION_CHARS } from '../src/lia/assistant.js';
import { DOCS_TEXT } from '../eval/run.js';

const index = await loadDocsIndex(DOCS_TEXT);
const lia = createAssistant({ index });

describe('expandInformal', () => {
  it.each([
    ['qto tempo dura o token?', 'quanto tempo dura o token?'],
    ['Qts contas por minuto', 'quantos contas por minuto'],
    ['oq é 422, vc sabe?', 'o que é 422, você sabe?'],
    ['n recebo o webhook c/ a url nova', 'não recebo o webhook com a url nova'],
  ])('reads "%s" as "%s"', (typed, read) => {
    expect(expandInformal(typed)).toBe(read);
  });

  it('leaves words that only hold an abbreviation, codes and paths as typed', () => {
    for (const text of ['qual o n8n?', 'TA e PF são códigos', 'CPF/CNPJ e/ou nome', '/filas/{filaId}', 'quanto'])
      expect(expandInformal(text)).toBe(text);
  });
});

describe('a question typed with abbreviations', () => {
  it('asks a duration with "qto tempo", as "quanto tempo" does', () => {
    const typed = lia.respond({ chatInput: 'qto tempo o link da gravacao vale?' });
    const full = lia.respond({ chatInput: 'quanto tempo o link da gravacao vale?' });
    expect(typed.sources[0]?.url).toMatch(/^\/docs\/api-skia\/Chamada\/detalhe-chamada/);
    expect(typed.output).toMatch(/1 hora/);
    expect(typed.output).toBe(full.output);
  });
});

describe('the bounded work', () => {
  it('a longest message of abbreviations grows by a few letters a word and searches no more words than the caps allow', () => {
    const message = 'q vc qts oq pq tb '.repeat(MAX_QUESTION_CHARS / 18);
    expect(expandInformal(message).length).toBeLessThanOrEqual(4 * message.length);
    const before = index.work.wordsSearched;
    const searches = index.work.searches;
    lia.respond({ chatInput: `${message} token` });
    expect(index.work.wordsSearched - before).toBeLessThanOrEqual(
      MAX_SEARCHED_WORDS * (index.work.searches - searches),
    );
  });
});
