/** docs/decisions.md#lazy-loading: nothing heavy and no webhook call before the visitor shows intent. */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadRealApp, mountChat, openChat, runIdleCallbacks, stubWebhook } from './harness';

const historyCalls = (webhook: ReturnType<typeof stubWebhook>) =>
  webhook.calls.filter((call) => call.payload.action === 'loadPreviousSession');

/** A toggle appearing under a resting pointer is hovered: the pointer goes to a button elsewhere. */
async function restThePointerAwayFromTheToggle(): Promise<HTMLButtonElement> {
  const elsewhere = document.createElement('button');
  elsewhere.textContent = 'elsewhere';
  document.body.append(elsewhere);
  await userEvent.hover(elsewhere);
  return elsewhere;
}

describe('lazy loading in window mode', () => {
  it('loads no chat code and calls no webhook when created', async () => {
    const webhook = stubWebhook();
    const elsewhere = await restThePointerAwayFromTheToggle();

    const { loader, toggle } = mountChat();
    // Something else on the page gets the pointer and focus: still nothing.
    await userEvent.click(elsewhere);

    expect(toggle()).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
    expect(webhook.calls).toHaveLength(0);
  });

  it('loads the chat code when the pointer reaches the toggle, calling no webhook', async () => {
    const webhook = stubWebhook();
    const { loader, toggle, chatWindow } = mountChat();

    await userEvent.hover(toggle());

    expect(loader).toHaveBeenCalledTimes(1);
    // The closed window is rendered (ready to open at once), and still no request.
    await expect.poll(() => chatWindow()?.dataset.open).toBe('false');
    expect(webhook.calls).toHaveLength(0);
  });

  it('loads the chat code when the toggle gets keyboard focus', async () => {
    stubWebhook();
    const { loader, toggle } = mountChat();

    toggle().focus();

    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads the chat code on a touch, before the click', () => {
    stubWebhook();
    const { loader, toggle } = mountChat();

    toggle().dispatchEvent(new Event('touchstart', { bubbles: true }));

    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('fetches the chat code once the browser is idle, and renders it only on intent', async () => {
    const webhook = stubWebhook();
    await restThePointerAwayFromTheToggle();
    const { loader, toggle, chatWindow, root } = mountChat();

    runIdleCallbacks();

    expect(loader).toHaveBeenCalledTimes(1);
    // The code has arrived: its styles are adopted when it renders, and it has not rendered.
    await expect.poll(() => loader.mock.settledResults[0]?.type).toBe('fulfilled');
    expect(chatWindow()).toBeNull();
    expect(root.adoptedStyleSheets).toHaveLength(1);

    await userEvent.hover(toggle());

    await expect.poll(() => chatWindow()?.dataset.open).toBe('false');
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(webhook.calls).toHaveLength(0);
  });

  it('fetches the code again on intent when the idle fetch failed', async () => {
    stubWebhook();
    let attempts = 0;
    const { loader, toggle, chatWindow } = mountChat({}, () => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error('offline')) : loadRealApp();
    });

    runIdleCallbacks();
    await expect.poll(() => attempts).toBe(1);
    await userEvent.hover(toggle());

    await expect.poll(() => chatWindow()?.dataset.open).toBe('false');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('fetches the history when the chat first opens, and not again on reopening', async () => {
    const webhook = stubWebhook();
    const widget = mountChat();
    await userEvent.hover(widget.toggle());
    await expect.poll(() => widget.chatWindow()).toBeTruthy();
    expect(webhook.calls).toHaveLength(0);

    await openChat(widget);
    expect(historyCalls(webhook)).toHaveLength(1);
    expect(widget.loader).toHaveBeenCalledTimes(1);

    await userEvent.click(widget.toggle());
    expect(widget.instance.isOpen()).toBe(false);
    await userEvent.click(widget.toggle());
    expect(widget.instance.isOpen()).toBe(true);
    await expect.poll(() => widget.chatWindow()?.dataset.open).toBe('true');

    expect(historyCalls(webhook)).toHaveLength(1);
    expect(webhook.calls).toHaveLength(1);
    expect(widget.loader).toHaveBeenCalledTimes(1);
  });
});

describe('fullscreen mode', () => {
  it('loads the chat and fetches the history at once', async () => {
    const webhook = stubWebhook();
    const target = document.createElement('div');
    target.style.height = '500px';
    document.body.append(target);

    const { loader, toggle, textarea, root } = mountChat({ mode: 'fullscreen', target });

    expect(loader).toHaveBeenCalledTimes(1);
    expect(toggle()).toBeNull();
    await expect.poll(() => historyCalls(webhook)).toHaveLength(1);
    await expect.poll(() => textarea()).toBeTruthy();
    expect(root.querySelector('.papo-window')).toBeNull();
    // It fills its target, and never steals the page's focus.
    expect(root.querySelector('.papo-chat')!.getBoundingClientRect().height).toBe(500);
    expect(document.activeElement).toBe(document.body);
  });
});
