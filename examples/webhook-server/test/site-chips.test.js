// The docs site's own chips answer well (issue 31, item 4): every starter chip, asked on each
// of the site's ten most visited pages (eval/chips.json says how they were chosen), and every
// follow-up chip Lia offers after it, is a question of eval/chips.json with its fact, so
// `npm run eval:lia` measures what a visitor who only presses chips is told.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../src/lia/assistant.js';
import { loadDocsIndex } from '../src/lia/docs-index.js';
import { CHIPS_FILE, DOCS_TEXT } from '../eval/run.js';

const STARTERS = fileURLToPath(new URL('../../../docs-site/src/config/chat-suggestions.json', import.meta.url));

/** @type {import('../src/lia/docs-index.js').DocsIndex} */
let index;
/** @type {{ pages: string[], questions: import('../eval/run.js').Question[] }} */
let chips;
/** @type {string[]} */
let starters;
beforeAll(async () => {
  index = await loadDocsIndex(DOCS_TEXT);
  if (index.missing) throw new Error(`${DOCS_TEXT} is missing: run \`npm run build\` first.`);
  chips = JSON.parse(await readFile(CHIPS_FILE, 'utf8'));
  starters = JSON.parse(await readFile(STARTERS, 'utf8')).questions.map(
    (/** @type {{ question: string }} */ q) => q.question,
  );
});

describe("the site's chips (eval/chips.json)", () => {
  it('are asked on ten docs pages of the built site', () => {
    const urls = new Set([...index.pages.values()].map((page) => page.url));
    expect(new Set(chips.pages).size).toBe(10);
    for (const page of chips.pages) expect(urls.has(page), page).toBe(true);
  });

  it('hold every starter on each page and every follow-up Lia offers after it, each with a fact', () => {
    const key = (/** @type {{ question: string, after?: string, page?: string }} */ q) =>
      `${q.page} | ${q.after ?? ''} | ${q.question}`;
    const held = new Map(chips.questions.map((q) => [key(q), q]));
    const missing = [];
    for (const page of chips.pages) {
      for (const starter of starters) {
        const lia = createAssistant({ index });
        const { suggestions } = lia.respond({ chatInput: starter, pagePath: page, sessionId: 'chips' });
        const asked = [
          { question: starter, page },
          ...suggestions.map((chip) => ({ question: chip, after: starter, page })),
        ];
        for (const q of asked) if (typeof held.get(key(q))?.fact !== 'string') missing.push(key(q));
      }
    }
    expect(missing, 'chips Lia offers that eval/chips.json does not ask').toEqual([]);
  });
});
