/** Copy, 👍/👎 and each message's time in the real widget (shadow root) in Chromium. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json } from '../helpers/fake-webhook.mjs';
import { COPIED_MS } from '../../src/ui/clipboard';
import { mountChat, openChat, stubWebhook, type Widget } from './harness';

/** Code the highlighter marks (`const` is a keyword), so a test can wait until it has run. */
const CODE = 'const chat = createChat();\nchat.open();';
const CODE_REPLY = `Rode isto:\n\n\`\`\`js\n${CODE}\n\`\`\`\n\nPronto.`;

/** A webhook that answers every message with `reply` and every rating with `{ok:true}`. */
function webhookAnswering(reply: string) {
  return stubWebhook((call) => {
    if (call.payload.action === 'loadPreviousSession') return json({ data: [] });
    if (call.payload.action === 'sendFeedback') return json({ ok: true });
    return json({ output: reply });
  });
}

/**
 * Asks a question and waits for the reply whose shown text ends with `shown`, and for its
 * announcement, which would otherwise replace a "Copiado" said before it.
 */
async function askAndWait(widget: Widget, shown: string) {
  const textarea = await openChat(widget);
  await userEvent.fill(textarea, 'Como instalo?');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain(shown);
  await expect.poll(() => widget.liveRegion()!.textContent).toContain(shown);
  return widget.messages('bot').at(-1)!;
}

/**
 * From here on the page's timers are the test's: "Copiado" stays until the test moves the
 * clock, so a page stalled for seconds on a busy machine cannot take it away unseen.
 */
const holdTheClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

const button = (bubble: Element, name: string) =>
  [...bubble.querySelectorAll<HTMLButtonElement>('button')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent) === name,
  )!;

let restoreClipboard: (() => void) | undefined;
afterEach(() => {
  vi.useRealTimers();
  restoreClipboard?.();
  restoreClipboard = undefined;
});

/** Replaces navigator.clipboard for one test. */
function fakeClipboard(value: Partial<Clipboard> | undefined) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
  restoreClipboard = () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

describe('Copy, in Chromium', () => {
  it('copies the reply’s markdown with the clipboard API, says "Copiado" and announces it', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    fakeClipboard({ writeText });
    webhookAnswering('Use **npm**.');
    const widget = mountChat();
    const reply = await askAndWait(widget, 'Use npm.');
    holdTheClock();

    const copy = button(reply, 'Copiar');
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith('Use **npm**.');
    await expect.poll(() => copy.getAttribute('aria-label')).toBe('Copiado');
    expect(copy.textContent).toBe('Copiado');
    await expect.poll(() => widget.liveRegion()!.textContent).toBe('Copiado');
    // Back to "Copiar" after a moment.
    vi.advanceTimersByTime(COPIED_MS);
    await expect.poll(() => copy.getAttribute('aria-label')).toBe('Copiar');
  });

  it('without the clipboard API, copies through a hidden text box and keeps the focus on the button', async () => {
    fakeClipboard({});
    const copied: string[] = [];
    const onCopy = (event: Event) => {
      const box = event.composedPath()[0];
      if (box instanceof HTMLTextAreaElement) copied.push(box.value.slice(box.selectionStart, box.selectionEnd));
    };
    document.addEventListener('copy', onCopy);
    try {
      webhookAnswering(CODE_REPLY);
      const widget = mountChat();
      const reply = await askAndWait(widget, 'Pronto.');
      // The highlighter, when it arrives, writes the block again with new buttons: wait for it.
      await expect.poll(() => reply.querySelector('.hljs-keyword')).toBeTruthy();
      holdTheClock();

      const copyCode = button(reply, 'Copiar código');
      copyCode.focus();
      await userEvent.keyboard('{Enter}');
      await expect.poll(() => copyCode.textContent).toBe('Copiado');
      expect(copied).toEqual([CODE]);
      expect(widget.focused()).toBe(copyCode);
      expect(reply.querySelector('textarea')).toBeNull();
      await expect.poll(() => widget.liveRegion()!.textContent).toBe('Copiado');

      await userEvent.click(button(reply, 'Copiar'));
      expect(copied.at(-1)).toBe(CODE_REPLY);
    } finally {
      document.removeEventListener('copy', onCopy);
    }
  });

  it('puts the code block’s copy button above the code, not over its first line', async () => {
    fakeClipboard({ writeText: async () => {} });
    webhookAnswering(CODE_REPLY);
    const widget = mountChat();
    const reply = await askAndWait(widget, 'Pronto.');
    const copyCode = button(reply, 'Copiar código').getBoundingClientRect();
    const code = reply.querySelector('pre code')!.getBoundingClientRect();
    expect(copyCode.bottom).toBeLessThanOrEqual(code.top);
  });
});

describe('Feedback, in Chromium', () => {
  it('rates, switches, comments after 👎 (Escape skips without closing the window) and POSTs each', async () => {
    const webhook = webhookAnswering('Resposta.');
    const widget = mountChat({ feedback: { webhook: true }, metadata: { page: 'teste' } });
    const reply = await askAndWait(widget, 'Resposta.');
    const up = button(reply, 'Resposta boa');
    const down = button(reply, 'Resposta ruim');

    await userEvent.click(up);
    expect(up.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(down);
    expect(up.getAttribute('aria-pressed')).toBe('false');
    expect(down.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => widget.focused()?.tagName).toBe('TEXTAREA');
    await userEvent.keyboard('{Escape}');
    expect(reply.querySelector('textarea')).toBeNull();
    expect(widget.chatWindow()!.dataset.open).toBe('true');
    expect(widget.focused()).toBe(down);

    await userEvent.click(up);
    await userEvent.click(down);
    await expect.poll(() => widget.focused()?.tagName).toBe('TEXTAREA');
    await userEvent.keyboard('Errou o comando');
    await userEvent.click(button(reply, 'Enviar'));
    await expect.poll(() => reply.textContent).toContain('Obrigado pelo retorno!');
    expect(widget.focused()).toBe(down);

    const messageId = reply.dataset.messageId;
    const sessionId = webhook.calls.find((call) => call.payload.action === 'sendMessage')!.payload.sessionId;
    await expect.poll(() => webhook.calls.filter((call) => call.payload.action === 'sendFeedback').length).toBe(5);
    const ratings = webhook.calls
      .filter((call) => call.payload.action === 'sendFeedback')
      .map(({ payload }) => payload);
    expect(ratings.map(({ rating, comment }) => [rating, comment])).toEqual([
      ['up', undefined],
      ['down', undefined],
      ['up', undefined],
      ['down', undefined],
      ['down', 'Errou o comando'],
    ]);
    for (const payload of ratings) {
      expect(payload).toMatchObject({ messageId, metadata: { page: 'teste' } });
      expect(payload.sessionId).toBe(sessionId);
    }
  });
});

describe('Message time, in Chromium', () => {
  it('shows on keyboard focus and hover without moving anything', async () => {
    webhookAnswering('Resposta.');
    const widget = mountChat({ feedback: true });
    const reply = await askAndWait(widget, 'Resposta.');
    const time = reply.querySelector('time')!;
    const question = widget.messages('user').at(-1)!;
    expect(new Date(time.dateTime).toString()).not.toBe('Invalid Date');
    expect(getComputedStyle(time).opacity).toBe('0');
    const before = [reply.getBoundingClientRect().toJSON(), question.getBoundingClientRect().toJSON()];

    button(reply, 'Copiar').focus();
    await expect.poll(() => getComputedStyle(time).opacity).toBe('1');
    expect([reply.getBoundingClientRect().toJSON(), question.getBoundingClientRect().toJSON()]).toEqual(before);

    // Keyboard focus on the message list shows every time, the visitor's too.
    const list = widget.root.querySelector<HTMLElement>('.papo-messages')!;
    list.focus({ focusVisible: true } as FocusOptions);
    const ownTime = question.querySelector('time')!;
    await expect.poll(() => getComputedStyle(ownTime).opacity).toBe('1');

    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.hover(question);
    await expect.poll(() => getComputedStyle(ownTime).opacity).toBe('1');
  });
});
