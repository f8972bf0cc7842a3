// Issue 31, round 14a: the glossary (src/lia/glossary.json) reads a visitor's everyday words as
// the docs' words: "link" as "url", "comprovante de endereço" as "comprovante de residência",
// "obrigar" as "exigir", "permissão" as "escopo" or "papel".

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { GLOSSARY } from '../src/lia/question.js';
import { DOCS_TEXT } from '../eval/run.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });

describe("a visitor's everyday words", () => {
  it.each([
    ['link', 'url'],
    ['comprovante de endereco', 'comprovante de residência'],
    ['obrigar', 'exigir'],
    ['permissao', 'escopo papel'],
  ])('"%s" is searched with "%s"', (typed, docs) => {
    expect(GLOSSARY.synonyms[typed]).toBe(docs);
  });

  it('"link" finds the URL field and its validity', () => {
    const { output, sources } = lia.respond({ chatInput: 'o link da selfie tem que valer por quanto tempo?' });
    expect(sources[0]?.url).toMatch(/^\/docs\/api\/Facematch\/envio/);
    expect(output).toMatch(/15 minutos/);
  });

  it('"comprovante de endereço" finds the reasons table that says "comprovante de residência"', () => {
    const { sources } = lia.respond({ chatInput: 'comprovante de endereço velho dá problema na análise?' });
    expect(sources[0]?.url).toMatch(/^\/docs\/api\/tab_motivos/);
  });

  it('"obrigar" finds "Exigir o SSO"', () => {
    const { output, sources } = lia.respond({ chatInput: 'como obrigo todo mundo a entrar pelo sso?' });
    expect(sources[0]?.url).toBe('/docs/plataforma/sso#exigir-o-sso');
    expect(output).toMatch(/Exigir login único/);
  });
});
