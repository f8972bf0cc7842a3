// @vitest-environment node
/**
 * n8n's wait-for-reply code in the built standalone bundle (run `npm run build` first): it is
 * `papo-chat.wait.js`, fetched from beside the app only when a workflow answers "execution
 * started", and a wait works with it under the example's strict Content-Security-Policy;
 * when it cannot load, the wait ends with an error entry and Retry. The POST's answer and
 * the workflow's socket are played by Playwright (page.route, page.routeWebSocket).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../helpers/static-server.mjs';
import { connectChromium } from './chromium-connection';
import { BUNDLE, EXAMPLE } from './plain-html-example';
import { openWatchedPage } from './watched-page';

const QUESTION = 'Olá! Qual é o seu nome?';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await startStaticServer({ roots: [EXAMPLE, BUNDLE] });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The webhook's sends start a waiting workflow whose socket asks QUESTION; what the chat sends on it is kept. */
async function workflowThatWaits(page: Page) {
  const sentOnSocket: string[] = [];
  await page.route('**/webhook/chat', async (route) => {
    let action: unknown;
    try {
      action = (route.request().postDataJSON() as { action?: unknown } | null)?.action;
    } catch {
      action = null;
    }
    if (action !== 'sendMessage') return route.continue();
    return route.fulfill({ contentType: 'application/json', body: '{"executionStarted":true,"executionId":"25"}' });
  });
  await page.routeWebSocket(/\/chat\?sessionId=/, (socket) => {
    socket.onMessage((message) => sentOnSocket.push(String(message)));
    socket.send(QUESTION);
  });
  return sentOnSocket;
}

async function send(page: Page, text: string) {
  const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
  await textbox.fill(text);
  await textbox.press('Enter');
}

describe('the wait-for-reply code of the standalone bundle', () => {
  it('is fetched when a workflow answers over a socket, and carries the conversation', async () => {
    const { page, problems, requests, cspViolations, close } = await openWatchedPage(browser, server, '/');
    const sentOnSocket = await workflowThatWaits(page);
    await page.getByRole('button', { name: 'Abrir chat' }).click();
    await page.getByRole('textbox', { name: 'Escreva sua pergunta…' }).waitFor();
    await expect.poll(() => requests()).toContain('GET /papo-chat.app.js');
    expect(requests()).not.toContain('GET /papo-chat.wait.js');

    await send(page, 'oi');
    await page.locator('.papo-message--bot', { hasText: QUESTION }).waitFor();
    expect(requests().filter((request) => request === 'GET /papo-chat.wait.js')).toHaveLength(1);

    await send(page, 'Ana');
    await expect.poll(() => sentOnSocket.map((text) => JSON.parse(text).chatInput)).toEqual(['Ana']);
    expect(problems.errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('that cannot be fetched ends the wait with an error entry and Retry', async () => {
    const { page, close } = await openWatchedPage(browser, server, '/');
    await workflowThatWaits(page);
    await page.route('**/papo-chat.wait.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.getByRole('button', { name: 'Abrir chat' }).click();
    await send(page, 'oi');
    const entry = page.locator('.papo-message--error');
    await entry.waitFor();
    await expect.poll(() => entry.getByRole('button', { name: 'Tentar novamente' }).isEnabled()).toBe(true);
    await expect.poll(() => page.locator('[data-testid="typing-indicator"]').count()).toBe(0);
    await close();
  });
});
