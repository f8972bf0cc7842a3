/**
 * When the chat asks for markdown (src/ui/markdown/usePreloadMarkdown.ts, Markdown.tsx): not
 * when it opens on a plain greeting, but when the visitor types, when a message is sent
 * (the request not waiting for it), or when a message with markdown syntax is shown. The
 * live region reads a reply's words once markdown is there, or the text as written without it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../src/core/i18n/i18n';
import { Chat } from '../../src/ui/Chat';
import * as engine from '../../src/ui/markdown/engine';
import type { MarkdownEngine, MarkdownEngineLoader } from '../../src/ui/markdown/useMarkdownEngine';
import { json } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

/** A loader per test that holds markdown back until `arrive()`, or fails it with `fail()`. */
function heldLoader() {
  const attempts: { resolve: (engine: MarkdownEngine) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn<MarkdownEngineLoader>(() => new Promise((resolve, reject) => attempts.push({ resolve, reject })));
  return {
    load,
    arrive: () => act(async () => attempts.at(-1)!.resolve(engine)),
  };
}

const botTexts = () =>
  [...document.querySelectorAll('.papo-message--bot .papo-markdown')].map((m) => m.textContent?.trim());

describe('loading markdown', () => {
  it('is not asked for by a chat that opens on a plain greeting', async () => {
    const { load } = heldLoader();
    renderChat(<Chat />, { loadMarkdown: load });
    expect(botTexts().join(' ')).toContain(en.initialMessages[1]!);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
  });

  it('starts when the visitor types', async () => {
    const { load } = heldLoader();
    const { store } = renderChat(<Chat />, { loadMarkdown: load });
    act(() => store.startNewSession());
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: en.inputPlaceholder }), 'O');
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts with a message sent without typing, and the request does not wait for it', async () => {
    const { load, arrive } = heldLoader();
    const { store, calls } = renderChat(<Chat />, {
      loadMarkdown: load,
      handler: () => json({ output: 'Use **POST /token**.' }),
    });
    await act(() => store.sendMessage('Como?'));
    expect(load).toHaveBeenCalledOnce();
    // Asked and answered while markdown is still on its way: the answer is readable, plain.
    expect(calls.filter((call) => call.payload.action === 'sendMessage')).toHaveLength(1);
    await waitFor(() => expect(botTexts()).toContain('Use **POST /token**.'));
    const region = screen.getByTestId('live-region');
    await arrive();
    await waitFor(() => expect(document.querySelector('.papo-message--bot strong')?.textContent).toBe('POST /token'));
    // Its words are read once markdown is there, without the syntax.
    await waitFor(() => expect(region.textContent).toBe(`${en.messageFromBot}: Use POST /token.`));
  });

  it('is asked for by a greeting with markdown syntax, shown plain until it arrives', async () => {
    const { load, arrive } = heldLoader();
    renderChat(<Chat />, {
      loadMarkdown: load,
      options: { i18n: { en: { initialMessages: ['Hi! See [the docs](https://example.com/docs).'] } } },
    });
    expect(load).toHaveBeenCalledOnce();
    expect(botTexts()).toEqual(['Hi! See [the docs](https://example.com/docs).']);
    await arrive();
    expect(document.querySelector('.papo-message--bot a')?.getAttribute('href')).toBe('https://example.com/docs');
  });

  it('reads a reply as written when markdown cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Offline: every attempt fails (the reply, its words and the next send each try again).
    const load = vi.fn<MarkdownEngineLoader>(() => Promise.reject(new Error('offline')));
    const { store } = renderChat(<Chat />, { loadMarkdown: load, handler: () => json({ output: 'A  **b**\nc' }) });
    await act(() => store.sendMessage('?'));
    const region = screen.getByTestId('live-region');
    await waitFor(() => expect(region.textContent).toBe(`${en.messageFromBot}: A **b** c`));
    expect(botTexts()).toContain('A  **b**\nc');
  });
});
