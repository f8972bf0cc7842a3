/** Stop in the real widget in Chromium: the send button turns into Stop and back; the box gets the focus. */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json, ndjson, streamResponse } from '../helpers/fake-webhook.mjs';
import { deferred, mountChat, openChat, stubWebhook } from './harness';

describe('Stop, in Chromium', () => {
  it('stops a streaming reply from the keyboard; the text that arrived stays; the box takes the focus', async () => {
    const rest = deferred<void>();
    stubWebhook((call) =>
      call.payload.action === 'loadPreviousSession'
        ? json({ data: [] })
        : streamResponse(
            ndjson(
              { type: 'begin' },
              { type: 'item', content: 'Primeira metade' },
              { type: 'item', content: ' e o resto' },
            ),
            {
              wait: (index) => (index === 2 ? rest.promise : undefined),
            },
          ),
    );
    const widget = mountChat({ enableStreaming: true });
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Conte tudo');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Primeira metade');

    const button = widget.root.querySelector<HTMLButtonElement>('.papo-input__send')!;
    expect(button.getAttribute('aria-label')).toBe('Parar a resposta');
    button.focus();
    await userEvent.keyboard('{Enter}');
    rest.resolve();

    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Interrompida');
    expect(widget.messages('bot').at(-1)!.textContent).not.toContain('e o resto');
    expect(button.getAttribute('aria-label')).toBe('Enviar mensagem');
    // The empty box's send button is disabled: the focus goes to the box, not out of the chat.
    expect(widget.focused()).toBe(widget.textarea());
    expect(widget.textarea()!.disabled).toBe(false);
  });

  it('stops a streaming reply on Escape, keeping the window open; the next Escape closes it', async () => {
    const rest = deferred<void>();
    stubWebhook((call) =>
      call.payload.action === 'loadPreviousSession'
        ? json({ data: [] })
        : streamResponse(
            ndjson({ type: 'begin' }, { type: 'item', content: 'Começo' }, { type: 'item', content: ' e fim' }),
            {
              wait: (index) => (index === 2 ? rest.promise : undefined),
            },
          ),
    );
    const widget = mountChat({ enableStreaming: true });
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Conte');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Começo');

    await userEvent.keyboard('{Escape}');
    rest.resolve();
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Interrompida');
    expect(widget.instance.isOpen()).toBe(true);
    expect(widget.messages('bot').at(-1)!.textContent).not.toContain('e fim');

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => widget.instance.isOpen()).toBe(false);
  });
});
