/**
 * In Chromium: a render error leaves an inline state in the window (announced, Reload
 * focused) instead of a blank window, reaches onError and the `error` event, and Reload
 * brings back a chat that answers; an unknown `<papo-chat>` attribute and an `on()` for
 * no event are reported when the chat's code arrives.
 */
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PapoError } from '../../src/core/errors';
import { pt } from '../../src/core/i18n/i18n';
import { chatElementClass, defineChatElement, type ChatElement } from '../../src/element/element';
import { createChatWith } from '../../src/embed/createChat';
import { placeInTarget } from '../../src/embed/target';
import { loadRealApp, mountChat, openChat, runIdleCallbacks, stubWebhook, WEBHOOK_URL } from './harness';

const TAG = 'papo-chat-api-safety';
defineChatElement(chatElementClass(createChatWith(loadRealApp, placeInTarget)), TAG);

function Boom(): never {
  throw new Error('boom');
}

describe('a chat that fails to draw, in Chromium', () => {
  it('shows the problem with a focused Reload button, reports it, and Reload brings back a working chat', async () => {
    stubWebhook();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn<(error: PapoError) => void>();
    const target = document.createElement('div');
    document.body.append(target);
    const widget = mountChat({ target, onError, messageComponents: { Boom } });
    const errorEvents = vi.fn();
    widget.instance.on('error', errorEvents);
    const textarea = await openChat(widget);
    await userEvent.type(textarea, 'primeira{Enter}');
    await expect
      .poll(() => widget.messages('bot').some((bubble) => bubble.textContent?.includes('Eco: primeira')))
      .toBe(true);

    (await widget.instance.ready()).addBotMessage({ type: 'component', key: 'Boom' });

    const alert = () => widget.root.querySelector('[data-crashed] [role="alert"]');
    await expect.poll(() => alert()?.textContent).toBe(pt.chatCrashed);
    const reload = widget.root.querySelector<HTMLButtonElement>('[data-crashed] button.papo-button')!;
    expect(reload.textContent).toBe(pt.reloadChat);
    expect(widget.focused()).toBe(reload);
    expect(widget.chatWindow()!.getBoundingClientRect().height).toBeGreaterThan(100);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0].code).toBe('render');
    expect(errorEvents).toHaveBeenCalledWith(onError.mock.calls[0]![0]);

    await userEvent.click(reload);
    await expect.poll(() => widget.textarea(), { message: 'the chat is back' }).toBeTruthy();
    // The conversation is restored from storage (the echo webhook has no history: a new session's greeting).
    await userEvent.type(widget.textarea()!, 'de novo{Enter}');
    await expect
      .poll(() => widget.messages('bot').some((bubble) => bubble.textContent?.includes('Eco: de novo')))
      .toBe(true);
    expect(widget.root.querySelector('[data-crashed]')).toBeNull();
  });

  it('keeps Escape working in the crash state', async () => {
    stubWebhook();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = document.createElement('div');
    document.body.append(target);
    const widget = mountChat({ target, messageComponents: { Boom } });
    await openChat(widget);
    (await widget.instance.ready()).addBotMessage({ type: 'component', key: 'Boom' });
    await expect.poll(() => widget.root.querySelector('[data-crashed]')).toBeTruthy();
    await expect.poll(() => widget.focused()?.textContent).toBe(pt.reloadChat);
    await userEvent.keyboard('{Escape}');
    expect(widget.instance.isOpen()).toBe(false);
    expect(widget.focused()).toBe(widget.toggle());
  });
});

describe('what the loader takes unchecked, reported when the chat’s code arrives', () => {
  it('names an unknown <papo-chat> attribute with the closest one, and not HTML’s own', async () => {
    stubWebhook();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn<(error: PapoError) => void>();
    const element = document.createElement(TAG) as ChatElement;
    for (const [name, value] of Object.entries({
      'webhook-url': WEBHOOK_URL,
      'webhook-urll': 'https://elsewhere.example',
      id: 'support',
      'aria-label': 'Suporte',
      'data-track': 'x',
    })) {
      element.setAttribute(name, value);
    }
    element.options = { onError };
    document.body.append(element);
    await expect.poll(() => element.chat).not.toBeNull();
    runIdleCallbacks();
    await expect.poll(() => onError.mock.calls.length).toBe(1);
    expect(onError.mock.calls[0]![0].message).toBe(
      `"webhook-urll" is not an attribute of <${TAG}>. Did you mean "webhook-url"?`,
    );
    element.remove();
  });

  it('names an on() for no event, and then throws for one', async () => {
    stubWebhook();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn<(error: PapoError) => void>();
    const widget = mountChat({ onError, target: document.body.appendChild(document.createElement('div')) });
    widget.instance.on('mesageSent' as never, () => {});
    expect(onError).not.toHaveBeenCalled();
    runIdleCallbacks();
    await expect.poll(() => onError.mock.calls.length).toBe(1);
    expect(onError.mock.calls[0]![0].message).toBe(
      'on(event, listener): "event" must be the name of an event, got "mesageSent". Did you mean "messageSent"?',
    );
    expect(() => widget.instance.on('opne' as never, () => {})).toThrow('Did you mean "open"?');
  });
});
