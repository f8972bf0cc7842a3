/**
 * A webhook that answers 429 with Retry-After: the visitor is told when to try again, Retry
 * stays disabled until then and, once enabled, re-sends the same text. Real time here: the
 * test waits for the button's state, never for a fixed time.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json } from '../helpers/fake-webhook.mjs';
import { mountChat, openChat, stubWebhook } from './harness';

describe('a rate-limited webhook', () => {
  it(
    'disables Retry until Retry-After has passed, then the resend succeeds with the same text',
    { timeout: 30_000 },
    async () => {
      let sends = 0;
      const webhook = stubWebhook((call) => {
        if (call.payload.action === 'loadPreviousSession') return json({ data: [] });
        sends += 1;
        if (sends === 1) return new Response('{}', { status: 429, headers: { 'Retry-After': '2' } });
        return json({ output: `Eco: ${String(call.payload.chatInput)}` });
      });
      const widget = mountChat();
      await widget.instance.ready();
      const box = await openChat(widget);

      await userEvent.fill(box, 'Quanto custa a API?');
      await userEvent.keyboard('{Enter}');

      const errorText = () => widget.root.querySelector('.papo-message__error-text')?.textContent;
      const retry = () => widget.root.querySelector<HTMLButtonElement>('.papo-message__retry');
      await expect.poll(errorText).toMatch(/^Muitas mensagens\. Tente de novo em [12] s\.$/);
      expect(retry()!.disabled).toBe(true);
      expect(
        widget.messages('user').map((message) => message.querySelector('.papo-message__plain')?.textContent),
      ).toEqual(['Quanto custa a API?']);

      await expect.poll(() => retry()?.disabled, { timeout: 10_000 }).toBe(false);
      expect(errorText()).toBe('Muitas mensagens de uma vez. Tente novamente.');
      await userEvent.click(retry()!);

      await expect.poll(() => widget.messages('bot').at(-1)?.textContent).toContain('Eco: Quanto custa a API?');
      expect(retry()).toBeNull();
      const sent = webhook.calls.filter((call) => call.payload.action === 'sendMessage');
      expect(sent.map((call) => call.payload.chatInput)).toEqual(['Quanto custa a API?', 'Quanto custa a API?']);
    },
  );
});
