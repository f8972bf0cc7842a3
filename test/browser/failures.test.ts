import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PapoError } from '../../src/core/errors';
import type { LoadApp } from '../../src/embed/createChat';
import { json } from '../helpers/fake-webhook.mjs';
import { loadRealApp, mountChat, openChat, runIdleCallbacks, stubWebhook } from './harness';

/** A loader that fails (as a chunk behind a broken CDN would) until `recover()`. */
function flakyLoader() {
  let failing = true;
  const load: LoadApp = () =>
    failing ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : loadRealApp();
  return { load, recover: () => (failing = false) };
}

describe('when the chat code cannot load', () => {
  it('shows an error with Retry inside the widget, reports it, and Retry brings up the chat', async () => {
    stubWebhook();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn<(error: PapoError) => void>();
    const loader = flakyLoader();
    const widget = mountChat({ onError }, loader.load);

    await userEvent.click(widget.toggle());

    await expect.poll(() => widget.failed()).toBeTruthy();
    const failed = widget.failed()!;
    await expect.element(failed).toBeVisible();
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('Parte do chat não carregou. Tente novamente.');
    const retry = failed.querySelector('button')!;
    await expect.element(retry).toHaveAccessibleName('Tentar novamente');
    expect(widget.focused()).toBe(retry);
    expect(widget.chatWindow()).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'start' });
    expect(onError.mock.calls[0]![0].message).toContain('Failed to fetch dynamically imported module');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[papo-chat]'), expect.anything());

    loader.recover();
    await userEvent.click(retry);

    await expect.poll(() => widget.textarea()).toBeTruthy();
    expect(widget.drawn()).toBeNull();
    expect(widget.chatWindow()!.dataset.open).toBe('true');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('draws the chat with a busy placeholder, not a blank window, while the code is on its way', async () => {
    stubWebhook();
    let finish!: () => void;
    const widget = mountChat({}, () => new Promise<void>((resolve) => (finish = resolve)).then(() => loadRealApp()));

    await userEvent.click(widget.toggle());

    await expect.element(widget.drawn()!).toBeVisible();
    const body = widget.drawn()!.querySelector('.papo-body')!;
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(body.querySelector('.papo-skeleton')).not.toBeNull();

    finish();
    await expect.poll(() => widget.textarea()).toBeTruthy();
    expect(widget.drawn()).toBeNull();
  });

  it('fails quietly while closed: no panel for a failed hover preload, and a click tries again', async () => {
    stubWebhook();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = flakyLoader();
    const widget = mountChat({}, loader.load);
    const load = widget.loader;

    await userEvent.hover(widget.toggle());
    await expect.poll(() => load.mock.settledResults[0]?.type).toBe('rejected');
    expect(widget.drawn()).toBeNull();

    loader.recover();
    await openChat(widget);

    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('unmount()', () => {
  it('removes the host and the target createChat created', async () => {
    stubWebhook();
    const widget = mountChat();
    await openChat(widget);

    widget.instance.unmount();

    expect(widget.host.isConnected).toBe(false);
    expect(document.getElementById('papo-chat')).toBeNull();
    expect(document.body.children).toHaveLength(0);
  });

  it("removes only the host from the page's own target, and a new chat can mount there", () => {
    const target = document.createElement('section');
    target.id = 'help';
    document.body.append(target);
    const first = mountChat({ target: '#help' });

    first.instance.unmount();

    expect(target.isConnected).toBe(true);
    expect(target.children).toHaveLength(0);
    const second = mountChat({ target: '#help' });
    expect(second.instance).not.toBe(first.instance);
    expect(target.children).toHaveLength(1);
  });

  it('aborts a pending request', async () => {
    const signals: AbortSignal[] = [];
    stubWebhook((call) => {
      if (call.payload.action === 'loadPreviousSession') return json({ data: [] });
      signals.push(call.init.signal!);
      return new Promise<Response>(() => {});
    });
    const widget = mountChat();
    await openChat(widget);
    void widget.instance.sendMessage('Vai demorar');
    await expect.poll(() => signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);

    widget.instance.unmount();

    expect(signals[0]!.aborted).toBe(true);
    expect(widget.host.isConnected).toBe(false);
  });

  it('stops waiting for intent: a chat unmounted before loading never loads', () => {
    const widget = mountChat();

    widget.instance.unmount();
    widget.toggle().dispatchEvent(new Event('pointerenter'));
    widget.toggle().focus();
    runIdleCallbacks();

    expect(widget.loader).not.toHaveBeenCalled();
  });
});
