/**
 * `transport: 'ai-sdk'` in the real widget in Chromium, against a route made of the `ai`
 * package itself (test/peers/ai-sdk-peer.mjs, started by ./ai-sdk-peer-server.ts).
 */
import { describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountChat, openChat } from './harness';

const peer = inject('aiSdkPeerUrl');

async function ask(widget: ReturnType<typeof mountChat>, text: string) {
  const textarea = await openChatOnce(widget);
  await userEvent.fill(textarea, text);
  await userEvent.keyboard('{Enter}');
}

async function openChatOnce(widget: ReturnType<typeof mountChat>) {
  return widget.textarea() ?? (await openChat(widget));
}

const lastBot = (widget: ReturnType<typeof mountChat>) => widget.messages('bot').at(-1);

describe("transport: 'ai-sdk', in Chromium", () => {
  it('shows the reply as the route streams it, and sends the conversation with the next message', async () => {
    const widget = mountChat({ transport: 'ai-sdk', webhookUrl: `${peer}/` });
    await ask(widget, 'How is the weather in Lisboa?');
    await expect.poll(() => lastBot(widget)?.textContent ?? '').toContain('(question 1)');
    expect(lastBot(widget)!.textContent).toContain('Let me check the weather.');
    // The reasoning and the tool call: closed steps, named by what happened, that open on a click.
    const steps = [...lastBot(widget)!.querySelectorAll('details')];
    expect(steps.map((step) => step.querySelector('summary')!.textContent)).toEqual([
      expect.stringMatching(/^Pensou por \d+ s$/),
      'Usou weather',
    ]);
    expect(steps.every((step) => !step.open)).toBe(true);
    await userEvent.click(steps[1]!.querySelector('summary')!);
    expect(steps[1]!.open).toBe(true);
    expect(steps[1]!.textContent).toContain('"sky": "sunny"');

    await ask(widget, 'And tomorrow?');
    await expect.poll(() => lastBot(widget)?.textContent ?? '').toContain('You asked "And tomorrow?" (question 2)');
    const answers = widget.messages('bot').filter((message) => message.textContent?.includes('You asked'));
    expect(answers).toHaveLength(2);
  });

  it('keeps the text of a reply the model broke off, with Retry', async () => {
    const widget = mountChat({ transport: 'ai-sdk', webhookUrl: `${peer}/error` });
    await ask(widget, 'Hello?');
    await expect.poll(() => widget.root.querySelector('.papo-message__retry')).toBeTruthy();
    expect(widget.root.textContent).toContain('Half an answer');
  });

  it('stops a reply on Stop: what streamed in stays, marked as stopped, and the box is free', async () => {
    const widget = mountChat({ transport: 'ai-sdk', webhookUrl: `${peer}/hang` });
    await ask(widget, 'Take your time');
    // The first words show while the route is still streaming.
    await expect.poll(() => lastBot(widget)?.textContent ?? '').toContain('Still thinking');
    const button = widget.root.querySelector<HTMLButtonElement>('.papo-input__send')!;
    expect(button.getAttribute('aria-label')).toBe('Parar a resposta');
    await userEvent.click(button);
    await expect.poll(() => lastBot(widget)?.textContent ?? '').toContain('Interrompida');
    expect(widget.textarea()!.disabled).toBe(false);
    expect(widget.root.querySelector('.papo-message__retry')).toBeNull();
  });
});
