import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PapoOptionsError } from '../../src/core/errors';
import { createChatWith } from '../../src/embed/createChat';
import { placeInTarget } from '../../src/embed/target';
import { loadRealApp, mountChat, openChat, stubWebhook, WEBHOOK_URL } from './harness';

describe('createChat target', () => {
  it('creates #papo-chat on <body> when the page has none', () => {
    expect(document.getElementById('papo-chat')).toBeNull();

    const { host } = mountChat();

    const target = document.getElementById('papo-chat');
    expect(target?.parentElement).toBe(document.body);
    expect(host.parentElement).toBe(target);
  });

  it('creates an element with the class of a ".class" selector', () => {
    const { host } = mountChat({ target: '.help-desk' });

    const target = document.querySelector('.help-desk');
    expect(target?.parentElement).toBe(document.body);
    expect(target?.id).toBe('');
    expect(host.parentElement).toBe(target);
  });

  it('mounts into an element the selector matches, without creating another', () => {
    const existing = document.createElement('aside');
    existing.id = 'support';
    document.body.append(existing);

    const { host } = mountChat({ target: '#support' });

    expect(host.parentElement).toBe(existing);
    expect(document.querySelectorAll('#support')).toHaveLength(1);
  });

  it('accepts an Element', () => {
    const element = document.createElement('div');
    document.body.append(element);

    const { host } = mountChat({ target: element });

    expect(host.parentElement).toBe(element);
    expect(document.getElementById('papo-chat')).toBeNull();
  });

  it('throws a PapoOptionsError naming target for an invalid selector, adding nothing', () => {
    const createChat = createChatWith(loadRealApp, placeInTarget);

    expect(() => createChat({ target: 'div[' })).toThrow(PapoOptionsError);
    expect(() => createChat({ target: 'div[' })).toThrow(/^"target" must be /);
    expect(document.body.children).toHaveLength(0);
  });

  it('returns the same instance when called twice on one target', () => {
    const first = mountChat();
    const second = mountChat();

    expect(second.instance).toBe(first.instance);
    expect(document.querySelectorAll('[data-papo-chat]')).toHaveLength(1);
  });

  it('runs two chats with their own targets and storage keys independently', async () => {
    const webhook = stubWebhook();
    const a = mountChat({ target: '#chat-a', storageKey: 'papo-test/a' });
    // Side by side: in the same corner one toggle would cover the other.
    const b = mountChat({ target: '#chat-b', storageKey: 'papo-test/b', theme: { '--chat--window--right': '120px' } });
    expect(b.instance).not.toBe(a.instance);

    await openChat(a);
    expect(a.instance.isOpen()).toBe(true);
    expect(b.instance.isOpen()).toBe(false);
    expect(b.toggle().getAttribute('aria-expanded')).toBe('false');
    expect(b.chatWindow()?.dataset.open ?? 'false').toBe('false');

    await openChat(b);
    const idA = localStorage.getItem('papo-test/a');
    const idB = localStorage.getItem('papo-test/b');
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(idB);
    expect(localStorage.getItem('papo-chat/sessionId')).toBeNull();

    // A message in one chat goes out with its session and shows only there.
    await userEvent.type(a.textarea()!, 'Só no A{Enter}');
    await expect
      .poll(() => a.messages('bot').map((bubble) => bubble.textContent))
      .toContainEqual(expect.stringContaining('Eco: Só no A'));
    const sent = webhook.calls.filter((call) => call.payload.action === 'sendMessage');
    expect(sent.map((call) => call.payload.sessionId)).toEqual([idA]);
    expect(b.messages('user')).toHaveLength(0);
    expect(webhook.calls.every((call) => call.url === WEBHOOK_URL)).toBe(true);
  });
});
