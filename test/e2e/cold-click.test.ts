// @vitest-environment node
/**
 * docs/architecture.md#the-cold-click with the standalone bundle (run `npm run build:lib`
 * first): the chat's code takes a second to arrive, the visitor clicks the toggle cold
 * (no hover, before idle) and types at once; every character reaches the chat's own box,
 * with the caret and the focus, and the message is sent from it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../helpers/static-server.mjs';
import { connectChromium } from './chromium-connection';
import { BUNDLE, EXAMPLE } from './plain-html-example';
import { openWatchedPage } from './watched-page';

const CODE_DELAY_MS = 1000;
const TYPED = 'Preciso de ajuda com a API';

/** What the visitor's messages said, as the webhook received them. */
const received: string[] = [];
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await startStaticServer({
    roots: [EXAMPLE, BUNDLE],
    webhook: { reply: (text) => (received.push(text), 'Ok!') },
  });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a cold click with the chat code a second away', () => {
  it('keeps every keystroke typed before the code arrived, with the caret and the focus, and sends', async () => {
    const { page, problems, close } = await openWatchedPage(browser, server, '/');
    // A second away, and never before the keys below are typed (a busy machine types slowly).
    let typed!: () => void;
    const typingDone = new Promise<void>((resolve) => (typed = resolve));
    let codeArrived = false;
    await page.route('**/papo-chat.app.js', async (route) => {
      await Promise.all([new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS)), typingDone]);
      codeArrived = true;
      await route.continue();
    });
    const shadow = (selector: string) => page.locator(`[data-papo-chat] >> ${selector}`);

    // A click with no pointer movement before it (no hover), typed into at once.
    await page.evaluate(() =>
      document.querySelector('[data-papo-chat]')!.shadowRoot!.querySelector<HTMLElement>('.papo-toggle')!.click(),
    );
    await page.keyboard.type(TYPED);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(codeArrived).toBe(false);
    typed();

    const chatBox = shadow('.papo-root .papo-input__textarea');
    await chatBox.waitFor();
    expect(codeArrived).toBe(true);
    await expect.poll(() => shadow('.papo-root ~ .papo-window').count()).toBe(0);
    const state = await chatBox.evaluate((box: HTMLTextAreaElement) => ({
      value: box.value,
      caret: [box.selectionStart, box.selectionEnd],
      focused: (box.getRootNode() as ShadowRoot).activeElement === box,
    }));
    expect(state).toEqual({ value: TYPED, caret: [1, 1], focused: true });

    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.keyboard.press('Enter');
    await shadow('.papo-message--bot:has-text("Ok!")').waitFor();
    expect(received).toEqual([`${TYPED}!`]);
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('loses no key typed while the code arrives and the chat takes over', async () => {
    const { page, close } = await openWatchedPage(browser, server, '/');
    await page.route('**/papo-chat.app.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
      await route.continue();
    });

    await page.evaluate(() =>
      document.querySelector('[data-papo-chat]')!.shadowRoot!.querySelector<HTMLElement>('.papo-toggle')!.click(),
    );
    // Keys keep coming, one every 20 ms, from before the code arrives until after the takeover.
    const typed = 'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(3);
    await page.keyboard.type(typed, { delay: 20 });

    const chatBox = page.locator('[data-papo-chat] >> .papo-root .papo-input__textarea');
    await expect.poll(() => chatBox.inputValue()).toBe(typed);
    await close();
  });
});
