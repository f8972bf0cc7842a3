/**
 * The widget in n8n's wait-for-reply flow (docs/protocol.md#waiting-for-the-visitor): the
 * workflow's questions and buttons, the message box closed until a choice, what is announced.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en, pt } from '../../src/core/i18n/i18n';
import { Chat } from '../../src/ui/Chat';
import { fakeSocketServer } from '../helpers/fake-socket';
import { json } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

const WEBHOOK = 'http://127.0.0.1:5678/webhook/x/chat';
const question = JSON.stringify({
  type: 'with-buttons',
  text: 'Aprova o documento?',
  buttons: [
    { text: 'Aprovar', link: 'http://127.0.0.1:5678/webhook-waiting/25?approved=true', type: 'primary' },
    { text: 'Recusar', link: 'http://127.0.0.1:5678/webhook-waiting/25?approved=false', type: 'secondary' },
  ],
  blockUserInput: true,
});

async function renderWaitingChat(language: 'en' | 'pt' = 'en', choice = () => new Response('', { status: 200 })) {
  const server = fakeSocketServer();
  const chat = renderChat(<Chat />, {
    options: { webhookUrl: WEBHOOK, defaultLanguage: language, showWelcomeScreen: false },
    handler: (call) =>
      call.url.includes('webhook-waiting') ? choice() : json({ executionStarted: true, executionId: '25' }),
    env: { openSocket: server.openSocket },
  });
  await act(() => chat.store.initialize());
  return { ...chat, server };
}

async function startWorkflow(chat: Awaited<ReturnType<typeof renderWaitingChat>>, strings = en) {
  await userEvent.type(screen.getByRole('textbox', { name: strings.inputPlaceholder }), 'oi{Enter}');
  await waitFor(() => expect(chat.server.sockets).toHaveLength(1));
}

describe('a workflow waiting for the visitor', () => {
  it('shows the typing indicator while n8n works, then the question, and the answer goes out on the socket', async () => {
    const chat = await renderWaitingChat();
    await startWorkflow(chat);
    expect(screen.getByText(en.typing)).toBeTruthy();
    act(() => chat.server.last.receive('Olá! Qual é o seu nome?'));
    expect(screen.queryByText(en.typing)).toBeNull();
    expect(screen.getByText('Olá! Qual é o seu nome?')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toContain('Olá! Qual é o seu nome?'));

    await userEvent.type(screen.getByRole('textbox', { name: en.inputPlaceholder }), 'Ana{Enter}');
    expect(chat.server.last.sent.at(-1)).toContain('"chatInput":"Ana"');
    expect(chat.calls.filter((call) => call.payload.action === 'sendMessage')).toHaveLength(1);
  });

  it('shows the buttons, closes the box until one is chosen, and announces the options', async () => {
    const chat = await renderWaitingChat('pt');
    await startWorkflow(chat, pt);
    act(() => chat.server.last.receive(question));

    const group = screen.getByRole('group', { name: pt.choose });
    const [approve, refuse] = [
      screen.getByRole('button', { name: 'Aprovar' }),
      screen.getByRole('button', { name: 'Recusar' }),
    ];
    expect(group.contains(approve) && group.contains(refuse)).toBe(true);
    const box = screen.getByRole('textbox', { name: pt.inputPlaceholder }) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    expect(box.placeholder).toBe(pt.choose);
    // The box lost the focus it had: the first button takes it.
    expect(document.activeElement).toBe(approve);
    await waitFor(() =>
      expect(screen.getByTestId('live-region').textContent).toBe(
        `${pt.messageFromBot}: Aprova o documento? ${pt.choose}: Aprovar, Recusar.`,
      ),
    );

    await userEvent.click(refuse);
    await waitFor(() => expect(refuse.getAttribute('aria-current')).toBe('true'));
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(chat.calls.at(-1)!.url).toBe('http://127.0.0.1:5678/webhook-waiting/25?approved=false');
    expect(box.disabled).toBe(false);
    expect(document.activeElement).toBe(box);
    // A second press does nothing: one choice per message.
    await userEvent.click(approve);
    expect(chat.calls.filter((call) => call.url.includes('webhook-waiting'))).toHaveLength(1);
  });

  it('says so when a choice could not be sent, and lets the visitor press again', async () => {
    let status = 502;
    const chat = await renderWaitingChat('en', () => new Response('', { status }));
    await startWorkflow(chat);
    act(() => chat.server.last.receive(question));
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(screen.getByText(en.chooseFailed)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Aprovar' }).getAttribute('aria-disabled')).toBeNull();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(screen.queryByText(en.chooseFailed)).toBeNull());
  });
});
