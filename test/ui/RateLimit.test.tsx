/** The error bubble of a 429/503 with Retry-After: a countdown, Retry disabled until the time, the text kept. */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/core/i18n/i18n';
import { Chat } from '../../src/ui/Chat';
import { fakeClock } from '../helpers/fake-clock';
import { json } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

function rateLimitedChat(retryAfter: string, status = 429) {
  const clock = fakeClock();
  let attempt = 0;
  const chat = renderChat(<Chat />, {
    env: clock.env,
    handler: (call) =>
      ++attempt === 1
        ? new Response('{}', { status, headers: { 'Retry-After': retryAfter } })
        : json({ output: `eco: ${String(call.payload.chatInput)}` }),
  });
  const errorText = () => chat.container.querySelector('.papo-message__error-text')?.textContent;
  const retry = () => screen.getByRole<HTMLButtonElement>('button', { name: en.retry });
  return { ...chat, clock, errorText, retry };
}

describe('a rate-limited send', () => {
  it('counts down in the bubble with Retry disabled, then enables Retry, which re-sends the same text', async () => {
    const { store, clock, errorText, retry, calls } = rateLimitedChat('3');
    await act(() => store.sendMessage('minha pergunta'));

    expect(errorText()).toBe('Too many messages. Try again in 3 s.');
    expect(retry().disabled).toBe(true);
    act(() => clock.advance(1000));
    expect(errorText()).toBe('Too many messages. Try again in 2 s.');
    expect(retry().disabled).toBe(true);
    act(() => clock.advance(2000));
    expect(errorText()).toBe(en.errorRateLimited);
    expect(retry().disabled).toBe(false);

    fireEvent.click(retry());
    await screen.findByText('eco: minha pergunta');
    expect(calls.filter((call) => call.payload.action === 'sendMessage').map((call) => call.payload.chatInput)).toEqual(
      ['minha pergunta', 'minha pergunta'],
    );
  });

  it('keeps a new draft in the box while sending is refused', async () => {
    const { store, clock, calls, errorText } = rateLimitedChat('5', 503);
    await act(() => store.sendMessage('primeira'));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox');
    const send = screen.getByRole<HTMLButtonElement>('button', { name: en.sendMessage });

    fireEvent.change(box, { target: { value: 'segunda' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('segunda');
    expect(send.disabled).toBe(true);
    expect(errorText()).toBe('The chat service is busy. Try again in 5 s.');

    act(() => clock.advance(5000));
    expect(send.disabled).toBe(false);
    expect(calls.filter((call) => call.payload.action === 'sendMessage')).toHaveLength(1);
  });
});
