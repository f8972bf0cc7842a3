import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json } from '../helpers/fake-webhook.mjs';
import { HeadlessChat } from '../helpers/headless-chat';
import { stubWebhook, WEBHOOK_URL } from './harness';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function mountHeadless(options = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(<HeadlessChat options={{ webhookUrl: WEBHOOK_URL, loadPreviousSession: false, ...options }} />),
  );
}

describe('usePapoChat in Chromium: a UI of the team’s own on Papo’s core', () => {
  it('sends with the browser’s fetch and storage and shows the reply', async () => {
    const webhook = stubWebhook();
    mountHeadless();

    await userEvent.type(page.getByLabelText('Mensagem'), 'Olá, Papo');
    await userEvent.click(page.getByRole('button', { name: 'Enviar' }));

    await expect.element(page.getByText('Eco: Olá, Papo')).toBeVisible();
    expect(webhook.calls.map((call) => call.payload.action)).toEqual(['sendMessage']);
    // The session lives in the browser's storage under the default key, as with the widget.
    expect(localStorage.getItem('papo-chat/sessionId')).toBe(webhook.calls[0]!.payload.sessionId);
  });

  it('keeps the visitor’s text through a failure and sends it again on Retry', async () => {
    let attempts = 0;
    stubWebhook(() => (++attempts === 1 ? json({ message: 'boom' }, 502) : json({ output: 'Chegou.' })));
    mountHeadless();

    await userEvent.type(page.getByLabelText('Mensagem'), 'Minha pergunta');
    await userEvent.click(page.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(page.getByRole('button', { name: 'Tentar de novo' }));

    await expect.element(page.getByText('Chegou.')).toBeVisible();
    await expect.element(page.getByText('Minha pergunta')).toBeVisible();
    expect(attempts).toBe(2);
  });
});
