/** "Read aloud" under a reply (`readAloud`), with a fake speech synthesis (test/helpers/fake-speech.ts). */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, pt } from '../../src/core/i18n/i18n';
import type { ChatOptions } from '../../src/core/options/options';
import { Chat } from '../../src/ui/Chat';
import * as engine from '../../src/ui/markdown/engine';
import type { MarkdownEngine, MarkdownEngineLoader } from '../../src/ui/markdown/useMarkdownEngine';
import { json, storedHistory, type WebhookCall } from '../helpers/fake-webhook.mjs';
import { installFakeSpeech, type FakeSpeech } from '../helpers/fake-speech';
import { fakeWindowControls, renderChat } from '../helpers/render-chat';

let speech: FakeSpeech;
beforeEach(() => {
  speech = installFakeSpeech();
});
// The chat goes first: unmounting stops what it reads or hears, through the fakes.
afterEach(() => {
  cleanup();
  speech.uninstall();
});

/** Two replies restored from the history, the second with markdown. */
async function chatWithReplies(options: ChatOptions = {}, windowControls = fakeWindowControls().controls) {
  const chat = renderChat(<Chat />, {
    options: { readAloud: true, loadPreviousSession: true, showWelcomeScreen: false, ...options },
    windowControls,
    handler: (call: WebhookCall) =>
      call.payload.action === 'loadPreviousSession'
        ? json(
            storedHistory([
              { sender: 'user', text: 'Oi' },
              { sender: 'bot', text: 'Primeira resposta' },
              { sender: 'user', text: 'E o preço?' },
              { sender: 'bot', text: 'Custa **R$ 10**, veja [a tabela](https://example.com/precos).' },
            ]),
          )
        : json({ output: 'ok' }),
  });
  await act(() => chat.store.initialize());
  await screen.findByText('R$ 10');
  const replies = () =>
    [...chat.container.querySelectorAll<HTMLElement>('.papo-message--bot')].filter((bubble) =>
      /resposta|Custa/.test(bubble.textContent ?? ''),
    );
  return { ...chat, first: () => within(replies()[0]!), second: () => within(replies()[1]!) };
}

describe('read aloud', () => {
  it('is off by default, and hidden where the browser cannot speak', async () => {
    const { unmount } = await chatWithReplies({ readAloud: false });
    expect(screen.queryByRole('button', { name: en.readAloud })).toBeNull();
    unmount();
    speech.uninstall();
    speech = installFakeSpeech({ synthesis: false });
    await chatWithReplies();
    expect(screen.queryByRole('button', { name: en.readAloud })).toBeNull();
    expect(screen.getAllByRole('button', { name: en.copy }).length).toBeGreaterThan(0);
  });

  it("reads the reply's words without markdown, in the chat's language; pressed again, it stops", async () => {
    const chat = await chatWithReplies({ defaultLanguage: 'pt' });
    const read = chat.second().getByRole('button', { name: pt.readAloud });
    expect(read.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(read);
    expect(speech.spoken).toEqual([{ text: 'Custa R$ 10, veja a tabela.', lang: 'pt-BR', speaking: true }]);
    expect(read.getAttribute('aria-pressed')).toBe('true');
    expect(read.getAttribute('aria-label')).toBe(pt.stopReading);

    await userEvent.click(read);
    expect(speech.spoken[0]!.speaking).toBe(false);
    expect(read.getAttribute('aria-label')).toBe(pt.readAloud);
    expect(read.getAttribute('aria-pressed')).toBe('false');
  });

  it('pressed before markdown has loaded, reads the words once it has, not the marks', async () => {
    let arrive: (engine: MarkdownEngine) => void = () => {};
    const load = vi.fn<MarkdownEngineLoader>(() => new Promise((resolve) => (arrive = resolve)));
    const chat = renderChat(<Chat />, {
      options: { readAloud: true, loadPreviousSession: true, showWelcomeScreen: false },
      loadMarkdown: load,
      handler: () =>
        json(
          storedHistory([
            { sender: 'user', text: 'E o preço?' },
            { sender: 'bot', text: 'Custa **R$ 10**.' },
          ]),
        ),
    });
    await act(() => chat.store.initialize());
    const read = await screen.findByRole('button', { name: en.readAloud });
    await userEvent.click(read);
    // Pressed at once, silent until the words are known.
    expect(read.getAttribute('aria-pressed')).toBe('true');
    expect(speech.spoken).toEqual([]);
    await act(async () => arrive(engine));
    expect(speech.spoken.map(({ text }) => text)).toEqual(['Custa R$ 10.']);
  });

  it('goes back to "Read aloud" when the reading ends', async () => {
    const chat = await chatWithReplies();
    await userEvent.click(chat.first().getByRole('button', { name: en.readAloud }));
    act(() => speech.finishSpeaking());
    expect(chat.first().getByRole('button', { name: en.readAloud }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reads one reply at a time: another one stops the first', async () => {
    const chat = await chatWithReplies();
    await userEvent.click(chat.first().getByRole('button', { name: en.readAloud }));
    await userEvent.click(chat.second().getByRole('button', { name: en.readAloud }));
    expect(speech.spoken.map(({ text, speaking }) => [text, speaking])).toEqual([
      ['Primeira resposta', false],
      ['Custa R$ 10, veja a tabela.', true],
    ]);
    expect(chat.first().getByRole('button', { name: en.readAloud }).getAttribute('aria-pressed')).toBe('false');
    expect(chat.second().getByRole('button', { name: en.stopReading }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stops when the window closes', async () => {
    const window = fakeWindowControls();
    const chat = await chatWithReplies({}, window.controls);
    await userEvent.click(chat.first().getByRole('button', { name: en.readAloud }));
    act(() => window.setOpen(false));
    expect(speech.spoken[0]!.speaking).toBe(false);
  });

  it('stops when a new conversation starts', async () => {
    const chat = await chatWithReplies();
    await userEvent.click(chat.first().getByRole('button', { name: en.readAloud }));
    act(() => chat.store.startNewSession());
    expect(speech.spoken[0]!.speaking).toBe(false);
  });
});
