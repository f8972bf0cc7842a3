/**
 * n8n's wait-for-reply flow in the real widget in Chromium (docs/protocol.md#waiting-for-the-visitor):
 * the browser's WebSocket is replaced by one the test drives; keyboard and focus are real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MAX_RECONNECTS, RECONNECT_MAX_DELAY_MS } from '../../src/core/execution/reconnect';
import { json } from '../helpers/fake-webhook.mjs';
import { focusReaches, mountChat, openChat, stubWebhook, WEBHOOK_URL } from './harness';

/** Stands in for the browser's WebSocket: open at once, records what the chat sends. */
class TestSocket {
  static opened: TestSocket[] = [];
  readyState = 1;
  sent: string[] = [];
  closed = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    TestSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  receive(data: string) {
    this.onmessage?.({ data });
  }
}

const choiceUrl = (choice: string) => `${WEBHOOK_URL}-waiting/25?choice=${choice}`;
const QUESTION = JSON.stringify({
  type: 'with-buttons',
  text: 'Aprova o documento?',
  buttons: [
    { text: 'Aprovar', link: choiceUrl('sim'), type: 'primary' },
    { text: 'Recusar', link: choiceUrl('nao'), type: 'secondary' },
    { text: 'Em outro site', link: 'https://evil.example/x', type: 'primary' },
  ],
  blockUserInput: true,
});

beforeEach(() => {
  TestSocket.opened = [];
  vi.stubGlobal('WebSocket', TestSocket);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function startWorkflow() {
  const webhook = stubWebhook((call) => {
    if (call.url.includes('-waiting/')) return new Response('{"message":"Workflow was started"}');
    if (call.payload.action === 'loadPreviousSession') return json({ data: [] });
    return json({ executionStarted: true, executionId: '25' });
  });
  const widget = mountChat();
  const textarea = await openChat(widget);
  await userEvent.fill(textarea, 'oi');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => TestSocket.opened.length).toBe(1);
  return { widget, webhook, socket: TestSocket.opened[0]! };
}

describe('a workflow that waits for the visitor, in Chromium', () => {
  it('opens the socket at the webhook’s origin, shows typing, then the question, and answers on the socket', async () => {
    const { widget, socket, webhook } = await startWorkflow();
    const sessionId = localStorage.getItem('papo-chat/sessionId');
    expect(socket.url).toBe(`wss://hooks.papo.example/chat?sessionId=${sessionId}&executionId=25&isPublic=true`);
    await expect.element(widget.typing()!).toBeVisible();

    socket.receive('n8n|heartbeat');
    expect(socket.sent).toEqual(['n8n|heartbeat-ack']);
    socket.receive('Olá! Qual é o seu nome?');
    await expect.poll(() => widget.typing()).toBeNull();
    expect(widget.messages('bot').at(-1)!.textContent).toContain('Olá! Qual é o seu nome?');

    await userEvent.fill(widget.textarea()!, 'Ana');
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => socket.sent.at(-1))
      .toBe(`{"sessionId":"${sessionId}","action":"sendMessage","chatInput":"Ana","files":[]}`);
    expect(webhook.calls.filter((call) => call.payload.action === 'sendMessage')).toHaveLength(1);
  });

  it('buttons: the question takes the focus, the keyboard chooses, the focus stays in the chat', async () => {
    const { widget, socket, webhook } = await startWorkflow();
    socket.receive(QUESTION);
    socket.receive('n8n|continue');

    const group = await vi.waitFor(() => {
      const found = widget.root.querySelector<HTMLElement>('[role="group"]');
      if (!found) throw new Error('no buttons yet');
      return found;
    });
    expect(group.getAttribute('aria-label')).toBe('Escolha uma opção');
    // Only the links on the webhook's origin became buttons.
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Aprovar', 'Recusar']);
    expect(widget.textarea()!.disabled).toBe(true);
    expect(widget.textarea()!.placeholder).toBe('Escolha uma opção');
    expect(widget.focused()).toBe(buttons[0]);
    // The buttons stay inside the bubble: nothing overflows the window.
    const window = widget.chatWindow()!;
    expect(window.scrollWidth).toBe(window.clientWidth);

    await userEvent.keyboard('{Tab}');
    expect(widget.focused()).toBe(buttons[1]);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => buttons[1]!.getAttribute('aria-current')).toBe('true');
    expect(webhook.calls.at(-1)!.url).toBe(choiceUrl('nao'));
    expect(buttons[0]!.getAttribute('aria-disabled')).toBe('true');
    // The box opens again and takes the focus back; Escape still closes the window.
    await focusReaches(widget, widget.textarea);
    expect(widget.textarea()!.disabled).toBe(false);
    await userEvent.keyboard('{Escape}');
    await focusReaches(widget, widget.toggle);
  });

  it('a socket that keeps dropping ends the wait with Retry once the reconnects are spent, the visitor’s text kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { widget } = await startWorkflow();
    for (let drop = 0; drop < MAX_RECONNECTS; drop += 1) {
      TestSocket.opened[drop]!.onclose?.({ code: 1006 });
      vi.advanceTimersByTime(RECONNECT_MAX_DELAY_MS);
      await expect.poll(() => TestSocket.opened.length).toBe(drop + 2);
    }
    TestSocket.opened.at(-1)!.onclose?.({ code: 1006 });
    vi.useRealTimers();
    const retry = await vi.waitFor(() => {
      const button = widget.root.querySelector<HTMLButtonElement>('.papo-message__retry');
      if (!button) throw new Error('no Retry yet');
      return button;
    });
    expect(retry.disabled).toBe(false);
    expect(widget.messages('user').at(-1)!.textContent).toContain('oi');
    expect(widget.typing()).toBeNull();
  });
});
