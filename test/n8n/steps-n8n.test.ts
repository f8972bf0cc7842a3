// @vitest-environment node
/**
 * A reply that a real n8n streams from two AI Agent nodes in a row
 * (test/n8n/workflows/agent-steps.json: "Pesquisa" writes notes, "Resposta" the answer from
 * them), through the fake OpenAI server that `npm run test:n8n` starts: the built widget
 * shows one reply, the first agent's text a closed step above the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bubbles, send, startN8nPages, type N8nPages } from './n8n-page';

const path = process.env.PAPO_N8N_STEPS;
if (!path) throw new Error('PAPO_N8N_STEPS is not set: run these tests with `npm run test:n8n`.');

/** What the fake model answers: the agent's input, heard. */
const heard = (text: string) => `Lia (fake model) heard "${text}" after 0 earlier messages.`;

let pages: N8nPages;

beforeAll(async () => {
  pages = await startN8nPages();
});

afterAll(async () => {
  await pages?.close();
});

describe('test/n8n/workflows/agent-steps.json (two streaming agents)', () => {
  it('shows one reply: the first agent’s notes as a closed step, the second agent’s answer below', async () => {
    const webhookUrl = `${process.env.PAPO_N8N_URL}${path}`;
    const { page, errors, close } = await pages.open({ webhookUrl, enableStreaming: true });
    const question = 'Quanto tempo dura o token?';
    const notes = heard(question);
    const answer = heard(notes);

    await send(page, question);
    const reply = page.locator('.papo-message--bot:not(.papo-typing)').last();
    await expect.poll(async () => (await reply.locator('.papo-message__markdown').textContent())?.trim()).toBe(answer);
    await expect.poll(() => page.locator('.papo-message--bot[data-streaming]').count()).toBe(0);

    // One bot message after the question, with the step first, closed, named after its node.
    const after = (await bubbles(page)).slice((await bubbles(page)).indexOf(`user: ${question}`) + 1);
    expect(after).toHaveLength(1);
    const step = reply.locator('details.papo-step');
    expect(await step.count()).toBe(1);
    expect(await step.locator('summary').textContent()).toBe('Pesquisa');
    expect(await step.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(await step.locator('.papo-step__text').isVisible()).toBe(false);

    await step.locator('summary').click();
    await expect.poll(() => step.locator('.papo-step__text').isVisible()).toBe(true);
    expect((await step.locator('.papo-step__text').textContent())?.trim()).toBe(notes);
    // The live region reads the answer, not the notes.
    await expect.poll(() => page.getByTestId('live-region').textContent()).toBe(`The assistant said: ${answer}`);

    expect(errors).toEqual([]);
    await close();
  });
});
