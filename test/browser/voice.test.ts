/**
 * Dictation (`voiceInput`) and Read aloud (`readAloud`) in the real widget in Chromium, with
 * the browser's speech recognition and synthesis replaced on the page by fakes a test can
 * drive (test/helpers/fake-speech.ts): a headless browser has no microphone and no voices.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { pt } from '../../src/core/i18n/i18n';
import { json } from '../helpers/fake-webhook.mjs';
import { installFakeSpeech, type FakeSpeech } from '../helpers/fake-speech';
import { mountChat, openChat, recordAnnouncements, stubWebhook, type Widget } from './harness';

let speech: FakeSpeech | undefined;
afterEach(() => {
  speech?.uninstall();
  speech = undefined;
});

const mic = (widget: Widget) => widget.root.querySelector<HTMLButtonElement>('.papo-input__mic');
const problem = (widget: Widget) => widget.root.querySelector('.papo-input__problem')?.textContent;
const buttonNamed = (within: Element, name: string) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.getAttribute('aria-label') === name,
  );

describe('dictation, in Chromium', () => {
  it('with the keyboard: Enter on the button listens, Escape in the box stops it, and the next Escape closes the window', async () => {
    speech = installFakeSpeech();
    stubWebhook();
    const widget = mountChat({ voiceInput: true });
    const textarea = await openChat(widget);
    const heard = recordAnnouncements(widget.liveRegion()!);
    await userEvent.type(textarea, 'Olá,');
    await userEvent.tab();
    expect(widget.focused()).toBe(mic(widget));
    expect(mic(widget)!.getAttribute('aria-label')).toBe(pt.dictate);
    expect(getComputedStyle(mic(widget)!).boxShadow).toBe('none');

    await userEvent.keyboard('{Enter}');
    const recognition = speech.recognition();
    expect(recognition.state).toBe('listening');
    expect(recognition.lang).toBe('pt-BR');
    expect(mic(widget)!.getAttribute('aria-pressed')).toBe('true');
    expect(mic(widget)!.getAttribute('aria-label')).toBe(pt.stopDictating);
    // Seen without colour: a ring around the filled button.
    expect(getComputedStyle(mic(widget)!).boxShadow).not.toBe('none');
    recognition.hear('quero um orçamento');
    await expect.poll(() => textarea.value).toBe('Olá, quero um orçamento');

    // Back in the box, whose own Escape (and the window's) must wait for the next one.
    await userEvent.tab({ shift: true });
    expect(widget.focused()).toBe(textarea);
    await userEvent.keyboard('{Escape}');
    expect(recognition.state).toBe('stopping');
    expect(widget.instance.isOpen()).toBe(true);
    recognition.hear('quero um orçamento', true);
    recognition.end();
    await expect.poll(() => mic(widget)!.getAttribute('aria-pressed')).toBe('false');
    expect(textarea.value).toBe('Olá, quero um orçamento');
    await expect.poll(() => heard.heard).toEqual([pt.listening, pt.stoppedListening]);

    await userEvent.keyboard('{Escape}');
    expect(widget.instance.isOpen()).toBe(false);
    heard.stop();
  });

  it('with the mouse: a press listens, a second press stops, and the words are sent with Enter', async () => {
    speech = installFakeSpeech();
    const webhook = stubWebhook();
    const widget = mountChat({ voiceInput: true });
    const textarea = await openChat(widget);
    await userEvent.click(mic(widget)!);
    const recognition = speech.recognition();
    recognition.hear('qual é o horário');
    await expect.poll(() => textarea.value).toBe('qual é o horário');
    await userEvent.click(mic(widget)!);
    expect(recognition.state).toBe('stopping');
    recognition.hear('qual é o horário de atendimento', true);
    recognition.end();
    await expect.poll(() => textarea.value).toBe('qual é o horário de atendimento');

    await userEvent.click(textarea);
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() =>
        webhook.calls.filter((call) => call.payload.action === 'sendMessage').map((call) => call.payload.chatInput),
      )
      .toEqual(['qual é o horário de atendimento']);
  });

  it('explains a refused microphone in one line under the box', async () => {
    speech = installFakeSpeech();
    stubWebhook();
    const widget = mountChat({ voiceInput: true });
    await openChat(widget);
    await userEvent.click(mic(widget)!);
    speech.recognition().fail('not-allowed');
    await expect.poll(() => problem(widget)).toBe(pt.microphoneRefused);
    expect(mic(widget)!.getAttribute('aria-pressed')).toBe('false');
  });

  it('offers no button, and no error, where the browser has no speech recognition or synthesis', async () => {
    speech = installFakeSpeech({ recognition: false, synthesis: false });
    stubWebhook(() => json({ output: 'Resposta' }));
    const errors: unknown[] = [];
    const widget = mountChat({ voiceInput: true, readAloud: true, onError: (error) => errors.push(error) });
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('Resposta');
    const reply = widget.messages('bot').at(-1)!;
    await expect.poll(() => buttonNamed(reply, 'Copiar')).toBeTruthy();
    expect(mic(widget)).toBeNull();
    expect(buttonNamed(reply, pt.readAloud)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

describe('read aloud, in Chromium', () => {
  it('reads a reply in the chat’s language, stops on a second press, and stops when the window closes', async () => {
    speech = installFakeSpeech();
    stubWebhook(() => json({ output: 'O horário é **das 9h às 18h**.' }));
    const widget = mountChat({ readAloud: true });
    const textarea = await openChat(widget);
    await userEvent.fill(textarea, 'Horário?');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widget.messages('bot').at(-1)?.textContent ?? '').toContain('das 9h às 18h');
    const reply = widget.messages('bot').at(-1)!;
    await expect.poll(() => buttonNamed(reply, pt.readAloud)).toBeTruthy();

    // The keyboard: focus the button and press Space.
    buttonNamed(reply, pt.readAloud)!.focus();
    await userEvent.keyboard(' ');
    expect(speech.spoken).toEqual([{ text: 'O horário é das 9h às 18h.', lang: 'pt-BR', speaking: true }]);
    await expect.poll(() => buttonNamed(reply, pt.stopReading)?.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(buttonNamed(reply, pt.stopReading)!);
    expect(speech.spoken[0]!.speaking).toBe(false);

    await userEvent.click(buttonNamed(reply, pt.readAloud)!);
    expect(speech.spoken[1]!.speaking).toBe(true);
    await userEvent.click(widget.toggle());
    await expect.poll(() => speech!.spoken[1]!.speaking).toBe(false);
  });
});
