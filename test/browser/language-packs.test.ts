/**
 * Language packs in Chromium (docs/api.md#languages): a chat fetches the pack of its language
 * only, before its first render, and a right-to-left one mirrors. The requests are counted
 * from the page's resource timing: each pack is one module file (src/core/i18n/packs/).
 * The tests run in order in one page, whose module cache keeps what was fetched.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountChat, openChat, stubWebhook } from './harness';

/** The language packs this page has requested, by language ("de", "zh-CN"…). */
const packRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => /\/src\/core\/i18n\/packs\/([\w-]+)\.ts/.exec(entry.name)?.[1])
    .filter((language) => language !== undefined && language !== 'pt');

describe('language packs, in Chromium', () => {
  it('fetches none for a chat in English', async () => {
    stubWebhook();
    const widget = mountChat({ defaultLanguage: 'en' });
    await openChat(widget);

    expect(widget.textarea()!.placeholder).toBe('Type your question..');
    expect(packRequests()).toEqual([]);
  });

  it("fetches exactly German's for a chat in German, and opens in German from its first render", async () => {
    stubWebhook();
    const widget = mountChat({ defaultLanguage: 'de', i18n: { de: { title: 'Willkommen!' } } });

    // The toggle says it once the pack is here (the loader fetches it as the chat is created).
    await expect.poll(() => widget.toggle().getAttribute('aria-label')).toBe('Chat öffnen');
    await userEvent.click(widget.toggle());
    // Whichever window shows first (drawn by the loader, or the chat's own), it is German.
    const box = () => widget.drawnTextarea() ?? widget.textarea();
    expect(box()?.placeholder).toBe('Geben Sie Ihre Frage ein…');
    await expect.poll(() => widget.textarea()).toBeTruthy();
    expect(widget.textarea()!.placeholder).toBe('Geben Sie Ihre Frage ein…');
    // The integrator's string wins over the pack's.
    expect(widget.root.querySelector('.papo-header__title')!.textContent).toBe('Willkommen!');
    expect(widget.toggle().getAttribute('aria-label')).toBe('Chat schließen');
    expect(packRequests()).toEqual(['de']);
  });

  it('turns right to left for Arabic, with its pack fetched once the chat switches to it', async () => {
    stubWebhook();
    const widget = mountChat({ defaultLanguage: 'en' });
    await openChat(widget);

    widget.instance.setLanguage('ar');

    expect(widget.host.getAttribute('dir')).toBe('rtl');
    await expect.poll(() => widget.textarea()!.placeholder).toBe('اكتب سؤالك…');
    expect(widget.toggle().getAttribute('aria-label')).toBe('إغلاق المحادثة');
    expect(packRequests()).toEqual(['de', 'ar']);
  });

  it("chooses the page's language for 'auto', and fetches its pack", async () => {
    stubWebhook();
    document.documentElement.lang = 'fr-CA';
    try {
      const widget = mountChat({ defaultLanguage: 'auto' });
      // Clicked by its name, the toggle is clicked once it has the French one it keeps.
      await expect.poll(() => widget.toggle().ariaLabel).toBe('Ouvrir le chat');
      await openChat(widget);

      expect(widget.textarea()!.placeholder).toBe('Saisissez votre question…');
      expect(widget.instance.isOpen()).toBe(true);
      expect(packRequests()).toEqual(['de', 'ar', 'fr']);
    } finally {
      document.documentElement.lang = '';
    }
  });
});
