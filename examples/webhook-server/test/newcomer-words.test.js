// Issue 31, round 16b: the glossary (src/lia/glossary.json) reads a newcomer's everyday words
// as the docs' words. "Quanto tempo fica guardado" is the docs' "Retenção" and "apagados após 7
// dias"; only as a phrase with "fica" (or "ficam", "ficou": round 17c) (how long something is kept), because "guardar"
// alone is also the docs' advice "guarde o segredo" (a bare "guardar" → "retenção" was tried in
// round 14a and dropped). Each question here is worded apart from the eval's questions.

import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { GLOSSARY } from '../src/lia/question.js';
import { DOCS_TEXT } from '../eval/run.js';

const lia = createAssistant({ index: await loadDocsIndex(DOCS_TEXT) });

/** @param {string} chatInput */
const ask = (chatInput) => lia.respond({ chatInput, files: [] });

describe("a newcomer's words for the docs' words", () => {
  it.each([
    ['fica guardado', 'retenção apagados'],
    ['fica salvo', 'retenção apagados'],
    ['fica armazenado', 'retenção apagados'],
    ['chave de acesso', 'token autenticação'],
    ['ao mesmo tempo', 'simultâneas'],
    ['folhas', 'páginas'],
    ['ligeiro', 'rápido'],
    ['conta da empresa', 'login único corporativa'],
    ['login corporativo', 'login único'],
    ['tentar de novo', 'repetir'],
    ['tentar novamente', 'repetir'],
    ['parou de funcionar', 'desativado'],
    ['jeito', 'modo'],
    ['carne e osso', 'humana perito'],
    ['demais', 'excesso'],
    ['travar', 'limite'],
    ['iphone', 'HEIC'],
    ['pesado', 'grande tamanho'],
    ['perguntar', 'consultar'],
  ])('"%s" is searched with "%s"', (typed, docs) => {
    expect(GLOSSARY.synonyms[typed]).toBe(docs);
  });

  it('"guardar" alone is not read as retention: "guarde o segredo" is advice, not a duration', () => {
    expect(GLOSSARY.synonyms.guardar).toBeUndefined();
    expect(GLOSSARY.synonyms.guardo).toBeUndefined();
  });

  it('"ficam salvos" finds the sandbox paragraph that says when things are deleted', () => {
    const { output, sources } = ask('por quanto tempo os documentos ficam salvos no sandbox?');
    expect(sources[0]?.url).toBe('/docs/api/ambientes#sandbox');
    expect(output).toMatch(/7 dias/);
  });

  it('"chave de acesso" is the token, whose validity is an hour', () => {
    const { output, sources } = ask('a chave de acesso vale por quanto tempo?');
    expect(sources[0]?.url).toBe('/docs/api/autenticacao#resposta');
    expect(output).toMatch(/uma hora/);
  });

  it('"ao mesmo tempo" finds the limit of simultaneous calls', () => {
    const { output, sources } = ask('no sandbox da skia, quantas ligações ao mesmo tempo por fila?');
    expect(sources[0]?.url).toMatch(/^\/docs\/api-skia\/ambientes/);
    expect(output).toMatch(/simultâneas por fila — 10/);
  });

  it('"folhas" are the pages of a PDF', () => {
    const { output, sources } = ask('o pdf da conta de energia pode ter quantas folhas?');
    expect(sources[0]?.url).toMatch(/^\/docs\/api-energia\/envio/);
    expect(output).toMatch(/5 páginas/);
  });

  it('"jeito de discar" is a dialling mode', () => {
    const { output, sources } = ask('qual jeito de discar é o recomendado na skia?');
    expect(sources[0]?.url).toBe('/docs/api-skia/produto#modos-de-discagem');
    expect(output).toMatch(/PROGRESSIVO/);
  });

  it('"ligeiro" is fast: the Flash page says which image size keeps it fast', () => {
    const { output, sources } = ask('qual tamanho de foto deixa o flash mais ligeiro?');
    expect(sources[0]?.url).toMatch(/^\/docs\/api\/Flash\/envioFlash/);
    expect(output).toMatch(/1600/);
  });

  it('"pesado demais" is a file over the size limit', () => {
    const { output, sources } = ask('o arquivo é pesado demais, qual o limite?');
    expect(sources[0]?.url).toMatch(/^\/docs\/api\/ambientes/);
    expect(output).toMatch(/10 MB/);
  });

  it('"tentar de novo" is the docs\' "repetir": which errors to retry', () => {
    const { output } = ask('devo tentar de novo quando a api responde 503?');
    expect(output).toMatch(/Repita apenas/);
  });

  it('"parou de funcionar" is a webhook the platform deactivated', () => {
    const { output, sources } = ask('o webhook parou de funcionar do nada');
    expect(sources[0]?.url).toBe('/docs/api/Webhook/webhook#responder-e-reenvios');
    expect(output).toMatch(/desativado/);
  });

  it('"de carne e osso" asks about human review', () => {
    const { output, sources } = ask('o score tem revisão de gente de carne e osso?');
    expect(sources[0]?.url).toMatch(/^\/docs\/api\/SCORE\//);
    expect(output).toMatch(/revisão humana/);
  });
});
