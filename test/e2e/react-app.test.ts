// @vitest-environment node
/**
 * examples/react-app, built by Vite against the built package (`npm run build` first) the
 * way an integrator's app would be, then used in Chromium: `<PapoChat />` from
 * 'papo-chat/react' under StrictMode mounts one widget that chats.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { connectChromium } from './chromium-connection';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedFrom, startStaticServer, type StaticServer } from '../helpers/static-server.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'papo-react-app-'));
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  process.env.VITE_CHAT_WEBHOOK_URL = '/webhook/chat';
  try {
    await build({ root: servedFrom('examples', 'react-app'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.VITE_CHAT_WEBHOOK_URL;
  }
  server = await startStaticServer({
    roots: [outDir],
    webhook: { reply: (text) => `Você escreveu: *${text}*` },
  });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the React example app', () => {
  it('mounts one widget with <PapoChat /> and chats', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(server.url, { waitUntil: 'load' });

    await page.getByRole('heading', { name: 'Atesta Docs' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Abrir chat' });
    await toggle.click();
    const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
    await textbox.fill('Oi, Lia');
    await textbox.press('Enter');
    await page.locator('.papo-message--bot em', { hasText: 'Oi, Lia' }).waitFor();

    // StrictMode mounts, unmounts and mounts again: one widget remains.
    expect(await page.locator('[data-papo-chat]').count()).toBe(1);
    expect(server.requests.filter((request) => request === 'POST /webhook/chat')).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
