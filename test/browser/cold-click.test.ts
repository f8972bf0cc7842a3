/**
 * docs/architecture.md#the-cold-click: a click before the chat's code has arrived draws the
 * chat at once, with a focused box to type in; when the code arrives, its box takes over
 * what was typed, the caret and the focus, in the same place.
 */
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { LoadApp } from '../../src/embed/createChat';
import type { Draft } from '../../src/ui/ChatContext';
import { CLOSE_ICON_PATH } from '../../src/ui/icon-paths';
import { installFakeSpeech, type FakeSpeech } from '../helpers/fake-speech';
import { deferred, loadRealApp, mountChat, stubWebhook } from './harness';

/** A chat whose code arrives when the test says so; `drafts` are what the chat took over. */
function mountWithHeldCode(options: Parameters<typeof mountChat>[0] = {}) {
  const code = deferred<Awaited<ReturnType<LoadApp>>>();
  const fetched: number[] = [];
  const widget = mountChat(options, () => {
    fetched.push(performance.now());
    return code.promise;
  });
  const drafts: (Draft | undefined)[] = [];
  async function arrive() {
    const module = await loadRealApp();
    const { mountApp } = module;
    code.resolve({
      ...module,
      mountApp: (input) => mountApp({ ...input, takeDraft: () => drafts[drafts.push(input.takeDraft!()) - 1] }),
    });
  }
  return { ...widget, drafts, arrive, fetched };
}

const sent = (webhook: ReturnType<typeof stubWebhook>) =>
  webhook.calls.filter((call) => call.payload.action === 'sendMessage').map((call) => call.payload.chatInput);

const box = (element: Element | null | undefined) => {
  const { x, y, width, height } = element!.getBoundingClientRect();
  return { x, y, width, height };
};

describe('a click before the chat code has arrived', () => {
  it('gives a focused box at once, and the chat keeps every keystroke, the caret and the focus', async () => {
    const webhook = stubWebhook();
    const widget = mountWithHeldCode();

    widget.toggle().click();
    // In the same task as the click: a labelled, focused box is there to type in.
    const drawnBox = widget.drawnTextarea()!;
    expect(widget.focused()).toBe(drawnBox);
    expect(drawnBox.getAttribute('aria-label')).toBe('Escreva sua pergunta…');
    await userEvent.keyboard('Olá, mundo');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(drawnBox.value).toBe('Olá, mundo');

    await widget.arrive();
    await expect.poll(() => widget.textarea()).toBeTruthy();
    // Handed over with the focus: the chat's box takes it in the same task, not after a paint.
    expect(widget.drafts).toEqual([
      { text: 'Olá, mundo', start: 7, end: 7, direction: 'forward', focused: true, send: false },
    ]);
    const textarea = widget.textarea()!;
    expect(widget.drawn()).toBeNull();
    expect(textarea.value).toBe('Olá, mundo');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([7, 7]);
    expect(widget.focused()).toBe(textarea);

    // Typing goes on where the caret was, and Enter sends the whole text.
    await userEvent.keyboard('lindo ');
    expect(textarea.value).toBe('Olá, mulindo ndo');
    await userEvent.keyboard('{End}{Enter}');
    await expect.poll(() => sent(webhook)).toEqual(['Olá, mulindo ndo']);
    expect(textarea.value).toBe('');
  });

  it('fetches the code only once the frame with the drawn window has painted', async () => {
    stubWebhook();
    const widget = mountWithHeldCode();

    // A click with no intent before it (no hover, no focus): the click's task only draws.
    widget.toggle().click();
    expect(widget.drawnTextarea()).toBeTruthy();
    expect(widget.fetched).toEqual([]);
    const painted = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    await expect.poll(() => widget.fetched.length).toBe(1);
    expect(widget.fetched[0]).toBeGreaterThan(painted);
    await widget.arrive();
  });

  it('sends a message the visitor sent with Enter before the code arrived, once it has', async () => {
    const webhook = stubWebhook();
    const widget = mountWithHeldCode();

    widget.toggle().click();
    await userEvent.keyboard('Oi{Enter}');
    expect(widget.drawnTextarea()!.value).toBe('Oi');

    await widget.arrive();
    await expect.poll(() => sent(webhook)).toEqual(['Oi']);
    await expect.poll(() => widget.textarea()?.value).toBe('');
    expect(widget.focused()).toBe(widget.textarea());
  });

  it('draws the window the same size, in the same place, as the chat then shows it', async () => {
    stubWebhook();
    const widget = mountWithHeldCode();

    widget.toggle().click();
    const drawn = widget.drawn()!;
    const parts = ['.papo-header', '.papo-header__close', '.papo-body', '.papo-footer', '.papo-input__textarea'];
    const before = [box(drawn), ...parts.map((part) => box(drawn.querySelector(part)))];

    await widget.arrive();
    await expect.poll(() => widget.textarea()).toBeTruthy();
    const chat = widget.chatWindow()!;
    expect([box(chat), ...parts.map((part) => box(chat.querySelector(part)))]).toEqual(before);
  });

  it("has the chat's close button, which closes the window as the toggle does", async () => {
    stubWebhook();
    const widget = mountWithHeldCode();

    widget.toggle().click();
    const close = widget.drawn()!.querySelector<HTMLButtonElement>('.papo-header__close')!;
    expect(close.className).toBe('papo-icon-button papo-header__close');
    expect(close.getAttribute('aria-label')).toBe('Fechar chat');
    expect(close.title).toBe('Fechar chat');
    // The chat's icon: the same path (src/ui/icon-paths.ts).
    expect(close.querySelector('path')!.getAttribute('d')).toBe(CLOSE_ICON_PATH);

    await userEvent.click(close);
    expect(widget.drawn()!.hidden).toBe(true);
    expect(widget.toggle().getAttribute('aria-expanded')).toBe('false');
    expect(widget.focused()).toBe(widget.toggle());

    // Opened again, the chat's code arrives: its own close button closes it the same way.
    await userEvent.click(widget.toggle());
    expect(widget.toggle().getAttribute('aria-expanded')).toBe('true');
    await widget.arrive();
    await expect.poll(() => widget.textarea()).toBeTruthy();
    expect(widget.chatWindow()!.querySelector('.papo-header__close svg path')!.getAttribute('d')).toBe(CLOSE_ICON_PATH);
  });

  it('hands the focus on the drawn close button to the chat close button', async () => {
    stubWebhook();
    const widget = mountWithHeldCode();

    widget.toggle().click();
    await userEvent.keyboard('Oi');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    const drawnClose = widget.drawn()!.querySelector('.papo-header__close');
    expect(widget.focused()).toBe(drawnClose);

    await widget.arrive();
    await expect.poll(() => widget.drawn()).toBeNull();
    expect(widget.drafts).toMatchObject([{ text: 'Oi', focused: false }]);
    expect(widget.focused()).toBe(widget.chatWindow()!.querySelector('.papo-header__close'));
    expect(widget.textarea()!.value).toBe('Oi');
  });

  it('hands it over too when the chat opens on its welcome screen', async () => {
    stubWebhook();
    const widget = mountWithHeldCode({ showWelcomeScreen: true });

    widget.toggle().click();
    const drawnClose = widget.drawn()!.querySelector<HTMLButtonElement>('.papo-header__close')!;
    drawnClose.focus();

    await widget.arrive();
    await expect.poll(() => widget.drawn()).toBeNull();
    expect(widget.focused()).toBe(widget.chatWindow()!.querySelector('.papo-header__close'));
  });

  it('draws no close button when the chat shows none', async () => {
    stubWebhook();
    const widget = mountWithHeldCode({ showWindowCloseButton: false });

    widget.toggle().click();
    expect(widget.drawn()!.querySelector('button')).toBeNull();
  });

  it('draws it the same way on a phone, right to left', async () => {
    stubWebhook();
    const { page } = await import('vitest/browser');
    await page.viewport(390, 700);
    const widget = mountWithHeldCode({ defaultLanguage: 'ar', i18n: { ar: { title: 'مرحبا' } } });

    widget.toggle().click();
    const close = (window: HTMLElement | null) => window!.querySelector('.papo-header__close');
    const before = [box(widget.drawn()), box(close(widget.drawn())), box(widget.drawnTextarea())];
    expect(widget.host.getAttribute('dir')).toBe('rtl');

    await widget.arrive();
    await expect.poll(() => widget.textarea()).toBeTruthy();
    expect([box(widget.chatWindow()), box(close(widget.chatWindow())), box(widget.textarea())]).toEqual(before);
  });

  it('is a labelled dialog that axe finds nothing wrong with, and Escape closes it', async () => {
    stubWebhook();
    const widget = mountWithHeldCode();

    widget.toggle().click();
    const drawn = widget.drawn()!;
    expect(drawn.getAttribute('role')).toBe('dialog');
    expect(widget.host.shadowRoot!.getElementById(drawn.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Olá! Eu sou a Lia 👋',
    );
    const results = await axe.run(drawn, { resultTypes: ['violations'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await userEvent.keyboard('{Escape}');
    expect(drawn.hidden).toBe(true);
    expect(widget.focused()).toBe(widget.toggle());
    await widget.arrive();
  });

  it('draws the fullscreen chat at once, without taking the focus', async () => {
    stubWebhook();
    const target = document.body.appendChild(document.createElement('div'));
    target.style.cssText = 'width: 500px; height: 600px';
    const widget = mountWithHeldCode({ mode: 'fullscreen', target });

    const before = box(widget.drawn());
    expect(before).toMatchObject({ width: 500, height: 600 });
    expect(widget.focused()).toBeNull();

    await widget.arrive();
    await expect.poll(() => widget.textarea()).toBeTruthy();
    expect(widget.drawn()).toBeNull();
    expect(box(widget.host.shadowRoot!.querySelector('.papo-root .papo-chat'))).toEqual(before);
  });
});

describe('the drawn box with voiceInput', () => {
  let speech: FakeSpeech | undefined;
  afterEach(() => {
    speech?.uninstall();
    speech = undefined;
  });

  it.each([
    { recognition: true, allowFileUploads: false },
    { recognition: true, allowFileUploads: true },
    { recognition: false, allowFileUploads: false },
  ])(
    'has the room of the buttons the chat shows, so the box does not move when it takes over ($recognition, $allowFileUploads)',
    async ({ recognition, allowFileUploads }) => {
      // The microphone shows only where the browser can listen (DictateButton.tsx).
      speech = installFakeSpeech({ recognition });
      stubWebhook();
      const widget = mountWithHeldCode({ voiceInput: true, allowFileUploads });

      widget.toggle().click();
      const drawn = box(widget.drawnTextarea());

      await widget.arrive();
      await expect.poll(() => widget.textarea()).toBeTruthy();
      expect(widget.root.querySelector('.papo-input__mic') !== null).toBe(recognition);
      expect(box(widget.textarea())).toEqual(drawn);
    },
  );
});
