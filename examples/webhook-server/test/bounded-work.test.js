// A message costs about the same whatever it holds: Lia reads only its first characters,
// a search takes only a few distinct, word-sized terms, corrects a few typos, reranks a
// bounded number of sections, and the passage is picked from a bounded number of blocks.
// These tests check the bounds themselves (what reaches the search, the work units the index
// counts), not how long anything takes.

import { GLOSSARY, MAX_SEARCHED_WORDS, readQuestion } from '../src/lia/question.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant, MAX_QUESTION_CHARS, readableQuestion } from '../src/lia/assistant.js';
import { MAX_FOLLOW_UP_CHECKS } from '../src/lia/reply-extras.js';
import { MAX_QUERY_TERMS, MAX_TERM_CHARS, queryWords, terms } from '../src/lia/text.js';
import { loadDocsIndex, RERANKED } from '../src/lia/docs-index.js';
import { MAX_PASSAGE_BLOCKS, pickPassage } from '../src/lia/passage.js';
import { MAX_ALSO_CHARS } from '../src/lia/also-page.js';
import { MAX_CORRECTED_WORDS } from '../src/lia/spelling.js';
import { DOCS_TEXT } from '../eval/run.js';
import { fixtureDocsIndex, startServer } from './helpers.js';

const CUT_NOTE = 'li só os primeiros 1.000 caracteres';

/** Lia over the fixture docs, with every query her search receives recorded. */
async function spiedLia() {
  const index = await fixtureDocsIndex();
  /** @type {string[]} */
  const queries = [];
  const spy = {
    ...index,
    /** @param {string} query */
    search(query) {
      queries.push(query);
      return index.search(query);
    },
  };
  return { lia: createAssistant({ index: spy }), queries };
}

describe('what Lia reads of a message', () => {
  it('reads a message up to the cap whole, and says nothing about it', () => {
    const message = `Como renovar o token? ${'x'.repeat(MAX_QUESTION_CHARS - 22)}`;
    expect(readableQuestion(message)).toEqual({ text: message, cut: false });
  });

  it('cuts a longer one at a space, counting characters (an emoji is one)', () => {
    const words = readableQuestion('palavra '.repeat(2000));
    expect(words.cut).toBe(true);
    expect(words.text.length).toBeLessThanOrEqual(MAX_QUESTION_CHARS);
    expect(words.text.endsWith('palavra')).toBe(true);

    const emoji = readableQuestion('🙂'.repeat(10_000));
    expect(emoji).toEqual({ text: '🙂'.repeat(MAX_QUESTION_CHARS), cut: true });
  });

  for (const [what, message] of [
    ['10 000 emoji', '🙂'.repeat(10_000)],
    ['10 000 letters', 'a'.repeat(10_000)],
    ['2 000 distinct words', Array.from({ length: 2000 }, (_, i) => `termo${i}`).join(' ')],
  ]) {
    it(`${what}: the search gets at most ${MAX_QUESTION_CHARS} characters, and the answer says it was cut`, async () => {
      const { lia, queries } = await spiedLia();
      const answer = lia.answer({ chatInput: message });
      // The message is searched once; any other search checks one of Lia's own short follow-ups.
      const [question, ...checks] = queries;
      expect([...(question ?? '')].length).toBeLessThanOrEqual(MAX_QUESTION_CHARS);
      expect(checks.length).toBeLessThanOrEqual(MAX_FOLLOW_UP_CHECKS);
      for (const check of checks) expect(check).toMatch(/^E sobre .{1,200}\?$/);
      expect(answer).toContain(CUT_NOTE);
    });
  }

  it('answers the question at the start of a long message, with the note at the end', async () => {
    const { lia } = await spiedLia();
    // The rest is words the fixture docs use: words they never use would say the message is
    // about something else (relevance.js, FOREIGN_WEIGHT).
    const answer = lia.answer({ chatInput: `Como renovar o token? ${'o token '.repeat(500)}` });
    expect(answer).toContain('(/docs/api/autenticacao#renovar-o-token)');
    expect(answer.trimEnd().endsWith('envie só ela._')).toBe(true);
  });

  it('a short question gets no note', async () => {
    const { lia } = await spiedLia();
    expect(lia.answer({ chatInput: 'Como renovar o token?' })).not.toContain(CUT_NOTE);
  });
});

describe("checking Lia's follow-up questions", () => {
  it('searches each follow-up once per index: the next reply reuses what it found', async () => {
    const { lia, queries } = await spiedLia();
    const first = lia.respond({ chatInput: 'ambiente de homologação' });
    expect(first.suggestions.length).toBeGreaterThan(0);
    expect(queries.length).toBeGreaterThan(1);

    queries.length = 0;
    const again = lia.respond({ chatInput: 'ambiente de homologação' });
    // Only the visitor's question is searched; the follow-ups offered are the same.
    expect(queries).toEqual(['ambiente de homologação']);
    expect(again.suggestions).toEqual(first.suggestions);
  });

  it('checks again for another index (a rebuilt site)', async () => {
    const one = await spiedLia();
    one.lia.respond({ chatInput: 'ambiente de homologação' });
    const other = await spiedLia();
    other.lia.respond({ chatInput: 'ambiente de homologação' });
    expect(one.queries.length).toBeGreaterThan(1);
    expect(other.queries.length).toBe(one.queries.length);
  });
});

describe('the words a search takes', () => {
  it(`keeps at most ${MAX_QUERY_TERMS} distinct terms, in order, stop words and repeats left out`, () => {
    const many = Array.from({ length: 100 }, (_, i) => `palavra${i}`);
    expect(queryWords(`o token de ${many.join(', ')} token`)).toEqual(['token', ...many.slice(0, MAX_QUERY_TERMS - 1)]);
    // Inflections of one term count once.
    expect(queryWords('autenticação autenticar autenticações')).toEqual(['autenticação']);
  });

  it(`drops "words" longer than ${MAX_TERM_CHARS} characters (a run of emoji, a paste)`, () => {
    expect(queryWords(`${'🙂'.repeat(10_000)} token ${'a'.repeat(MAX_TERM_CHARS + 1)}`)).toEqual(['token']);
    expect(queryWords('a'.repeat(MAX_TERM_CHARS))).toEqual(['a'.repeat(MAX_TERM_CHARS)]);
  });

  it('the index searches only those words: a term past the cap is not looked for', async () => {
    const index = await fixtureDocsIndex();
    const filler = Array.from({ length: MAX_QUERY_TERMS }, (_, i) => `zzq${i}`).join(' ');
    expect(readQuestion(`reenvio ${filler}`).words).toContain('reenvio');
    expect(readQuestion(`${filler} reenvio`).words).not.toContain('reenvio');
    expect(index.search(`${filler} reenvio`)).toEqual([]);
  });

  it('the glossary adds words up to a cap, however many of its phrases a message holds', () => {
    const glossary = {
      ...GLOSSARY,
      synonyms: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`chave${i}`, `valor${i}`])),
    };
    const { words } = readQuestion(Object.keys(glossary.synonyms).join(' '), glossary);
    expect(words.length).toBe(MAX_SEARCHED_WORDS);
    expect(words).toContain('valor0');
  });
});

describe('through the webhook', () => {
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let app;
  beforeAll(async () => {
    app = await startServer();
  });
  afterAll(() => app.close());

  it('a 10 000-emoji message is answered, saying it was cut, and kept whole in the history', async () => {
    const chatInput = '🙂'.repeat(10_000);
    const response = await app.postJson({ action: 'sendMessage', sessionId: 'emoji', chatInput });
    expect(response.status).toBe(200);
    expect((await response.json()).output).toContain(CUT_NOTE);
    const load = await app.postJson({ action: 'loadPreviousSession', sessionId: 'emoji' });
    expect((await load.json()).data[0]?.kwargs.content).toBe(chatInput);
  });
});

describe('the work of one answer, counted (not timed)', () => {
  it('a worst-case question on the built docs stays within every cap', async () => {
    const index = await loadDocsIndex(DOCS_TEXT);
    // Common docs words, each matching many sections, typos that each need a lookup, and
    // glossary phrases, past every cap.
    const words = ['documento', 'análise', 'token', 'webhook', 'status', 'erro', 'consulta', 'envio', 'laudo'];
    const typos = Array.from({ length: 30 }, (_, i) => `documentx${String.fromCharCode(97 + (i % 26))}`);
    const message = [...words, ...typos, 'conta de luz ligação selfie mandar credencial', ...words].join(' ');
    const lia = createAssistant({ index });
    const before = { ...index.work };
    lia.respond({ chatInput: message.repeat(3) });
    const searches = index.work.searches - before.searches;
    expect(searches).toBeGreaterThanOrEqual(1);
    expect(searches).toBeLessThanOrEqual(1 + MAX_FOLLOW_UP_CHECKS);
    // Twice per search at most: a duration question no section answers is scored again (docs-index.js).
    expect(index.work.sectionsScored - before.sectionsScored).toBeLessThanOrEqual(2 * RERANKED * searches);
    expect(index.work.typoLookups - before.typoLookups).toBeLessThanOrEqual(MAX_CORRECTED_WORDS * searches);
    expect(index.work.wordsSearched - before.wordsSearched).toBeLessThanOrEqual(MAX_SEARCHED_WORDS * searches);

    // The question itself reached the caps: they are what bounded it.
    const first = { ...index.work };
    index.search(message.repeat(3));
    expect(index.work.sectionsScored - first.sectionsScored).toBe(RERANKED);
    expect(index.work.typoLookups - first.typoLookups).toBe(MAX_CORRECTED_WORDS);
  });

  it(`a second page's passage costs no search and is one passage of at most ${MAX_ALSO_CHARS} characters`, async () => {
    const index = await loadDocsIndex(DOCS_TEXT);
    const lia = createAssistant({ index });
    const asked = 'qual intervalo entre tentativas é recomendado na fila?';
    const before = { ...index.work };
    const { output } = lia.respond({ chatInput: asked });
    const [, also = ''] = output.split('Também em ');
    expect(also).not.toBe('');
    const quoted = also.split('\n').filter((line) => line.startsWith('> '));
    expect(quoted.join('\n').length).toBeLessThanOrEqual(MAX_ALSO_CHARS + 2 * quoted.length);
    expect(also.split('\n\n').length).toBe(2);
    // The answer's own search and its follow-up checks only.
    expect(index.work.searches - before.searches).toBeLessThanOrEqual(1 + MAX_FOLLOW_UP_CHECKS);
  });

  it(`reads at most ${MAX_PASSAGE_BLOCKS} blocks of a section for the passage`, () => {
    const filler = {
      kind: /** @type {const} */ ('p'),
      text: 'Texto de outra coisa.',
      markdown: 'Texto de outra coisa.',
    };
    const answer = {
      kind: /** @type {const} */ ('p'),
      text: 'O token vale uma hora.',
      markdown: 'O token vale uma hora.',
    };
    const question = terms('token vale');
    expect(pickPassage([answer, ...Array(10_000).fill(filler)], question)).toBe('O token vale uma hora.');
    expect(pickPassage([...Array(MAX_PASSAGE_BLOCKS).fill(filler), answer], question)).not.toContain('token');
  });
});
