// @vitest-environment node
/**
 * A Chat Trigger with Basic Auth on (examples/n8n/test-workflows/echo-basic-auth.json), the
 * widget sending the credentials in `webhookConfig.headers` (docs/n8n.md#basic-auth).
 * `npm run test:n8n` makes the password for each run and passes it as PAPO_N8N_BASIC_AUTH.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastTwo, send, startN8nPages, webhooks, type N8nPages } from './n8n-page';

const [user, password] = (process.env.PAPO_N8N_BASIC_AUTH ?? '').split(':');
if (!user || !password) throw new Error('PAPO_N8N_BASIC_AUTH is not set: run these tests with `npm run test:n8n`.');
const basic = (pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

let pages: N8nPages;

beforeAll(async () => {
  pages = await startN8nPages();
});

afterAll(async () => {
  await pages?.close();
});

/** Every request the page makes to the webhook, preflights included. */
function countRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url() === webhooks.basicAuth) requests.push(request.method());
  });
  return requests;
}

describe('a Chat Trigger behind Basic Auth', () => {
  it('answers when webhookConfig.headers carries the right password', async () => {
    const { page, errors, close } = await pages.open({
      webhookUrl: webhooks.basicAuth,
      webhookConfig: { headers: { Authorization: basic(password) } },
    });
    await send(page, 'oi');
    await expect.poll(() => lastTwo(page)).toEqual(['user: oi', 'bot: eco (Basic Auth): oi']);
    expect(errors).toEqual([]);
    await close();
  });

  it('a wrong password is one clear error with Retry, not a retry loop', async () => {
    const { page, close } = await pages.open({
      webhookUrl: webhooks.basicAuth,
      webhookConfig: { headers: { Authorization: basic(`${password}-wrong`) } },
    });
    const requests = countRequests(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await send(page, 'oi');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // The entry's text, then its Retry button's.
    await expect
      .poll(() => lastTwo(page))
      .toEqual(['user: oi', 'bot: Something went wrong on our side (error 403). Please try again.Retry']);
    // The chat is idle again: nothing is typing, the box takes the next message.
    expect(await page.getByText('The assistant is typing…').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Type your question..' }).isEnabled()).toBe(true);
    expect(requests.filter((method) => method === 'POST')).toHaveLength(1);
    // The site owner's console names the status.
    expect(consoleErrors.join('\n')).toMatch(/403/);
    await close();
  });
});
