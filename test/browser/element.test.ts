/**
 * `<papo-chat>` in Chromium: attributes and the `options` property become createChat's
 * options, a bad value is reported without breaking the page, elements are independent,
 * removal cleans up and re-adding mounts again, and the chat's code still loads on intent.
 * The element is defined here under its own name, with a loader the tests can watch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PapoOptionsError } from '../../src/core/errors';
import { chatElementClass, defineChatElement, type ChatElement } from '../../src/element/element';
import { createChatWith, type LoadApp } from '../../src/embed/createChat';
import { placeInTarget } from '../../src/embed/target';
import { addPageStyle, loadRealApp, runIdleCallbacks, stubWebhook, WEBHOOK_URL, widgetParts } from './harness';

const TAG = 'papo-chat-under-test';
let loader = vi.fn<LoadApp>(loadRealApp);
const createChat = createChatWith(() => loader(), placeInTarget);
defineChatElement(chatElementClass(createChat), TAG);

const added: ChatElement[] = [];

afterEach(async () => {
  for (const element of added.splice(0)) element.remove();
  // Unmounting happens a microtask after removal; let it run before the harness restores the globals.
  await Promise.resolve();
  loader = vi.fn<LoadApp>(loadRealApp);
  vi.restoreAllMocks();
});

function addElement(attributes: Record<string, string>, options?: ChatElement['options'], tag = TAG) {
  const element = document.createElement(tag) as ChatElement;
  for (const [name, value] of Object.entries({ 'webhook-url': WEBHOOK_URL, ...attributes })) {
    element.setAttribute(name, value);
  }
  if (options) element.options = options;
  document.body.append(element);
  added.push(element);
  return element;
}

/** The widget once the element has made its chat (a microtask after the change). */
async function widgetOf(element: ChatElement) {
  await expect.poll(() => element.chat, { message: 'the element makes its chat' }).not.toBeNull();
  return widgetParts(element.querySelector(':scope > [data-papo-chat]')!);
}

describe('<papo-chat> options', () => {
  it('reads its attributes as options: strings, "false" for a boolean, and the mode', async () => {
    stubWebhook();
    const windowed = await widgetOf(
      addElement({ 'default-language': 'pt', 'show-window-close-button': 'false', 'storage-key': 'one' }),
    );
    expect(windowed.toggle().getAttribute('aria-label')).toBe('Abrir chat');
    expect(windowed.host.hasAttribute('data-close-button')).toBe(false);
    expect(windowed.host.getAttribute('data-mode')).toBe('window');

    const fullscreen = await widgetOf(addElement({ mode: 'fullscreen', 'storage-key': 'two' }));
    expect(fullscreen.host.getAttribute('data-mode')).toBe('fullscreen');
    expect(fullscreen.toggle()).toBeNull();
  });

  it('fills an element given a size in fullscreen mode', async () => {
    stubWebhook();
    addPageStyle('papo-chat-under-test { display: block; height: 420px }');
    const widget = await widgetOf(addElement({ mode: 'fullscreen' }));

    await expect.poll(() => widget.root.querySelector('.papo-chat')?.getBoundingClientRect().height).toBe(420);
  });

  it('takes the rest from its options property, with attributes winning', async () => {
    const webhook = stubWebhook();
    const element = addElement(
      { 'default-language': 'pt' },
      {
        defaultLanguage: 'en',
        webhookConfig: { headers: { 'X-Api-Key': 'secret' } },
        i18n: { pt: { openChat: 'Falar conosco' } },
        metadata: { page: 'pricing' },
      },
    );
    const widget = await widgetOf(element);
    expect(widget.toggle().getAttribute('aria-label')).toBe('Falar conosco');

    expect(await element.chat!.sendMessage('Oi')).toBe(true);

    const sent = webhook.calls.find((call) => call.payload.action === 'sendMessage')!;
    expect(sent.url).toBe(WEBHOOK_URL);
    expect(new Headers(sent.init.headers).get('X-Api-Key')).toBe('secret');
    expect(sent.payload.metadata).toEqual({ page: 'pricing', clientMessageId: expect.any(String) });
  });

  it('reports a bad attribute through onError and the console, then mounts once it is fixed', async () => {
    stubWebhook();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    const element = addElement({ mode: 'popup' }, { onError });

    await expect.poll(() => onError.mock.calls.length).toBe(1);
    const error = onError.mock.calls[0]![0] as PapoOptionsError;
    expect(error).toBeInstanceOf(PapoOptionsError);
    expect(error.path).toBe('mode');
    expect(error.message).toBe('"mode" must be "window" or "fullscreen", got "popup"');
    expect(warn).toHaveBeenCalledWith(`[papo-chat] ${String(error)}`);
    expect(element.chat).toBeNull();
    expect(element.children).toHaveLength(0);

    element.setAttribute('mode', 'window');

    const widget = await widgetOf(element);
    expect(widget.toggle()).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('names the option of a value that does not read as its type', async () => {
    stubWebhook();
    const onError = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    addElement({ 'show-welcome-screen': 'yes' }, { onError });

    await expect.poll(() => onError.mock.calls.length).toBe(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('"showWelcomeScreen" must be true or false, got "yes"');
  });
});

describe('<papo-chat> changes', () => {
  it('re-creates the chat once for changes made together, and keeps an open window open', async () => {
    stubWebhook();
    const element = addElement({ 'default-language': 'en' });
    const first = await widgetOf(element);
    const firstChat = element.chat!;
    firstChat.open();
    const hostsAdded: Node[] = [];
    const observer = new MutationObserver((records) => hostsAdded.push(...records.flatMap((r) => [...r.addedNodes])));
    observer.observe(element, { childList: true });

    element.setAttribute('default-language', 'pt');
    element.setAttribute('storage-key', 'changed');
    element.options = { i18n: { pt: { closeChat: 'Fechar a conversa' } } };

    await expect.poll(() => element.chat).not.toBe(firstChat);
    observer.disconnect();
    expect(hostsAdded).toHaveLength(1);
    expect(first.host.isConnected).toBe(false);
    const second = await widgetOf(element);
    expect(element.chat!.isOpen()).toBe(true);
    expect(second.toggle().getAttribute('aria-label')).toBe('Fechar a conversa');
  });

  it('applies a new color-scheme to the chat on screen, without making it again; a bad one is reported', async () => {
    stubWebhook();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    const element = addElement({ 'color-scheme': 'dark' }, { onError });
    const widget = await widgetOf(element);
    const chat = element.chat!;
    expect(widget.host.getAttribute('data-scheme')).toBe('dark');

    element.setAttribute('color-scheme', 'auto');
    expect(widget.host.getAttribute('data-scheme')).toBe('auto');
    element.removeAttribute('color-scheme');
    expect(widget.host.getAttribute('data-scheme')).toBe('light');
    await Promise.resolve();
    expect(element.chat).toBe(chat);

    element.setAttribute('color-scheme', 'sepia');
    await expect.poll(() => onError.mock.calls.length).toBe(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(PapoOptionsError);
    expect(warn).toHaveBeenCalled();
    expect(element.chat).toBeNull();
  });

  it('applies options set before the element was defined', async () => {
    stubWebhook();
    const element = addElement({}, undefined, 'papo-chat-defined-late');
    element.options = { i18n: { en: { openChat: 'Talk to us' } } };

    defineChatElement(chatElementClass(createChat), 'papo-chat-defined-late');

    const widget = await widgetOf(element);
    expect(widget.toggle().getAttribute('aria-label')).toBe('Talk to us');
  });

  it('is defined once: defining the name again neither throws nor replaces the class', async () => {
    const defined = customElements.get(TAG);

    expect(() => defineChatElement(chatElementClass(createChat), TAG)).not.toThrow();
    expect(customElements.get(TAG)).toBe(defined);

    // papo-chat/element defines <papo-chat> when imported.
    const { PapoChatElement } = await import('../../src/element');
    expect(customElements.get('papo-chat')).toBe(PapoChatElement);
    expect(document.createElement('papo-chat')).toBeInstanceOf(PapoChatElement);
    expect(() => defineChatElement(PapoChatElement)).not.toThrow();
  });
});

describe('<papo-chat> on a page', () => {
  it('keeps two elements with their own storage keys apart', async () => {
    const webhook = stubWebhook();
    const first = addElement({ 'storage-key': 'chat-a' });
    const second = addElement({ 'storage-key': 'chat-b' });
    const [firstWidget, secondWidget] = [await widgetOf(first), await widgetOf(second)];
    first.chat!.open();
    second.chat!.open();

    expect(await first.chat!.sendMessage('Só no primeiro')).toBe(true);

    await expect
      .poll(() =>
        firstWidget.messages('user').map((bubble) => bubble.querySelector('.papo-message__plain')?.textContent),
      )
      .toEqual(['Só no primeiro']);
    await expect.poll(() => secondWidget.textarea()).toBeTruthy();
    expect(secondWidget.messages('user')).toHaveLength(0);
    const sessionA = localStorage.getItem('chat-a');
    expect(sessionA).toBeTruthy();
    // Opened, the second started a session of its own.
    expect(localStorage.getItem('chat-b')).not.toBe(sessionA);
    const sends = webhook.calls.filter((call) => call.payload.action === 'sendMessage');
    expect(sends.map((call) => call.payload.sessionId)).toEqual([sessionA]);
  });

  it('loads the chat code on intent only, as createChat does', async () => {
    const webhook = stubWebhook();
    // A toggle appearing under a resting pointer would be hovered at once.
    const elsewhere = document.createElement('button');
    elsewhere.textContent = 'elsewhere';
    document.body.append(elsewhere);
    await userEvent.hover(elsewhere);
    const widget = await widgetOf(addElement({}));

    expect(loader).not.toHaveBeenCalled();
    expect(webhook.calls).toHaveLength(0);

    await userEvent.hover(widget.toggle());

    expect(loader).toHaveBeenCalledTimes(1);
    await expect.poll(() => widget.chatWindow()?.dataset.open).toBe('false');
    expect(webhook.calls).toHaveLength(0);
    elsewhere.remove();
  });

  it('unmounts when removed (launcher, listeners and the idle fetch gone) and mounts again when re-added', async () => {
    stubWebhook();
    const element = addElement({});
    const widget = await widgetOf(element);
    const toggle = widget.toggle();
    const chat = element.chat!;

    element.remove();

    await expect.poll(() => element.chat).toBeNull();
    expect(widget.host.isConnected).toBe(false);
    expect(element.children).toHaveLength(0);
    // Neither the detached toggle's intent events nor the browser's idle time load anything.
    for (const name of ['pointerenter', 'focus', 'touchstart']) toggle.dispatchEvent(new Event(name));
    runIdleCallbacks();
    expect(loader).not.toHaveBeenCalled();

    document.body.append(element);

    const again = await widgetOf(element);
    expect(element.chat).not.toBe(chat);
    expect(again.toggle().isConnected).toBe(true);
  });

  it('unmounts a loaded chat when removed, ending its React tree', async () => {
    stubWebhook();
    const element = addElement({});
    const widget = await widgetOf(element);
    await element.chat!.ready();
    const container = widget.root.querySelector('.papo-root')!;
    expect(container.children.length).toBeGreaterThan(0);

    element.remove();

    await expect.poll(() => container.children.length).toBe(0);
  });
});
