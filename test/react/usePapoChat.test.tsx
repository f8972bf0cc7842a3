import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeEnv, MemoryStorage } from '../helpers/fake-env';
import { fakeWebhook, json, type WebhookCall } from '../helpers/fake-webhook.mjs';
import { HeadlessChat } from '../helpers/headless-chat';

const WAIT = { timeout: 10_000 };

function setup(handler: (call: WebhookCall) => Response | Promise<Response>, storage = new MemoryStorage()) {
  const webhook = fakeWebhook(handler);
  const { env } = fakeEnv({ fetch: webhook.fetch, storage });
  return { webhook, env, storage };
}

const history = (call: WebhookCall) =>
  call.payload.action === 'loadPreviousSession'
    ? json({
        data: [
          { id: ['langchain_core', 'messages', 'HumanMessage'], kwargs: { content: 'oi' } },
          { id: ['langchain_core', 'messages', 'AIMessage'], kwargs: { content: 'Olá de novo!' } },
        ],
      })
    : json({ output: `eco: ${String(call.payload.chatInput)}` });

const lines = () =>
  within(screen.getByRole('list', { name: 'Conversa' }))
    .queryAllByRole('listitem')
    .map((item) => `${item.dataset.sender}: ${item.textContent}`);

describe('usePapoChat: the conversation without Papo’s UI', () => {
  it('restores the previous session on mount and sends with the same rules as the widget', async () => {
    const storage = new MemoryStorage();
    storage.setItem('papo-chat:session', '11111111-1111-4111-8111-111111111111');
    const { env } = setup(history, storage);
    render(
      <HeadlessChat
        options={{ webhookUrl: 'https://hooks.example/chat', storageKey: 'papo-chat:session' }}
        env={env}
      />,
    );

    await screen.findByText('Olá de novo!', undefined, WAIT);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' }).disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('Mensagem'), 'tudo bem?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await screen.findByText('eco: tudo bem?', undefined, WAIT);
    expect(lines()).toEqual(['user: oi', 'bot: Olá de novo!', 'user: tudo bem?', 'bot: eco: tudo bem?']);
  });

  it('shows a failure with Retry, and Retry sends the same text again', async () => {
    let attempts = 0;
    const { env } = setup((call) =>
      call.payload.action === 'sendMessage' && ++attempts === 1 ? json({}, 500) : json({ output: 'agora foi' }),
    );
    render(
      <HeadlessChat options={{ webhookUrl: 'https://hooks.example/chat', loadPreviousSession: false }} env={env} />,
    );

    await userEvent.type(screen.getByLabelText('Mensagem'), 'de novo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar de novo' }, WAIT));

    await screen.findByText('agora foi', undefined, WAIT);
    expect(lines()).toEqual(['user: de novo', 'bot: agora foi']);
  });

  it('cancels the request in flight when the component unmounts', async () => {
    const { env, webhook } = setup(() => new Promise<Response>(() => {}));
    const view = render(
      <HeadlessChat options={{ webhookUrl: 'https://hooks.example/chat', loadPreviousSession: false }} env={env} />,
    );
    await userEvent.type(screen.getByLabelText('Mensagem'), 'alô');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('status', undefined, WAIT);

    view.unmount();

    expect(webhook.calls).toHaveLength(1);
    expect(webhook.calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('works under StrictMode: one conversation, history restored once', async () => {
    const storage = new MemoryStorage();
    storage.setItem('papo-chat:session', '11111111-1111-4111-8111-111111111111');
    const { env } = setup(history, storage);
    render(
      <StrictMode>
        <HeadlessChat
          options={{ webhookUrl: 'https://hooks.example/chat', storageKey: 'papo-chat:session' }}
          env={env}
        />
      </StrictMode>,
    );
    await screen.findByText('Olá de novo!', undefined, WAIT);
    await act(async () => {
      await userEvent.type(screen.getByLabelText('Mensagem'), 'e aí');
      await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    });
    await screen.findByText('eco: e aí', undefined, WAIT);
    expect(lines()).toEqual(['user: oi', 'bot: Olá de novo!', 'user: e aí', 'bot: eco: e aí']);
  });

  it('names the option when the options are invalid', () => {
    const { env } = setup(history);
    expect(() =>
      render(
        <HeadlessChat options={{ webhookUrl: 'https://hooks.example/chat', mode: 'sideways' as 'window' }} env={env} />,
      ),
    ).toThrow(/mode/);
  });
});
