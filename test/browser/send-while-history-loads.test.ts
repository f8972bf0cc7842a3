/**
 * A message sent while the previous session loads (Chromium): it shows at once, pending,
 * and goes out once the history is in, after it, in that session.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json, storedHistory } from '../helpers/fake-webhook.mjs';
import { deferred, mountChat, openChat, stubWebhook } from './harness';

describe('sending while the history loads, in Chromium', () => {
  it('holds the message as pending, then sends it in the restored session', async () => {
    const history = deferred<void>();
    const webhook = stubWebhook(async (call) => {
      if (call.payload.action !== 'loadPreviousSession')
        return json({ output: `Eco: ${String(call.payload.chatInput)}` });
      await history.promise;
      return json(storedHistory([{ sender: 'bot', text: 'Da última vez' }]));
    });
    const widget = mountChat();
    const textarea = await openChat(widget);
    await expect.poll(() => webhook.calls.length).toBe(1);

    await userEvent.fill(textarea, 'Já estou aqui');
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => widget.messages('user').map((message) => message.textContent))
      .toEqual([expect.stringContaining('Já estou aqui')]);
    expect(widget.messages('user')[0]!.classList.contains('papo-message--pending')).toBe(true);
    expect(widget.textarea()!.value).toBe('');
    expect(webhook.calls.map((call) => call.payload.action)).toEqual(['loadPreviousSession']);

    history.resolve();
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Eco: Já estou aqui');
    const send = webhook.calls.at(-1)!.payload;
    // The session the history belongs to, not a new one.
    expect(send).toMatchObject({
      action: 'sendMessage',
      sessionId: webhook.calls[0]!.payload.sessionId,
      chatInput: 'Já estou aqui',
    });
    const texts = [...widget.root.querySelectorAll('.papo-message')].map((message) => message.textContent ?? '');
    expect(texts.findIndex((text) => text.includes('Da última vez'))).toBeLessThan(
      texts.findIndex((text) => text.includes('Já estou aqui')),
    );
    expect(widget.messages('user')[0]!.classList.contains('papo-message--pending')).toBe(false);
  });
});
