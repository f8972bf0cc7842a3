/** Copy, 👍/👎 and the time under messages, in happy-dom (the clipboard and Escape are tested in Chromium). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatEvents } from '../../src/core/store/events';
import { en } from '../../src/core/i18n/i18n';
import type { ChatOptions } from '../../src/core/options/options';
import { Chat } from '../../src/ui/Chat';
import { json, storedHistory, type WebhookCall } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

async function chatAfterOneReply(options: ChatOptions = {}) {
  const chat = renderChat(<Chat />, {
    options: { showWelcomeScreen: false, ...options },
    handler: (call: WebhookCall) =>
      call.payload.action === 'loadPreviousSession'
        ? json(storedHistory([{ sender: 'bot', text: 'Lembrado' }]))
        : json({ output: 'Resposta **boa**' }),
  });
  const events: ChatEvents['feedback'][] = [];
  chat.store.on('feedback', (payload) => events.push(payload));
  await act(() => chat.store.initialize());
  await userEvent.type(screen.getByRole('textbox', { name: en.inputPlaceholder }), 'Pergunta{Enter}');
  await screen.findByText('boa');
  const bubbles = () => [...chat.container.querySelectorAll<HTMLElement>('.papo-message')];
  return { ...chat, events, reply: () => bubbles().at(-1)!, bubbles };
}

describe('message actions', () => {
  it('a finished reply has Copy; the greeting and the visitor’s messages have none; no 👍/👎 by default', async () => {
    const chat = await chatAfterOneReply();
    expect(within(chat.reply()).getByRole('button', { name: en.copy })).toBeTruthy();
    const others = chat.bubbles().slice(0, -1);
    for (const bubble of others) expect(within(bubble).queryByRole('button', { name: en.copy })).toBeNull();
    expect(screen.queryByRole('button', { name: en.goodReply })).toBeNull();
  });

  it('👍/👎 are toggle buttons; one rating at a time; 👎 opens a comment that is sent with it', async () => {
    const chat = await chatAfterOneReply({ feedback: true });
    const reply = within(chat.reply());
    const up = reply.getByRole('button', { name: en.goodReply });
    const down = reply.getByRole('button', { name: en.badReply });
    expect(up.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(up);
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(reply.queryByRole('textbox')).toBeNull();
    await userEvent.click(down);
    expect(up.getAttribute('aria-pressed')).toBe('false');
    expect(down.getAttribute('aria-pressed')).toBe('true');

    const comment = reply.getByRole('textbox', { name: en.feedbackComment });
    expect(document.activeElement).toBe(comment);
    await userEvent.type(comment, 'Faltou o exemplo');
    await userEvent.click(reply.getByRole('button', { name: en.feedbackSend }));
    expect(reply.getByText(en.feedbackThanks)).toBeTruthy();
    expect(reply.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(down);
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toBe(en.feedbackThanks));
    const messageId = chat.store.getSnapshot().messages.at(-1)!.id;
    expect(chat.events).toEqual([
      { messageId, rating: 'up' },
      { messageId, rating: 'down' },
      { messageId, rating: 'down', comment: 'Faltou o exemplo' },
    ]);
  });

  it('Skip closes the comment, keeps 👎 and gives the focus back to it', async () => {
    const chat = await chatAfterOneReply({ feedback: true });
    const reply = within(chat.reply());
    const down = reply.getByRole('button', { name: en.badReply });
    await userEvent.click(down);
    await userEvent.click(reply.getByRole('button', { name: en.feedbackSkip }));
    expect(reply.queryByRole('textbox')).toBeNull();
    expect(down.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(down);
    expect(chat.events).toHaveLength(1);
  });

  it('restored replies can be rated too, but have no time; a new one shows its time as <time datetime>', async () => {
    const chat = await chatAfterOneReply({ feedback: true, loadPreviousSession: true, initialMessages: [] });
    const [restored] = chat.bubbles();
    expect(restored!.textContent).toContain('Lembrado');
    expect(within(restored!).getByRole('button', { name: en.goodReply })).toBeTruthy();
    expect(restored!.querySelector('time')).toBeNull();
    const time = chat.reply().querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(chat.store.getSnapshot().messages.at(-1)!.createdAt);
    expect(time.textContent).toMatch(/\d/);
  });

  it('an error entry has no actions', async () => {
    const chat = renderChat(<Chat />, {
      options: { showWelcomeScreen: false, feedback: true },
      handler: () => json({ message: 'Error in workflow' }, 500),
    });
    await act(() => chat.store.initialize());
    await userEvent.type(screen.getByRole('textbox', { name: en.inputPlaceholder }), 'Pergunta{Enter}');
    await screen.findByRole('button', { name: en.retry });
    expect(screen.queryByRole('button', { name: en.copy })).toBeNull();
    expect(screen.queryByRole('button', { name: en.badReply })).toBeNull();
  });
});
