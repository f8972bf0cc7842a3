/**
 * A render error inside the widget (here a message component of the integrator's that
 * throws) leaves no blank window: the window shows what happened and a Reload button, the
 * error reaches onError and the `error` event, the window still closes, and Reload makes
 * the chat again with the conversation kept in storage.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PapoError } from '../../src/core/errors';
import { en, pt } from '../../src/core/i18n/i18n';
import { createChatWith } from '../../src/embed/createChat';
import { placeInTarget } from '../../src/embed/target';
import { fakeWebhook, json } from '../helpers/fake-webhook.mjs';

const createChat = createChatWith(() => import('../../src/embed/app'), placeInTarget);
const WEBHOOK_URL = 'https://hooks.example/chat';

function Boom(): never {
  throw new Error('boom');
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(defaultLanguage = 'en') {
  const history = [{ id: ['langchain', 'schema', 'AIMessage'], kwargs: { content: 'Olá de antes' } }];
  vi.stubGlobal(
    'fetch',
    fakeWebhook(({ payload }) =>
      payload.action === 'loadPreviousSession'
        ? json({ data: history })
        : json({ output: `Eco: ${String(payload.chatInput)}` }),
    ).fetch,
  );
  // React logs the error it caught; the chat reports it through console.warn.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const target = document.createElement('div');
  document.body.append(target);
  const onError = vi.fn<(error: PapoError) => void>();
  const instance = createChat({
    target,
    webhookUrl: WEBHOOK_URL,
    defaultLanguage,
    onError,
    messageComponents: { Boom },
  });
  const root = target.querySelector('[data-papo-chat]')!.shadowRoot!;
  return { instance, root, onError, warn };
}

/** The element `selector` finds in `root`, once it is there. */
function findIn(root: ShadowRoot, selector: string) {
  return waitFor(() => {
    const element = root.querySelector<HTMLElement>(selector);
    expect(element).toBeTruthy();
    return element!;
  });
}

describe('a chat that fails to draw', () => {
  it('shows the problem and a Reload button that brings back a working chat', async () => {
    const { instance, root, onError, warn } = mount();
    const errorEvents = vi.fn();
    instance.on('error', errorEvents);
    instance.open();
    const store = await instance.ready();
    // A conversation in storage, for the chat made again to restore.
    expect(await store.sendMessage('primeira')).toBe(true);

    act(() => void store.addBotMessage({ type: 'component', key: 'Boom' }));

    const alert = await findIn(root, '[data-crashed] [role="alert"]');
    expect(alert.textContent).toBe(en.chatCrashed);
    const reload = root.querySelector<HTMLButtonElement>('[data-crashed] button.papo-button')!;
    expect(reload.textContent).toBe(en.reloadChat);
    expect(root.activeElement).toBe(reload);
    // The window stays a labelled dialog with its title.
    const dialog = root.querySelector('.papo-window')!;
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(en.title);

    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]![0];
    expect(error.code).toBe('render');
    expect(error.message).toContain('(boom)');
    expect(errorEvents).toHaveBeenCalledWith(error);
    expect(warn).toHaveBeenCalledWith(`[papo-chat] ${String(error)}`, expect.any(Error));

    fireEvent.click(reload);
    await waitFor(() => expect(root.querySelector('.papo-input__textarea')).toBeTruthy());
    expect(root.querySelector('[data-crashed]')).toBeNull();
    // Made again from storage: the conversation comes back, the component that threw does not.
    await waitFor(() => expect(root.textContent).toContain('Olá de antes'));
    const again = await instance.ready();
    expect(again).not.toBe(store);
    expect(await again.sendMessage('oi')).toBe(true);
    await waitFor(() => expect(root.textContent).toContain('Eco: oi'));
  });

  it('keeps Escape and the close button, in the visitor’s language', async () => {
    const { instance, root } = mount('pt');
    instance.open();
    const store = await instance.ready();
    act(() => void store.addBotMessage({ type: 'component', key: 'Boom' }));
    const alert = await findIn(root, '[data-crashed] [role="alert"]');
    expect(alert.textContent).toBe(pt.chatCrashed);

    fireEvent.keyDown(root.querySelector('[data-crashed] button.papo-button')!, { key: 'Escape' });
    expect(instance.isOpen()).toBe(false);
    instance.open();
    fireEvent.click(root.querySelector<HTMLButtonElement>(`[aria-label="${pt.closeButtonTooltip}"]`)!);
    expect(instance.isOpen()).toBe(false);
  });
});
