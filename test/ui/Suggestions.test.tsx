/** Suggestion chips and source links (docs/protocol.md#suggestions-and-sources). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/core/i18n/i18n';
import { Chat } from '../../src/ui/Chat';
import { json } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

const chips = () => screen.queryByRole('group', { name: en.suggestions });
const chipTexts = () =>
  within(chips()!)
    .getAllByRole('button')
    .map((button) => button.textContent);
const sent = (chat: ReturnType<typeof renderChat>) =>
  chat.calls.filter((call) => call.payload.action === 'sendMessage').map((call) => call.payload.chatInput);

describe('starter suggestions', () => {
  it('shows the option’s questions (cleaned) under the greeting; a chip sends its text and they go', async () => {
    const chat = renderChat(<Chat />, {
      options: { showWelcomeScreen: false, suggestions: [' Como autentico? ', '', 'Como autentico?', 'E os limites?'] },
    });
    await act(() => chat.store.initialize());
    expect(chipTexts()).toEqual(['Como autentico?', 'E os limites?']);

    await userEvent.click(screen.getByRole('button', { name: 'E os limites?' }));
    expect(chips()).toBeNull();
    await screen.findByText('eco: E os limites?');
    expect(sent(chat)).toEqual(['E os limites?']);
    // The conversation is no longer empty: the starters do not come back.
    expect(chips()).toBeNull();
  });

  it('are on the welcome screen, where a chip starts the conversation with its question', async () => {
    const chat = renderChat(<Chat />, { options: { showWelcomeScreen: true, suggestions: ['Como autentico?'] } });
    await act(() => chat.store.initialize());
    expect(screen.getByRole('button', { name: en.getStarted })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Como autentico?' }));
    await screen.findByText('eco: Como autentico?');
    expect(chat.store.getSnapshot().sessionId).not.toBeNull();
    expect(sent(chat)).toEqual(['Como autentico?']);
  });

  it('are not offered to a disabled chat', async () => {
    const chat = renderChat(<Chat />, { options: { showWelcomeScreen: false, disabled: true, suggestions: ['a'] } });
    await act(() => chat.store.initialize());
    expect(chips()).toBeNull();
  });
});

describe('follow-up suggestions', () => {
  it('are under the last reply only, and go when the visitor types a message', async () => {
    let turn = 0;
    const chat = renderChat(<Chat />, {
      options: { showWelcomeScreen: false, initialMessages: [] },
      handler: () => json({ output: `Resposta ${++turn}`, suggestions: [`Seguir ${turn}a`, `Seguir ${turn}b`] }),
    });
    await act(() => chat.store.initialize());
    const box = screen.getByRole('textbox', { name: en.inputPlaceholder });
    await userEvent.type(box, 'Primeira{Enter}');
    await screen.findByText('Resposta 1');
    expect(chipTexts()).toEqual(['Seguir 1a', 'Seguir 1b']);

    await userEvent.click(screen.getByRole('button', { name: 'Seguir 1b' }));
    await screen.findByText('Resposta 2');
    expect(chipTexts()).toEqual(['Seguir 2a', 'Seguir 2b']);
    expect(screen.queryByRole('button', { name: 'Seguir 1a' })).toBeNull();

    await userEvent.type(box, 'Outra coisa');
    expect(chips()).not.toBeNull();
    await userEvent.type(box, '{Enter}');
    expect(screen.queryByRole('button', { name: 'Seguir 2a' })).toBeNull();
    expect(sent(chat)).toEqual(['Primeira', 'Seguir 1b', 'Outra coisa']);
  });

  it('are read out after the reply', async () => {
    const chat = renderChat(<Chat />, {
      options: { showWelcomeScreen: false },
      handler: () => json({ output: 'Pronto.', suggestions: ['E agora?', 'E depois?'] }),
    });
    await act(() => chat.store.initialize());
    await act(() => chat.store.sendMessage('oi'));
    await waitFor(() =>
      expect(screen.getByTestId('live-region').textContent).toBe(
        `${en.messageFromBot}: Pronto. ${en.suggestions}: E agora?, E depois?.`,
      ),
    );
  });
});

describe('sources', () => {
  it('lists safe sources as new-tab links, named by title or host, without the ones the text links to', async () => {
    const chat = renderChat(<Chat />, {
      options: { showWelcomeScreen: false },
      handler: () =>
        json({
          output: 'Veja [a página](https://docs.example.com/auth/#token).',
          sources: [
            { title: 'Autenticação', url: 'http://DOCS.example.com/auth' },
            { title: 'Ambientes', url: 'https://docs.example.com/ambientes' },
            { url: 'https://status.example.com/hoje' },
            { title: 'Mau', url: 'javascript:alert(1)' },
            { title: 'Dados', url: 'data:text/html,<b>x</b>' },
            { title: 'Imagem', url: 'data:image/png;base64,AAAA' },
            { title: 'Tab', url: 'java\tscript:alert(1)' },
            'lixo',
          ],
        }),
    });
    await act(() => chat.store.initialize());
    await act(() => chat.store.sendMessage('oi'));
    const list = await screen.findByRole('list', { name: en.sources });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ambientes', 'https://docs.example.com/ambientes'],
      ['status.example.com', 'https://status.example.com/hoje'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('shows no list when every source is already linked or unsafe', async () => {
    const chat = renderChat(<Chat />, {
      options: { showWelcomeScreen: false },
      handler: () => json({ output: 'https://docs.example.com/a', sources: [{ url: 'https://docs.example.com/a/' }] }),
    });
    await act(() => chat.store.initialize());
    await act(() => chat.store.sendMessage('oi'));
    await screen.findByRole('link', { name: 'https://docs.example.com/a' });
    expect(screen.queryByText(en.sources)).toBeNull();
  });
});
