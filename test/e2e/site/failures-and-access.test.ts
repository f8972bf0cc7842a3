// @vitest-environment node
/**
 * The site's chat when the webhook fails (the reference server's fault switch), by
 * keyboard alone, and on a phone: each test in a fresh browser context over the built site
 * (`npm run build` first) served by the reference webhook server.
 */
import { describe, expect, it } from 'vitest';
import {
  chatOf,
  focusedPart,
  LIA_DOCS_LINK,
  openPage,
  PHONE,
  useSite,
  waitForReplyDone,
  waitUntilOpen,
} from './helpers';

const QUESTION = 'Como autentico na API?';

const site = useSite();

describe('the docs site chat when things go wrong, by keyboard, on a phone', () => {
  it('shows a 500 from the webhook as an error entry, and Retry gets the answer', async () => {
    const { page, errors, close } = await openPage(site.browser, `${site.server.url}/docs/intro`);
    const chat = chatOf(page);
    await chat.openToggle.click();
    await waitUntilOpen(page);

    await site.server.armFault('500', { action: 'sendMessage' });
    await chat.textbox.fill(QUESTION);
    await chat.textbox.press('Enter');

    const entry = chat.errorEntries.first();
    await entry.waitFor();
    expect(await entry.locator('.papo-message__error-text').textContent()).toBe(
      'Algo deu errado do nosso lado (erro 500). Tente novamente.',
    );
    expect(await site.server.armedFault()).toBeNull();
    // Not stuck waiting: the question is kept, the box is free again, no answer bubble.
    await chat.typing.waitFor({ state: 'detached' });
    expect(await chat.userMessages.allTextContents()).toEqual([expect.stringContaining(QUESTION)]);
    expect(await chat.botMessages.count()).toBe(2); // the greetings only
    expect(await chat.textbox.isEnabled()).toBe(true);

    await entry.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.locator(`.papo-message--bot ${LIA_DOCS_LINK}`).first().waitFor();
    await waitForReplyDone(page);
    expect(await chat.errorEntries.count()).toBe(0);
    // The same question re-sent, not a copy of it.
    expect(await chat.userMessages.count()).toBe(1);
    expect(await chat.botMessages.last().textContent()).toContain('Encontrei isto na documentação');

    // The browser logs the failed request itself; nothing else went wrong.
    expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    expect(errors.filter((error) => /status of 500/.test(error))).toHaveLength(1);
    await close();
  });

  it('closes with Escape and gives the focus back to the toggle', async () => {
    const { page, errors, close } = await openPage(site.browser, `${site.server.url}/docs/intro`);
    const chat = chatOf(page);
    await chat.openToggle.click();
    await waitUntilOpen(page);
    await page.waitForFunction(() => {
      const root = document.querySelector('[data-papo-chat]')?.shadowRoot;
      return root?.activeElement?.tagName === 'TEXTAREA';
    });

    await page.keyboard.press('Escape');

    await page.locator('.papo-window[data-open="false"]').waitFor({ state: 'attached' });
    expect(await chat.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await chat.toggle.getAttribute('aria-label')).toBe('Abrir chat');
    expect(await chat.window.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
    expect(await focusedPart(page)).toBe('toggle');
    expect(errors).toEqual([]);
    await close();
  });

  it('works by keyboard alone: Tab to the toggle, Enter, type, Enter, Escape', async () => {
    const { page, context, errors, close } = await openPage(site.browser, `${site.server.url}/`);
    await page.evaluate(() => {
      const counted = window as unknown as { __pointerEvents: number };
      counted.__pointerEvents = 0;
      const count = (event: Event) => {
        // A click from the keyboard (Enter on a button) has detail 0; a pointer's has 1 or more.
        if (event.isTrusted && (event.type !== 'click' || (event as MouseEvent).detail > 0)) {
          counted.__pointerEvents += 1;
        }
      };
      for (const type of ['pointerdown', 'mousedown', 'touchstart', 'click'])
        window.addEventListener(type, count, true);
    });
    const chat = chatOf(page);

    let tabs = 0;
    while ((await focusedPart(page)) !== 'toggle') {
      tabs += 1;
      if (tabs > 150) throw new Error('The chat toggle was not reached with Tab in 150 presses.');
      await page.keyboard.press('Tab');
    }
    expect(await chat.toggle.evaluate((button) => button.matches(':focus-visible'))).toBe(true);

    await page.keyboard.press('Enter');
    await waitUntilOpen(page);
    await page.waitForFunction(() => {
      const root = document.querySelector('[data-papo-chat]')?.shadowRoot;
      return root?.activeElement?.tagName === 'TEXTAREA';
    });
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Enter');
    await page.locator(`.papo-message--bot ${LIA_DOCS_LINK}`).first().waitFor();
    await waitForReplyDone(page);
    expect(await chat.userMessages.allTextContents()).toEqual([expect.stringContaining(QUESTION)]);
    expect(await focusedPart(page)).toBe('textbox');

    await page.keyboard.press('Escape');
    await page.locator('.papo-window[data-open="false"]').waitFor({ state: 'attached' });
    expect(await focusedPart(page)).toBe('toggle');
    expect(await chat.toggle.evaluate((button) => button.matches(':focus-visible'))).toBe(true);

    // No pointer was used (keyboard "clicks" have detail 0).
    expect(await page.evaluate(() => (window as unknown as { __pointerEvents: number }).__pointerEvents)).toBe(0);
    expect(errors).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    await close();
  });

  it('fills a 390×844 phone screen with the open window, and chats there', async () => {
    const { page, errors, close } = await openPage(site.browser, `${site.server.url}/docs/intro`, PHONE);
    const chat = chatOf(page);

    await chat.openToggle.tap();
    await waitUntilOpen(page);
    await chat.textbox.fill(QUESTION);
    await chat.textbox.press('Enter');
    await page.locator(`.papo-message--bot ${LIA_DOCS_LINK}`).first().waitFor();
    await waitForReplyDone(page);

    expect(await chat.window.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // The page behind does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(errors).toEqual([]);
    await close();
  });
});
