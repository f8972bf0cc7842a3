// @vitest-environment node
/**
 * A visitor's path through the docs site with Lia, as `npm start` serves it: the built site
 * (docs-site/dist, `npm run build` first) and the reference webhook server answering from
 * the docs. The steps share one page and run in order: ask on the home page, follow the
 * site's own links (view-transition navigations, the chat persisted), reload, start over.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatOf,
  conversation,
  DESKTOP,
  LIA_DOCS_LINK,
  openPage,
  storedSessionId,
  useSite,
  UUID,
  waitForReplyDone,
  waitUntilOpen,
} from './helpers';

const QUESTION = 'Como autentico na API?';
const FOLLOW_UP = 'Como recebo o resultado por webhook?';

const site = useSite();
let visitor: Awaited<ReturnType<typeof openPage>>;
let page: Page;

/** What the steps pass on to the next ones. */
const path = { sessionId: '', liaLink: '' };

beforeAll(async () => {
  visitor = await openPage(site.browser, `${site.server.url}/`);
  page = visitor.page;
});

/** Resolves once the ClientRouter has swapped in the page at `pathname`, with no full load. */
async function navigateByLink(click: () => Promise<void>, pathname: string) {
  await page.evaluate(() => {
    const marked = window as unknown as { __sameDocument: boolean; __swaps: number };
    marked.__sameDocument = true;
    marked.__swaps = 0;
    document.addEventListener('astro:page-load', () => (marked.__swaps += 1), { once: true });
  });
  await click();
  await page.waitForFunction(
    (expected) => location.pathname === expected && (window as unknown as { __swaps: number }).__swaps === 1,
    pathname,
  );
  // A full page load would have lost the marker: this was a view-transition navigation.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

describe("a visitor's path through the docs site with Lia", () => {
  it('opens the chat from the toggle, asks with Enter and gets an answer linking to a docs page', async () => {
    const chat = chatOf(page);
    expect(await page.title()).toContain('Atesta');
    // The site starts the chat when the browser is first idle.
    await chat.host.waitFor({ state: 'attached' });
    expect(await chat.host.count()).toBe(1);

    await chat.openToggle.click();
    await waitUntilOpen(page);
    expect(await chat.toggle.getAttribute('aria-expanded')).toBe('true');
    // The widget's pt strings on the site (docs/decisions.md#names-and-defaults).
    await page.getByRole('heading', { name: 'Olá! Eu sou a Lia 👋' }).waitFor();

    // The site's starter questions, as chips above the box (src/config/chat-suggestions.json).
    const starters = page.getByRole('group', { name: 'Sugestões' });
    await starters.waitFor();
    expect(await starters.getByRole('button').count()).toBe(4);

    await chat.textbox.fill(QUESTION);
    await chat.textbox.press('Enter');

    // Lia's sources under the answer: a labelled list of links to docs pages.
    const link = page.getByRole('list', { name: 'Fontes' }).locator(LIA_DOCS_LINK).first();
    await link.waitFor();
    await waitForReplyDone(page);
    await expect(chat.userMessages.last().textContent()).resolves.toContain(QUESTION);
    await expect(chat.botMessages.last().textContent()).resolves.toContain('Encontrei isto na documentação');
    // The widget's link policy: message links open in a new tab, without the opener.
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // Her follow-up questions replace the starters, under the answer.
    const followUps = page.getByRole('group', { name: 'Sugestões' }).getByRole('button');
    expect(await followUps.first().textContent()).toMatch(/^E sobre .+\?$/);
    expect(await chat.textbox.inputValue()).toBe('');

    path.liaLink = new URL((await link.getAttribute('href')) ?? '', site.server.url).pathname;
    const sessionId = await storedSessionId(page);
    expect(sessionId).toMatch(UUID);
    path.sessionId = sessionId ?? '';
  });

  it('keeps the chat open with its messages through view-transition navigations, and it still answers', async () => {
    const chat = chatOf(page);
    const before = await conversation(page);
    await page.evaluate(() => {
      (window as unknown as { __chatHost: Element | null }).__chatHost = document.querySelector('[data-papo-chat]');
    });

    // The top bar's "Documentação", then the sidebar's link to the page Lia pointed to.
    await navigateByLink(
      () =>
        page
          .getByRole('navigation', { name: 'Principal', exact: true })
          .getByRole('link', { name: 'Documentação' })
          .click(),
      '/docs/intro',
    );
    await navigateByLink(
      () =>
        page
          .getByRole('navigation', { name: 'Documentação', exact: true })
          .locator(`a[href="${path.liaLink}"]`)
          .click(),
      path.liaLink,
    );
    await page.locator('main h1').waitFor();

    // The same chat element (persisted, not re-created), still open, the conversation intact.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __chatHost: Element | null }).__chatHost ===
          document.querySelector('[data-papo-chat]'),
      ),
    ).toBe(true);
    expect(await chat.host.count()).toBe(1);
    expect(await chat.toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await chat.window.getAttribute('data-open')).toBe('true');
    expect(await conversation(page)).toEqual(before);

    const answers = await chat.botMessages.count();
    await chat.textbox.fill(FOLLOW_UP);
    await chat.textbox.press('Enter');
    await chat.botMessages.nth(answers).waitFor();
    await waitForReplyDone(page);
    expect(await chat.botMessages.last().locator(LIA_DOCS_LINK).count()).toBeGreaterThan(0);
    expect(await chat.userMessages.allTextContents()).toEqual([
      expect.stringContaining(QUESTION),
      expect.stringContaining(FOLLOW_UP),
    ]);
    expect(await storedSessionId(page)).toBe(path.sessionId);
  });

  it('gets the conversation back after a reload (same session id)', async () => {
    const chat = chatOf(page);
    const answers = () => page.locator('.papo-message--bot .papo-message__markdown').allTextContents();
    const before = await answers();

    await page.reload({ waitUntil: 'load' });
    expect(await chat.toggle.getAttribute('aria-expanded')).toBe('false');
    await chat.openToggle.click();
    await waitUntilOpen(page);
    await chat.userMessages.nth(1).waitFor();

    expect(await storedSessionId(page)).toBe(path.sessionId);
    expect(await chat.userMessages.allTextContents()).toEqual([
      expect.stringContaining(QUESTION),
      expect.stringContaining(FOLLOW_UP),
    ]);
    // Lia's answers come back from the server's history. n8n's memory keeps text only, so the
    // server writes each answer's sources under it as links (docs/protocol.md#suggestions-and-sources).
    const after = await answers();
    expect(after.slice(-2).map((answer, index) => answer.startsWith(before.at(index - 2)!))).toEqual([true, true]);
    expect(after.slice(-2).every((answer) => answer.includes('Para saber mais:'))).toBe(true);
    expect(await page.locator(`.papo-message--bot .papo-message__markdown ${LIA_DOCS_LINK}`).count()).toBeGreaterThan(
      1,
    );
  });

  it('starts a new conversation: a new session id and an empty conversation', async () => {
    const chat = chatOf(page);
    // The header's "Nova conversa" button appears once there is a conversation to leave.
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    await chat.userMessages.first().waitFor({ state: 'detached' });
    const fresh = await storedSessionId(page);
    expect(fresh).toMatch(UUID);
    expect(fresh).not.toBe(path.sessionId);
    // Only the greetings are left.
    expect(await chat.botMessages.allTextContents()).toEqual([
      expect.stringContaining('Olá! 👋'),
      expect.stringContaining('Meu nome é Lia'),
    ]);
    expect(await chat.textbox.isEnabled()).toBe(true);

    // Clearing the storage and reloading starts over as well.
    await page.evaluate((key) => localStorage.removeItem(key), 'papo-chat/sessionId');
    await page.reload({ waitUntil: 'load' });
    await chat.openToggle.click();
    await waitUntilOpen(page);
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, 'papo-chat/sessionId');
    const afterClear = await storedSessionId(page);
    expect(afterClear).toMatch(UUID);
    expect([path.sessionId, fresh]).not.toContain(afterClear);
    expect(await chat.userMessages.count()).toBe(0);
    expect(await chat.botMessages.count()).toBe(2);

    expect(visitor.errors).toEqual([]);
    expect(site.server.problems).toEqual([]);
    await visitor.close();
  });
  it("loads the chat's code only when the browser is idle or a docs button asks for the chat", async () => {
    const context = await site.browser.newContext(DESKTOP);
    // An idle callback that never comes: nothing but the button may start the chat.
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.server.url}/docs/Chat`, { waitUntil: 'load' });
    // The page's own chat; /docs/Chat also has a demo chat of its own.
    const pageChat = page.locator('#papo-chat [data-papo-chat]');

    // The page is loaded and the chat's element is there, but no widget: its code is not in the page's scripts.
    expect(await page.locator('#papo-chat').count()).toBe(1);
    expect(await pageChat.count()).toBe(0);
    expect(await page.evaluate(() => 'atestaChat' in window)).toBe(false);

    await page.getByRole('button', { name: 'Abrir o chat desta página' }).click();
    await waitUntilOpen(page);
    expect(await pageChat.count()).toBe(1);
    expect(await page.locator('#papo-chat .papo-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the chat in step with the site's light/dark switch, live", async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
    const chat = chatOf(page);
    const chatBackground = () =>
      page.locator('#papo-chat .papo-chat').evaluate((element) => getComputedStyle(element).backgroundColor);
    await chat.openToggle.click();
    await waitUntilOpen(page);
    expect(await chat.host.getAttribute('data-scheme')).toBe('light');
    const light = await chatBackground();

    await page.locator('[data-theme-toggle]').first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('[data-papo-chat][data-scheme="dark"]').waitFor({ state: 'attached' });
    // The dark palette's --chat--color-light (#1c2035).
    expect(await chatBackground()).toBe('rgb(28, 32, 53)');

    await page.locator('[data-theme-toggle]').first().click();
    await page.locator('[data-papo-chat][data-scheme="light"]').waitFor({ state: 'attached' });
    expect(await chatBackground()).toBe(light);

    // A page loaded in dark starts its chat dark.
    await page.reload({ waitUntil: 'load' });
    await page.locator('[data-theme-toggle]').first().click();
    await page.reload({ waitUntil: 'load' });
    await page.locator('[data-papo-chat][data-scheme="dark"]').waitFor({ state: 'attached' });
    await context.close();
  });
});
