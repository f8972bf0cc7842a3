/**
 * A webhook that answers 429 with Retry-After: the visitor is told when to try again, Retry
 * stays disabled until then and, once enabled, re-sends the same text. The page's clock is
 * the test's: a busy machine that stalls the page for seconds cannot end the wait before the
 * test has seen it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json } from '../helpers/fake-webhook.mjs';
import { mountChat, openChat, stubWebhook } from './harness';

/** The longest wait the chat honours; the test moves the page's clock past it. */
const RETRY_AFTER_S = 60;

afterEach(() => {
  vi.useRealTimers();
});

describe('a rate-limited webhook', () => {
  it(
    'disables Retry until Retry-After has passed, then the resend succeeds with the same text',
    { timeout: 30_000 },
    async () => {
      let sends = 0;
      const webhook = stubWebhook((call) => {
        if (call.payload.action === 'loadPreviousSession') return json({ data: [] });
        sends += 1;
        if (sends === 1) return new Response('{}', { status: 429, headers: { 'Retry-After': String(RETRY_AFTER_S) } });
        return json({ output: `Eco: ${String(call.payload.chatInput)}` });
      });
      const widget = mountChat();
      await widget.instance.ready();
      const box = await openChat(widget);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

      await userEvent.fill(box, 'Quanto custa a API?');
      await userEvent.keyboard('{Enter}');

      const errorText = () => widget.root.querySelector('.papo-message__error-text')?.textContent;
      const retry = () => widget.root.querySelector<HTMLButtonElement>('.papo-message__retry');
      await expect.poll(errorText).toMatch(/^Muitas mensagens\. Tente de novo em \d+ s\.$/);
      const secondsShown = () => Number(/em (\d+) s/.exec(errorText() ?? '')?.[1]);
      expect(secondsShown()).toBeGreaterThan(RETRY_AFTER_S / 2);
      expect(retry()!.disabled).toBe(true);
      // A second later on the page's clock, the countdown has gone down.
      const before = secondsShown();
      vi.advanceTimersByTime(1000);
      await expect.poll(secondsShown).toBeLessThan(before);
      expect(retry()!.disabled).toBe(true);
      expect(
        widget.messages('user').map((message) => message.querySelector('.papo-message__plain')?.textContent),
      ).toEqual(['Quanto custa a API?']);

      vi.advanceTimersByTime(RETRY_AFTER_S * 1000);
      vi.useRealTimers();
      await expect.poll(() => retry()?.disabled).toBe(false);
      expect(errorText()).toBe('Muitas mensagens de uma vez. Tente novamente.');
      await userEvent.click(retry()!);

      await expect.poll(() => widget.messages('bot').at(-1)?.textContent).toContain('Eco: Quanto custa a API?');
      expect(retry()).toBeNull();
      const sent = webhook.calls.filter((call) => call.payload.action === 'sendMessage');
      expect(sent.map((call) => call.payload.chatInput)).toEqual(['Quanto custa a API?', 'Quanto custa a API?']);
    },
  );
});
