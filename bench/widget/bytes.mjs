/**
 * Row 1: compressed bytes the widget makes the page download, at each step of a visit.
 * Counted by the server (gzip -9 bodies as sent); the host page and the webhook's JSON are
 * the same for both widgets and left out.
 */
import { hostUrl, openPage } from './browser.mjs';
import { WEBHOOK_PATH } from '../../test/helpers/static-server.mjs';
import { INPUT, TOGGLE, windowOptions } from './widgets.mjs';

const TEXT_REPLY = 'Peça um token em **POST /auth/token** e envie-o no cabeçalho `Authorization`. TEXT-DONE';
const CODE_REPLY = "Assim:\n\n```javascript\nconst token = await getToken('id', 'secret');\n```\n\nCODE-DONE";

const isAsset = ({ path }) => path !== '/host.html' && path !== WEBHOOK_PATH;

async function send(page, widget, text, marker) {
  const input = page.locator(INPUT[widget]);
  await input.fill(text);
  await input.press('Enter');
  await page.getByText(marker).first().waitFor();
}

export async function measureBytes(browser, server, widget) {
  server.setWebhook({ reply: (text) => (text.includes('code') ? CODE_REPLY : TEXT_REPLY) });
  const tab = await openPage(browser, server);
  const first = server.responses.length;
  const assets = () => server.responses.slice(first).filter(isAsset);
  const total = () => assets().reduce((sum, entry) => sum + entry.bytes, 0);
  try {
    await tab.page.goto(hostUrl(server, widget, windowOptions(server)), { waitUntil: 'load' });
    await server.quiet();
    const beforeIntent = total();
    const webhookCallsBeforeIntent = server.responses
      .slice(first)
      .filter((entry) => entry.path === WEBHOOK_PATH).length;
    // Papo fetches the chat when the browser is idle even without intent; n8n has nothing to fetch.
    await tab.page.evaluate(() => window.__bench.releaseIdle());
    await server.quiet();
    const afterIdle = total();
    // deep-chat has no toggle: it is open from the start.
    if (TOGGLE[widget]) await tab.page.evaluate(() => window.__bench.clickToInteractive());
    await send(tab.page, widget, 'How do I authenticate?', 'TEXT-DONE');
    await server.quiet();
    const afterOpen = total();
    // A fenced code block: Papo fetches its highlighter now, n8n shipped it up front.
    await send(tab.page, widget, 'Show me code', 'CODE-DONE');
    await server.quiet();
    return {
      beforeIntent,
      webhookCallsBeforeIntent,
      afterIdle,
      afterOpen,
      everything: total(),
      files: assets().map(({ path, bytes }) => `${path} ${bytes}`),
      blocked: [...tab.blocked],
      errors: [...tab.errors],
    };
  } finally {
    await tab.close();
  }
}
