// The eval of Lia's answers (eval/run.js) and its gate: over the built docs site, hit@1,
// hit@3 and the off-topic declines must not fall below eval/goals.json's `min`. Answer time
// is printed by `npm run eval:lia`, never asserted here (wall-clock speed is not a test).

import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocsIndex } from '../src/docs-index.js';
import { DOCS_TEXT, HELD_OUT_FILE, QUESTIONS_FILE, pageOf, readGoals, report, runEval } from '../eval/run.js';
import { FIXTURE_SITE } from './helpers.js';

describe('how the eval scores a reply', () => {
  const questions = [
    { question: 'Como obter um token?', expect: ['/docs/api/autenticacao'] },
    { question: 'homologação e produção', expect: ['/docs/intro', '/docs/api/ambientes'] },
    { question: 'como configurar a url do webhook', expect: ['/docs/api/autenticacao'] },
    { question: 'receita de bolo', expect: ['/docs/intro'] },
    { question: 'qual a previsão do tempo?', offTopic: true },
    { question: 'como configurar a url do webhook', offTopic: true },
  ];
  const docsText = join(FIXTURE_SITE, 'docs-text.json');
  /** @type {string} */
  let folder;
  /** @type {string} */
  let questionsFile;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lia-eval-'));
    questionsFile = join(folder, 'questions.json');
    await writeFile(questionsFile, JSON.stringify(questions));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("counts the first source's page at 1, lists misses with what Lia gave, and counts declines", async () => {
    const result = await runEval({ docsText, questionsFile });
    expect(result.asked).toBe(4);
    expect(result.hitAt1).toBe(2 / 4);
    expect(result.hitAt3).toBe(2 / 4);
    expect(result.misses).toEqual([
      {
        question: 'como configurar a url do webhook',
        expect: ['/docs/api/autenticacao'],
        got: ['/docs/api/Webhook/webhook'],
      },
      { question: 'receita de bolo', expect: ['/docs/intro'], got: [] },
    ]);
    expect(result.offTopic).toBe(2);
    expect(result.offTopicDeclined).toBe(1 / 2);
    // The decline points to the contact page, to no docs page.
    expect(result.offTopicWithoutLinks).toBe(1 / 2);
    expect(result.answeredOffTopic.map(({ question }) => question)).toEqual(['como configurar a url do webhook']);
    expect(result.medianMs).toBeGreaterThan(0);
    expect(result.maxMs).toBeGreaterThanOrEqual(result.medianMs);
  });

  it("takes a source's page without its anchor, decoded", () => {
    expect(pageOf('/docs/api/ambientes#produ%C3%A7%C3%A3o')).toBe('/docs/api/ambientes');
    expect(pageOf('/docs/intro')).toBe('/docs/intro');
  });

  it('names the measures below the gate', async () => {
    const goals = await readGoals();
    const result = await runEval({ docsText, questionsFile });
    const low = { ...result, hitAt1: goals.hitAt1.min - 0.01 };
    expect(report(low, goals).below).toContain('hitAt1');
    expect(report(low, goals).text).toMatch(/BELOW THE GATE.*hitAt1/);
  });
});

describe('the questions', () => {
  it('are at least 90, 10 of them off-topic, with the questions of issue 15, each expecting a page of the built docs', async () => {
    if (!existsSync(DOCS_TEXT)) throw new Error(`${DOCS_TEXT} is missing: run \`npm run build\` first.`);
    /** @type {import('../eval/run.js').Question[]} */
    const questions = JSON.parse(await readFile(QUESTIONS_FILE, 'utf8'));
    const index = await loadDocsIndex(DOCS_TEXT);
    const urls = new Set([...index.pages.values()].map((page) => page.url));
    expect(questions.length).toBeGreaterThanOrEqual(90);
    expect(questions.filter((q) => q.offTopic).length).toBeGreaterThanOrEqual(10);
    expect(new Set(questions.map((q) => `${q.question}|${q.offTopic}`)).size).toBe(questions.length);
    for (const q of questions) {
      if (q.offTopic) expect(q.expect, q.question).toBeUndefined();
      else expect(q.expect?.length, q.question).toBeGreaterThan(0);
      for (const page of q.expect ?? []) expect(urls.has(page), `${q.question} → ${page}`).toBe(true);
    }
    const asked = questions.map((q) => q.question);
    for (const question of [
      'Como funciona o Facematch?',
      'o que significa o status http 422',
      'qual o endpoint pra mandar documento no lite',
    ]) {
      expect(asked).toContain(question);
    }
    expect(questions).toContainEqual({ question: 'qual a previsão do tempo?', offTopic: true });
  });
});

describe('the held-out questions', () => {
  it('are at least 40 other questions, some off-topic, each expecting a page of the built docs', async () => {
    /** @type {import('../eval/run.js').Question[]} */
    const heldOut = JSON.parse(await readFile(HELD_OUT_FILE, 'utf8'));
    /** @type {import('../eval/run.js').Question[]} */
    const tuned = JSON.parse(await readFile(QUESTIONS_FILE, 'utf8'));
    const index = await loadDocsIndex(DOCS_TEXT);
    const urls = new Set([...index.pages.values()].map((page) => page.url));
    expect(heldOut.length).toBeGreaterThanOrEqual(40);
    expect(heldOut.filter((q) => q.offTopic).length).toBeGreaterThanOrEqual(5);
    const asked = new Set(tuned.map((q) => q.question.toLowerCase()));
    for (const q of heldOut) {
      expect(asked.has(q.question.toLowerCase()), `${q.question} is also in questions.json`).toBe(false);
      for (const page of q.expect ?? []) expect(urls.has(page), `${q.question} → ${page}`).toBe(true);
    }
  });
});

describe('the gate (eval/goals.json)', () => {
  it("keeps Lia's answers on the built docs at or above the recorded baseline", async () => {
    const goals = await readGoals();
    const result = await runEval();
    const { text } = report(result, goals);
    expect(result.hitAt1, text).toBeGreaterThanOrEqual(goals.hitAt1.min);
    expect(result.hitAt3, text).toBeGreaterThanOrEqual(goals.hitAt3.min);
    expect(result.offTopicDeclined, text).toBeGreaterThanOrEqual(goals.offTopicDeclined.min);
    expect(result.offTopicWithoutLinks, text).toBeGreaterThanOrEqual(goals.offTopicWithoutLinks.min);
  });

  it('keeps the held-out set at or above its own, lower, recorded baseline', async () => {
    const goals = await readGoals();
    const result = await runEval({ questionsFile: HELD_OUT_FILE });
    const { text } = report(result, goals.heldOut, 'held-out.json');
    expect(result.hitAt1, text).toBeGreaterThanOrEqual(goals.heldOut.hitAt1.min);
    expect(result.hitAt3, text).toBeGreaterThanOrEqual(goals.heldOut.hitAt3.min);
    expect(result.offTopicDeclined, text).toBeGreaterThanOrEqual(goals.heldOut.offTopicDeclined.min);
    expect(result.offTopicWithoutLinks, text).toBeGreaterThanOrEqual(goals.heldOut.offTopicWithoutLinks.min);
  });

  it("records issue 15's goals as targets the gate never exceeds", async () => {
    const goals = await readGoals();
    expect(goals.hitAt1.target).toBe(0.9);
    expect(goals.hitAt3.target).toBe(0.98);
    expect(goals.offTopicDeclined.target).toBe(1);
    expect(goals.medianMs.target).toBe(20);
    for (const name of /** @type {const} */ (['hitAt1', 'hitAt3', 'offTopicDeclined', 'offTopicWithoutLinks'])) {
      expect(goals[name].min, name).toBeLessThanOrEqual(goals[name].target);
    }
  });
});
