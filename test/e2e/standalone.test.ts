// @vitest-environment node
/**
 * The standalone bundle as a site owner uses it: examples/plain-html served over HTTP with
 * dist/browser beside it (run `npm run build` first), in a real Chromium. The page loads
 * papo-chat.js with SRI under a strict Content-Security-Policy; the chat's code comes on
 * intent; a fake webhook on the same server answers.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ask, example, serveExample } from './example-chat';

const QUESTION = 'Como autentico na API?';
const REPLY = [
  'Peça um token em **POST /auth/token** com seu `client_id` e seu `client_secret`, e envie-o no cabeçalho `Authorization: Bearer <token>` de cada chamada.',
  'O passo a passo está em [Autenticação](https://docs.atesta.example/docs/api/autenticacao).',
  // A host outside ASCII: the bundle's punycode stand-in writes it as the browser resolves it.
  'Exemplos em [bücher.de](https://bücher.de/exemplos).',
].join('\n\n');

const CODE_QUESTION = 'Um exemplo em JavaScript?';
const CODE_REPLY = 'Assim:\n\n```javascript\nconst token = await getToken();\n```';

// markdown-it runs with `html: false` and no typographer in the standalone build as in the npm
// one: a reply's HTML stays text and its quotes and (c) stay as written.
const HTML_QUESTION = 'E com HTML?';
const HTML_REPLY = 'Use <b>negrito</b> "assim" (c)\n\n<div onclick="alert(1)">bloco</div>\n\n*fim*';

const { openPage } = serveExample({
  // The same page with one character of the hash changed.
  pages: {
    '/tampered.html': example.html.replace(
      /integrity="sha384-(.)/,
      (_, c: string) => `integrity="sha384-${c === 'A' ? 'B' : 'A'}`,
    ),
  },
  replies: { [QUESTION]: REPLY, [CODE_QUESTION]: CODE_REPLY, [HTML_QUESTION]: HTML_REPLY },
});

async function chat(page: Page) {
  await ask(page, QUESTION);
  const link = page.locator('.papo-message--bot a[href="https://docs.atesta.example/docs/api/autenticacao"]');
  await link.waitFor();
  await page.locator('.papo-message--bot a[href="https://xn--bcher-kva.de/exemplos"]').waitFor();
  await page.locator('[data-testid="typing-indicator"]').waitFor({ state: 'detached' });
  return link;
}

describe('the standalone bundle on a plain page', () => {
  it('carries the integrity hash of the current build', () => {
    example.expectCurrentIntegrity();
  });

  it('loads only the loader, then the chat on intent, and chats with the webhook', async () => {
    const { page, problems, requests, cspViolations, close } = await openPage('/');

    // The browser checked the hash (a mismatch blocks the script: see the next test).
    expect(await page.evaluate(() => typeof window.PapoChat?.createChat)).toBe('function');
    expect(await page.locator('script[src="papo-chat.js"]').getAttribute('integrity')).toBe(example.integrity);
    const toggle = page.getByRole('button', { name: 'Abrir chat' });
    await toggle.waitFor();
    // The loader carries English's words only: Portuguese's come from its pack (docs/api.md#languages).
    expect(requests().sort()).toEqual([
      'GET /',
      'GET /chat.js',
      'GET /page.css',
      'GET /papo-chat.js',
      'GET /papo-chat.lang-pt.js',
    ]);

    await toggle.click();

    const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
    await textbox.waitFor();
    // Focused at once when the loader drew it; when the chat's code arrived during the hover
    // before the click, the chat's own box takes the focus as its window opens.
    await expect
      .poll(() => textbox.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);
    // The box above may be the one the loader drew (docs/architecture.md#the-cold-click): the
    // history is asked for once the chat's code has started.
    await expect.poll(() => requests().filter((request) => request === 'POST /webhook/chat')).toHaveLength(1);
    // The chat is one file: nothing it needs waits for it to arrive before being requested.
    expect(
      requests()
        .filter((request) => request.endsWith('.js'))
        .sort(),
    ).toEqual(['GET /chat.js', 'GET /papo-chat.app.js', 'GET /papo-chat.js', 'GET /papo-chat.lang-pt.js']);

    const link = await chat(page);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await expect(page.locator('.papo-message--bot strong').last().textContent()).resolves.toBe('POST /auth/token');
    expect(requests().filter((request) => request === 'POST /webhook/chat')).toHaveLength(2);

    // The first reply with code fetches the highlighter from beside the app.
    expect(requests()).not.toContain('GET /papo-chat.highlight.js');
    await ask(page, CODE_QUESTION);
    await page.locator('.papo-message--bot pre code .hljs-keyword').first().waitFor();
    expect(requests()).toContain('GET /papo-chat.highlight.js');
    // No workflow answered over a socket: n8n's wait-for-reply code stayed on the server.
    expect(requests()).not.toContain('GET /papo-chat.wait.js');

    expect(problems.errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('fetches markdown when the visitor starts typing, not when the chat opens', async () => {
    const { page, problems, requests, close } = await openPage('/');
    await page.getByRole('button', { name: 'Abrir chat' }).click();
    const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
    await textbox.waitFor();
    await expect.poll(() => requests().filter((request) => request === 'POST /webhook/chat')).toHaveLength(1);
    // The greeting has no markdown syntax: the open chat has not asked for markdown.
    await page.locator('.papo-message--bot').first().waitFor();
    expect(requests()).not.toContain('GET /papo-chat.markdown.js');

    await textbox.fill('C');
    await expect.poll(requests).toContain('GET /papo-chat.markdown.js');
    // Before the question is sent: the first reply finds it there.
    expect(requests().filter((request) => request === 'POST /webhook/chat')).toHaveLength(1);
    await textbox.fill('');
    const link = await chat(page);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(requests().filter((request) => request === 'GET /papo-chat.markdown.js')).toHaveLength(1);
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('shows a reply as plain text when markdown cannot be fetched, and a later reply tries again', async () => {
    const { page, warnings, close } = await openPage('/');
    let blocked = true;
    // Every attempt, whatever its query string, until `blocked` is lifted.
    await page.route(
      (url) => url.pathname === '/papo-chat.markdown.js',
      (route) => (blocked ? route.abort() : route.continue()),
    );
    await page.getByRole('button', { name: 'Abrir chat' }).click();
    await ask(page, QUESTION);
    // Readable as written: the syntax shows, nothing is lost.
    const plain = page.locator('.papo-message--bot .papo-markdown__plain', { hasText: '**POST /auth/token**' });
    await plain.waitFor();
    expect(await page.locator('.papo-message--bot', { hasText: 'POST /auth/token' }).locator('strong').count()).toBe(0);
    await expect.poll(() => warnings.some((warning) => warning.includes('markdown could not be loaded'))).toBe(true);

    blocked = false;
    await ask(page, CODE_QUESTION);
    await page.locator('.papo-message--bot pre code').first().waitFor();
    // The reply shown while markdown was missing is drawn in markdown too.
    await page.locator('.papo-message--bot strong', { hasText: 'POST /auth/token' }).waitFor();
    await close();
  });

  it('reports every option mistake when the chat code runs (intent), with hints, and the chat still works', async () => {
    const { page, problems, warnings, runIdle, close } = await openPage('/');
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor();
    // The loader checks only what it reads at once (src/embed/options-at-once-loader.ts): nothing thrown.
    await page.evaluate(() => {
      const heard: string[] = [];
      const chat = window.PapoChat!.createChat({
        target: '#checked-on-arrival',
        webhookUrl: '/webhook/chat',
        webhookConfig: { method: 'PUT', headers: { 'X-Site': 'atesta' } },
        webhookUrll: '/typo',
        i18n: { en: { titel: 'Hi' } },
        onError: (error: Error) => heard.push(`onError ${String(error)}`),
      } as never);
      chat.on('error', (error) => heard.push(`event ${String(error)}`));
      // Before the chat's code: reported when it arrives.
      chat.setMetadata('not an object' as never);
      Object.assign(window, { heard, checkedChat: chat });
    });
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);

    // The idle preload only fetches the chat's code: nothing is checked yet. (Waited for from
    // before the preload starts: the response may come before runIdle() returns.)
    const appArrived = page.waitForResponse((response) => response.url().endsWith('/papo-chat.app.js'));
    await runIdle();
    await appArrived;
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
    // Intent runs it, and it checks every option.
    await page.locator('#checked-on-arrival').getByRole('button', { name: 'Open chat' }).hover();
    const reported = [
      'PapoOptionsError: "webhookConfig.method" must be "GET" or "POST", got "PUT"',
      'PapoOptionsError: "metadata" must be an object, got "not an object"',
      'PapoOptionsError: "webhookUrll" is not an option. Did you mean "webhookUrl"?',
      'PapoOptionsError: "i18n.en.titel" is not a key of "i18n.en". Did you mean "title"?',
    ];
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
      .toEqual(reported.flatMap((error) => [`onError ${error}`, `event ${error}`]));
    expect(warnings.filter((warning) => warning.includes('PapoOptionsError'))).toEqual(
      reported.map((error) => `[papo-chat] ${error}`),
    );
    // Once the code is there, a bad value is thrown, as the npm build does at once.
    const thrown = await page.evaluate(() => {
      try {
        (window as unknown as { checkedChat: { setMetadata(value: unknown): void } }).checkedChat.setMetadata(3);
      } catch (error) {
        return String(error);
      }
    });
    expect(thrown).toBe('PapoOptionsError: "metadata" must be an object, got 3');

    // Each mistake fell back to its default: the chat opens and sends (POST, the header kept).
    await page.getByRole('button', { name: 'Open chat' }).click();
    const textbox = page.getByRole('textbox', { name: 'Type your question..' });
    const sent = page.waitForRequest((request) => request.postData()?.includes('"sendMessage"') ?? false);
    await textbox.fill('Hello?');
    await textbox.press('Enter');
    const request = await sent;
    expect([request.method(), request.headers()['x-site']]).toEqual(['POST', 'atesta']);
    await page.locator('#checked-on-arrival .papo-message--bot', { hasText: 'Ok!' }).waitFor();
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('survives a wrongly typed target, mode, theme and every other option the loader reads', async () => {
    const { page, problems, warnings, runIdle, close } = await openPage('/');
    await page.getByRole('button', { name: 'Abrir chat' }).waitFor();
    const mode = await page.evaluate(() => {
      const { createChat } = window.PapoChat!;
      // The page's own chat is at the default target: it makes room there.
      createChat({ target: '#papo-chat' }).unmount();
      createChat({
        webhookUrl: '/webhook/chat',
        target: 42,
        mode: { window: true },
        theme: 'red',
        colorScheme: 7,
        dir: null,
        defaultLanguage: [],
        i18n: 'pt',
        onError: 'log',
        showWindowCloseButton: 'no',
      } as never);
      return document.querySelector('#papo-chat > [data-papo-chat]')?.getAttribute('data-mode');
    });
    expect(mode).toBe('window');
    // The drawn window comes at once with the default strings, then the chat itself.
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByRole('textbox', { name: 'Type your question..' }).fill('Hello?');
    await runIdle();
    await page.getByRole('textbox', { name: 'Type your question..' }).press('Enter');
    await page.locator('#papo-chat .papo-message--bot', { hasText: 'Ok!' }).waitFor();
    const named = warnings.filter((warning) => warning.includes('PapoOptionsError'));
    // Reported when the code arrived, before the chat rendered: each bad option once.
    const options = ['target', 'mode', 'defaultLanguage', 'i18n', 'theme', 'colorScheme', 'dir', 'onError'];
    expect(named.map((warning) => /^\[papo-chat\] PapoOptionsError: "(\w+)"/.exec(warning)?.[1]).sort()).toEqual(
      [...options, 'showWindowCloseButton'].sort(),
    );
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('fetches the chat code when the browser is idle, runs and renders it only on intent, without a second request', async () => {
    const { page, requests, runIdle, cspViolations, close } = await openPage('/');
    // The code as served, telling the page each time it runs (docs/performance.md#the-idle-preload).
    await page.route('**/papo-chat.app.js', async (route) => {
      const response = await route.fetch();
      const counted = `${await response.text()}\nglobalThis.__papoAppRuns = (globalThis.__papoAppRuns ?? 0) + 1;\n`;
      await route.fulfill({ response, body: counted });
    });
    const runs = () => page.evaluate(() => (window as unknown as { __papoAppRuns?: number }).__papoAppRuns ?? 0);
    const toggle = page.getByRole('button', { name: 'Abrir chat' });
    await toggle.waitFor();
    expect(requests()).not.toContain('GET /papo-chat.app.js');

    const appArrived = page.waitForResponse((response) => response.url().endsWith('/papo-chat.app.js'));
    await runIdle();
    await (await appArrived).finished();
    // Fetched, not run: a frame later, nothing of it has run and nothing is rendered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await runs()).toBe(0);
    expect(await page.locator('.papo-window').count()).toBe(0);

    await toggle.hover();
    await page.locator('.papo-window').waitFor({ state: 'attached' });
    expect(await runs()).toBe(1);
    expect(requests().filter((request) => request === 'GET /papo-chat.app.js')).toHaveLength(1);
    expect(requests()).not.toContain('POST /webhook/chat');
    // The preload is a script fetch: the page's strict policy allows it as it allows the import.
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('shows the HTML of a reply as text and its quotes as written', async () => {
    const { page, problems, close } = await openPage('/');
    await page.getByRole('button', { name: 'Abrir chat' }).click();
    await ask(page, HTML_QUESTION);
    const reply = page.locator('.papo-message--bot').filter({ hasText: 'fim' });
    await reply.locator('em').waitFor();
    expect(await reply.locator('b, div[onclick]').count()).toBe(0);
    const text = await reply.textContent();
    expect(text).toContain('Use <b>negrito</b> "assim" (c)');
    expect(text).toContain('<div onclick="alert(1)">bloco</div>');
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('refuses a papo-chat.js whose hash does not match (SRI is enforced)', async () => {
    const { page, problems, close } = await openPage('/tampered.html');

    expect(await page.evaluate(() => typeof window.PapoChat)).toBe('undefined');
    expect(problems.errors.join('\n')).toMatch(/integrity/i);
    await close();
  });

  it('fills a phone screen and chats there too', async () => {
    const { page, problems, cspViolations, close } = await openPage('/', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });

    await page.getByRole('button', { name: 'Abrir chat' }).tap();
    await page.getByRole('textbox', { name: 'Escreva sua pergunta…' }).waitFor();
    await chat(page);
    // Measure the window once its opening transition has finished, not mid-animation.
    await page
      .locator('.papo-window')
      .evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      );

    const box = await page.locator('.papo-window').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(problems.errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });
});
