import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json } from '../helpers/fake-webhook.mjs';
import { deferred, mountChat, openChat, recordAnnouncements, stubWebhook } from './harness';

const REPLY = 'Use o endpoint **/auth**. Veja [a documentação](https://docs.atesta.example/api/autenticacao).';

describe('a conversation in the browser', () => {
  it('sends on Enter, shows typing dots, renders the markdown reply and announces it once', async () => {
    const reply = deferred<Response>();
    const webhook = stubWebhook((call) =>
      call.payload.action === 'loadPreviousSession' ? json({ data: [] }) : reply.promise,
    );
    const widget = mountChat();
    const textarea = await openChat(widget);
    const announcements = recordAnnouncements(widget.liveRegion()!);

    await userEvent.fill(textarea, 'Como autentico?');
    await userEvent.keyboard('{Enter}');

    const [userBubble] = widget.messages('user');
    expect(userBubble?.querySelector('.papo-message__plain')?.textContent).toBe('Como autentico?');
    expect(widget.textarea()!.value).toBe('');
    await expect.element(widget.typing()!).toBeVisible();
    expect(widget.typing()!.querySelectorAll('.papo-typing__dot')).toHaveLength(3);
    const sent = webhook.calls.at(-1)!;
    expect(sent.payload).toMatchObject({
      action: 'sendMessage',
      chatInput: 'Como autentico?',
      sessionId: localStorage.getItem('papo-chat/sessionId'),
    });

    reply.resolve(json({ output: REPLY }));

    await expect.poll(() => widget.typing()).toBeNull();
    const botBubble = widget.messages('bot').at(-1)!;
    // Drawn plain until markdown's file, fetched as the visitor typed, has arrived: on a busy
    // machine the reply may come first.
    await expect.poll(() => botBubble.querySelector('strong')?.textContent).toBe('/auth');
    const link = botBubble.querySelector('a')!;
    expect(link.textContent).toBe('a documentação');
    expect(link.getAttribute('href')).toBe('https://docs.atesta.example/api/autenticacao');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Markdown, not raw text.
    expect(botBubble.textContent).not.toContain('**');

    // Later renders (typing the next message) announce nothing new.
    await userEvent.fill(widget.textarea()!, 'Obrigado');
    await expect.poll(() => widget.liveRegion()!.textContent).toMatch(/^A assistente disse: Use o endpoint/);
    announcements.stop();
    expect(announcements.heard).toHaveLength(1);
    expect(announcements.heard[0]).toMatch(/^A assistente disse: Use o endpoint .*documentação/);
    expect(widget.liveRegion()!.getAttribute('aria-live')).toBe('polite');
  });

  it('keeps the newest message in view as the conversation grows', async () => {
    stubWebhook((call) =>
      call.payload.action === 'loadPreviousSession'
        ? json({ data: [] })
        : json({ output: `Resposta longa\n\n${'linha\n\n'.repeat(12)}fim` }),
    );
    const widget = mountChat();
    await openChat(widget);

    for (const text of ['um', 'dois', 'três']) {
      await userEvent.fill(widget.textarea()!, text);
      await userEvent.keyboard('{Enter}');
      await expect.poll(() => widget.typing()).toBeNull();
    }

    const list = widget.root.querySelector<HTMLElement>('.papo-messages')!;
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect.poll(() => list.scrollHeight - list.scrollTop - list.clientHeight).toBeLessThan(2);
  });
});
