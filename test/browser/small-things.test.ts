/**
 * Issue 14's small things in Chromium: the focus after "New conversation", the header's
 * height, and the runtime setters.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { focusReaches, mountChat, openChat, stubWebhook } from './harness';

describe('New conversation, in Chromium', () => {
  it('gives the focus to the message box, where Escape still closes the window', async () => {
    stubWebhook();
    const widget = mountChat();
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Eco: Oi');

    widget.root.querySelector<HTMLButtonElement>('.papo-header__action')!.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.messages('user').length).toBe(0);
    await focusReaches(widget, widget.textarea);

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => widget.instance.isOpen()).toBe(false);
  });

  it('keeps the header as tall when its button appears beside a one-line title', async () => {
    stubWebhook();
    const widget = mountChat({ showWindowCloseButton: false, i18n: { pt: { subtitle: '' } } });
    const textarea = await openChat(widget);
    const header = () => widget.root.querySelector<HTMLElement>('.papo-header')!;
    // offsetHeight: the window scales in as it opens, which getBoundingClientRect would include.
    const before = header().offsetHeight;
    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.root.querySelector('.papo-header__action')).toBeTruthy();
    expect(header().offsetHeight).toBe(before);
  });
});

describe('setLanguage and setMetadata, in Chromium', () => {
  it('switches every string, the toggle too; the greeting follows while the conversation is empty', async () => {
    stubWebhook();
    const widget = mountChat();
    expect(widget.toggle().getAttribute('aria-label')).toBe('Abrir chat');
    widget.instance.setLanguage('en');
    expect(widget.toggle().getAttribute('aria-label')).toBe('Open chat');
    await openChat(widget);
    expect(widget.root.querySelector('.papo-input__textarea')!.getAttribute('aria-label')).toBe('Type your question..');
    widget.instance.setLanguage('pt');
    await expect
      .poll(() => widget.root.querySelector('.papo-input__textarea')!.getAttribute('aria-label'))
      .toBe('Escreva sua pergunta…');
    expect(
      widget
        .messages('bot')
        .map((message) => message.textContent)
        .join(' '),
    ).toContain('Olá');
    expect(widget.toggle().getAttribute('aria-label')).toBe('Fechar chat');
  });

  it('refuses an unknown language, naming it, and keeps the current one', () => {
    stubWebhook();
    const widget = mountChat();
    expect(() => widget.instance.setLanguage('tlh')).toThrow(
      /^"defaultLanguage" must be "auto" or one of the languages/,
    );
    expect(widget.toggle().getAttribute('aria-label')).toBe('Abrir chat');
  });

  it('sends the new metadata with later requests, and refuses a bad one', async () => {
    const webhook = stubWebhook();
    const widget = mountChat({ metadata: { plan: 'free' } });
    const textarea = await openChat(widget);
    widget.instance.setMetadata({ plan: 'pro' });
    expect(() => widget.instance.setMetadata([] as never)).toThrow(/"metadata" must be an object/);
    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => webhook.calls.filter((call) => call.payload.action === 'sendMessage').length).toBe(1);
    expect(webhook.calls.at(-1)!.payload.metadata).toEqual({ plan: 'pro', clientMessageId: expect.any(String) });
  });
});
