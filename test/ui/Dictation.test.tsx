/** Dictation into the message box (`voiceInput`), with a fake speech recognition (test/helpers/fake-speech.ts). */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en, pt } from '../../src/core/i18n/i18n';
import type { ChatOptions } from '../../src/core/options/options';
import { Chat } from '../../src/ui/Chat';
import { ChatInput } from '../../src/ui/ChatInput';
import { LiveRegion } from '../../src/ui/LiveRegion';
import { installFakeSpeech, type FakeSpeech } from '../helpers/fake-speech';
import { renderChat } from '../helpers/render-chat';

let speech: FakeSpeech;
beforeEach(() => {
  speech = installFakeSpeech();
});
// The chat goes first: unmounting stops what it reads or hears, through the fakes.
afterEach(() => {
  cleanup();
  speech.uninstall();
});

const box = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const mic = (name = en.dictate) => screen.getByRole('button', { name });
const liveRegion = () => screen.getByTestId('live-region');
/** The line under the box (the live region says the same words). */
const problemLine = (text: string) => screen.queryByText(text, { selector: '.papo-input__problem' });

function renderInput(options: ChatOptions = {}) {
  // The chat's live region, beside the box as in the chat, hears what the box announces.
  const ui = (
    <div>
      <ChatInput />
      <LiveRegion />
    </div>
  );
  const rendered = renderChat(ui, { options: { voiceInput: true, ...options } });
  act(() => rendered.store.startNewSession());
  return rendered;
}

describe('dictation', () => {
  it('has no button unless voiceInput is on, nor where the browser has no speech recognition', () => {
    const { unmount } = renderChat(<ChatInput />);
    expect(screen.queryByRole('button', { name: en.dictate })).toBeNull();
    unmount();
    speech.uninstall();
    speech = installFakeSpeech({ recognition: false });
    renderInput();
    expect(screen.queryByRole('button', { name: en.dictate })).toBeNull();
    expect(screen.getByRole('button', { name: en.sendMessage })).toBeTruthy();
  });

  it("listens in the chat's language, shows what it hears as it comes, after the visitor's text", async () => {
    renderInput({ defaultLanguage: 'pt' });
    await userEvent.type(box(), 'Olá,');
    await userEvent.click(mic(pt.dictate));
    const recognition = speech.recognition();
    expect(recognition.state).toBe('listening');
    expect(recognition.lang).toBe('pt-BR');
    expect(recognition.interimResults).toBe(true);
    expect(mic(pt.stopDictating).getAttribute('aria-pressed')).toBe('true');
    expect(box().placeholder).toBe(pt.listening);

    act(() => recognition.hear('quero'));
    expect(box().value).toBe('Olá, quero');
    act(() => recognition.hear('quero saber o preço'));
    expect(box().value).toBe('Olá, quero saber o preço');
    act(() => recognition.hear('quero saber o preço', true));
    act(() => recognition.end());
    expect(box().value).toBe('Olá, quero saber o preço');
    expect(mic(pt.dictate).getAttribute('aria-pressed')).toBe('false');
    expect(box().placeholder).toBe(pt.inputPlaceholder);
  });

  it('stops on a second press, keeping the final words; says when it listens and when it stopped', async () => {
    renderInput();
    await userEvent.click(mic());
    await waitFor(() => expect(liveRegion().textContent).toBe(en.listening));
    const recognition = speech.recognition();
    act(() => recognition.hear('hello'));
    await userEvent.click(mic(en.stopDictating));
    expect(recognition.state).toBe('stopping');
    act(() => recognition.hear('hello there', true));
    act(() => recognition.end());
    expect(box().value).toBe('hello there');
    await waitFor(() => expect(liveRegion().textContent).toBe(en.stoppedListening));
    expect(mic().getAttribute('aria-pressed')).toBe('false');
  });

  it('a second dictation goes after the first, a space apart', async () => {
    renderInput();
    await userEvent.click(mic());
    act(() => speech.recognition().hear('one', true));
    act(() => speech.recognition().end());
    await userEvent.click(mic());
    act(() => speech.recognition().hear('two', true));
    expect(box().value).toBe('one two');
    expect(speech.recognitions).toHaveLength(2);
  });

  it('stops quietly on silence (no-speech), with no problem shown', async () => {
    renderInput();
    await userEvent.click(mic());
    act(() => speech.recognition().fail('no-speech'));
    expect(mic().getAttribute('aria-pressed')).toBe('false');
    expect(problemLine(en.dictationFailed)).toBeNull();
    await waitFor(() => expect(liveRegion().textContent).toBe(en.stoppedListening));
  });

  it.each(['not-allowed', 'service-not-allowed'])('explains a refused microphone (%s) in one line', async (error) => {
    renderInput();
    await userEvent.click(mic());
    act(() => speech.recognition().fail(error));
    expect(problemLine(en.microphoneRefused)).toBeTruthy();
    await waitFor(() => expect(liveRegion().textContent).toBe(en.microphoneRefused));
    // Trying again takes the line away.
    await userEvent.click(mic());
    expect(problemLine(en.microphoneRefused)).toBeNull();
  });

  it('says in a short line that dictation failed for any other reason', async () => {
    renderInput();
    await userEvent.click(mic());
    act(() => speech.recognition().fail('network'));
    expect(problemLine(en.dictationFailed)).toBeTruthy();
  });

  it('sending stops it, and what is still on its way does not fill the box again', async () => {
    const { calls } = renderInput();
    await userEvent.click(mic());
    const recognition = speech.recognition();
    act(() => recognition.hear('what time is it'));
    await userEvent.type(box(), '{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.payload.chatInput).toBe('what time is it');
    expect(recognition.state).toBe('ended');
    act(() => recognition.hear('what time is it now', true));
    expect(box().value).toBe('');
    expect(mic().getAttribute('aria-pressed')).toBe('false');
  });

  it('is disabled with the box', () => {
    renderInput({ disabled: true });
    expect(mic()).toHaveProperty('disabled', true);
  });
});

describe('Escape while dictating', () => {
  it('stops listening first; the next Escape stops the reply under way', async () => {
    const chat = renderChat(<Chat />, {
      options: { voiceInput: true, showWelcomeScreen: false },
      handler: () => new Promise<Response>(() => {}),
    });
    await act(() => chat.store.initialize());
    await userEvent.type(box(), 'Uma pergunta{Enter}');
    await waitFor(() => expect(chat.store.getSnapshot().waiting).toBe(true));
    await userEvent.click(mic());
    const recognition = speech.recognition();

    await userEvent.keyboard('{Escape}');
    expect(recognition.state).toBe('stopping');
    expect(chat.store.getSnapshot().waiting).toBe(true);
    act(() => recognition.end());

    box().focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(chat.store.getSnapshot().waiting).toBe(false));
  });
});
