// @vitest-environment node
/**
 * `<papo-chat>` from the standalone bundle as a site owner uses it:
 * examples/plain-html/element.html served over HTTP with dist/browser beside it (run
 * `npm run build` first), in a real Chromium, under the page's strict
 * Content-Security-Policy. The page has no script of its own: the attributes are the options.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChromium } from './chromium-connection';
import { startStaticServer, type StaticServer } from '../helpers/static-server.mjs';
import { BUNDLE, EXAMPLE, plainHtmlExample } from './plain-html-example';
import { openWatchedPage } from './watched-page';

const example = plainHtmlExample('element.html', 'papo-chat.element.js');

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await startStaticServer({
    roots: [EXAMPLE, BUNDLE],
    // The example with an attribute no option accepts.
    pages: { '/bad-mode.html': example.html.replace('<papo-chat ', '<papo-chat mode="popup" ') },
    webhook: { reply: (text) => `Eco: ${text}` },
  });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const openPage = (path: string) => openWatchedPage(browser, server, path);

describe('<papo-chat> from papo-chat.element.js on a plain page', () => {
  it('carries the integrity hash of the current build', () => {
    example.expectCurrentIntegrity();
  });

  it('shows the toggle from one small file, loads the chat on intent and chats with its attributes', async () => {
    const { page, problems, requests, cspViolations, close } = await openPage('/element.html');
    const toggle = page.getByRole('button', { name: 'Abrir chat' });
    await toggle.waitFor();
    // The loader carries English's words only: Portuguese's come from its pack (docs/api.md#languages).
    expect(requests().sort()).toEqual([
      'GET /element.html',
      'GET /page.css',
      'GET /papo-chat.element.js',
      'GET /papo-chat.lang-pt.js',
    ]);
    // The element's file leaves createChat's global to papo-chat.js.
    expect(await page.evaluate(() => typeof window.PapoChat)).toBe('undefined');

    await toggle.click();
    const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
    await textbox.fill('Olá');
    await textbox.press('Enter');

    await page.locator('.papo-message--bot', { hasText: 'Eco: Olá' }).waitFor();
    expect(requests()).toContain('GET /papo-chat.app.js');
    expect(requests().filter((request) => request === 'POST /webhook/chat')).toHaveLength(2);
    // storage-key="atesta/chat"
    expect(await page.evaluate(() => localStorage.getItem('atesta/chat'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(problems.errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('takes objects through its options property, and re-creates the chat when it changes', async () => {
    const { page, problems, close } = await openPage('/element.html');
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor();

    await page.evaluate(() => {
      document.querySelector('papo-chat')!.options = { i18n: { pt: { openChat: 'Fale com a Lia' } } };
    });

    await page.getByRole('button', { name: 'Fale com a Lia' }).waitFor();
    expect(await page.locator('papo-chat > [data-papo-chat]').count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('warns about a bad attribute by its option name when the chat code runs, with its default meanwhile', async () => {
    const { page, problems, warnings, close } = await openPage('/bad-mode.html');
    // The loader takes the bad mode as the default (src/embed/options-at-once-loader.ts)…
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor();
    expect(warnings).toEqual([]);

    // …and the chat's code, run on intent, names it.
    await page.getByRole('button', { name: 'Abrir chat' }).hover();
    await expect
      .poll(() => warnings)
      .toContain('[papo-chat] PapoOptionsError: "mode" must be "window" or "fullscreen", got "popup"');
    await page.getByRole('button', { name: 'Abrir chat' }).click();
    await page.getByRole('textbox', { name: 'Escreva sua pergunta…' }).waitFor();
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('names an unknown option with the closest known one, as the npm build does', async () => {
    const { page, problems, warnings, close } = await openPage('/element.html');
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor();

    await page.evaluate(() => {
      document.querySelector('papo-chat')!.options = { colorSheme: 'dark' } as never;
    });
    await page.getByRole('button', { name: 'Abrir chat' }).hover();

    await expect
      .poll(() => warnings)
      .toContain('[papo-chat] PapoOptionsError: "colorSheme" is not an option. Did you mean "colorScheme"?');
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor();
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('removes its chat when taken off the page, fetching nothing after, and mounts again when put back', async () => {
    const { page, requests, runIdle, close } = await openPage('/element.html');
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor();

    await page.evaluate(() => {
      const element = document.querySelector('papo-chat')!;
      (window as unknown as { __removed: Element }).__removed = element;
      element.remove();
    });
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor({ state: 'detached' });
    await runIdle();
    expect(requests()).not.toContain('GET /papo-chat.app.js');

    await page.evaluate(() => document.body.append((window as unknown as { __removed: Element }).__removed));
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor();
    await close();
  });
});
