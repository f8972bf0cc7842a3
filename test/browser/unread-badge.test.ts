/** The unread badge on the toggle, in Chromium: counted while closed, named, announced, cleared on open. */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountChat, stubWebhook } from './harness';

describe('the unread badge, in Chromium', () => {
  it('counts the replies that arrive while the window is closed, and clears on open', async () => {
    stubWebhook();
    const widget = mountChat();
    const badge = () => widget.toggle().querySelector('.papo-badge');
    const announcer = () => widget.root.querySelector('[data-testid="unread-announcer"]');

    expect(await widget.instance.sendMessage('Oi')).toBe(true);
    await expect.poll(() => badge()?.textContent).toBe('1');
    expect(widget.toggle().getAttribute('aria-label')).toBe('Abrir chat, 1 nova mensagem');
    expect(badge()!.getAttribute('aria-hidden')).toBe('true');
    expect(announcer()!.getAttribute('aria-live')).toBe('polite');
    expect(announcer()!.textContent).toBe('1 nova mensagem');

    await widget.instance.sendMessage('De novo');
    await expect.poll(() => badge()?.textContent).toBe('2');
    expect(widget.toggle().getAttribute('aria-label')).toBe('Abrir chat, 2 novas mensagens');
    expect(announcer()!.textContent).toBe('2 novas mensagens');

    // A language change re-renders the toggle; the count stays, in the new language.
    widget.instance.setLanguage('en');
    expect(widget.toggle().getAttribute('aria-label')).toBe('Open chat, 2 new messages');
    expect(badge()?.textContent).toBe('2');

    await userEvent.click(widget.toggle());
    expect(badge()).toBeNull();
    expect(announcer()!.textContent).toBe('');
    expect(widget.toggle().getAttribute('aria-label')).toBe('Close chat');

    // Replies to a visitor who has the window open are not unread.
    await widget.instance.sendMessage('Aberto');
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Eco: Aberto');
    await userEvent.click(widget.toggle());
    expect(widget.toggle().getAttribute('aria-label')).toBe('Open chat');
    expect(badge()).toBeNull();
  });

  it('shows the real count past nine, as the name says it', async () => {
    stubWebhook();
    const widget = mountChat({ defaultLanguage: 'en' });
    for (let index = 0; index < 12; index++) await widget.instance.sendMessage(`m${index}`);
    await expect.poll(() => widget.toggle().querySelector('.papo-badge')?.textContent).toBe('12');
    expect(widget.toggle().getAttribute('aria-label')).toBe('Open chat, 12 new messages');
  });
});
