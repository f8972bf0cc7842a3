import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en, pt } from '../../src/core/i18n/i18n';
import { Chat } from '../../src/ui/Chat';
import { ChatWindow } from '../../src/ui/ChatWindow';
import { json, ndjson, streamResponse } from '../helpers/fake-webhook.mjs';
import { fakeWindowControls, renderChat } from '../helpers/render-chat';

describe('Chat layout', () => {
  it('shows the title and subtitle in the header', () => {
    renderChat(<Chat />);
    expect(screen.getByRole('heading', { name: en.title })).toBeTruthy();
    expect(screen.getByText(en.subtitle)).toBeTruthy();
  });

  it('uses the strings of defaultLanguage', () => {
    renderChat(<Chat />, { options: { defaultLanguage: 'pt' } });
    expect(screen.getByRole('heading', { name: pt.title })).toBeTruthy();
    expect(screen.getByText(pt.initialMessages[1]!)).toBeTruthy();
  });

  it('shows the close button only in window mode with showWindowCloseButton', () => {
    const fullscreen = renderChat(<Chat />);
    expect(screen.queryByRole('button', { name: en.closeButtonTooltip })).toBeNull();
    fullscreen.unmount();
    const windowed = renderChat(<Chat />, { windowControls: fakeWindowControls().controls });
    const close = screen.getByRole('button', { name: en.closeButtonTooltip });
    expect(close.querySelector('svg')?.getAttribute('width')).toBe('18');
    expect(close.querySelector('svg')?.getAttribute('height')).toBe('18');
    windowed.unmount();
    renderChat(<Chat />, { options: { showWindowCloseButton: false }, windowControls: fakeWindowControls().controls });
    expect(screen.queryByRole('button', { name: en.closeButtonTooltip })).toBeNull();
  });

  it('closes the window and returns focus to the toggle from the close button', async () => {
    const windowState = fakeWindowControls();
    renderChat(<Chat />, { windowControls: windowState.controls });
    await userEvent.click(screen.getByRole('button', { name: en.closeButtonTooltip }));
    expect(windowState.closeCalls).toEqual([{ returnFocus: true }]);
  });

  it('shows the get-started screen when there is no session and the welcome screen is on', async () => {
    const { store } = renderChat(<Chat />, { options: { showWelcomeScreen: true } });
    const start = screen.getByRole('button', { name: en.getStarted });
    expect(screen.getByRole('link', { name: 'n8n' }).getAttribute('href')).toBe('https://n8n.io');
    expect(screen.queryByRole('textbox')).toBeNull();
    // One way to start, not two: the footer's control stays away while the welcome screen shows.
    expect(screen.queryByRole('button', { name: en.newConversation })).toBeNull();
    await userEvent.click(start);
    expect(store.getSnapshot().sessionId).not.toBeNull();
    expect(screen.getByRole('textbox', { name: en.inputPlaceholder })).toBeTruthy();
  });

  it('shows the footer line on the get-started screen when set', () => {
    renderChat(<Chat />, { options: { showWelcomeScreen: true, i18n: { en: { footer: 'Atesta © 2025' } } } });
    expect(screen.getByText('Atesta © 2025')).toBeTruthy();
  });

  it('offers a new-conversation control in the footer when there is no session and no welcome screen', async () => {
    const { store } = renderChat(<Chat />);
    await userEvent.click(screen.getByRole('button', { name: en.newConversation }));
    expect(store.getSnapshot().sessionId).not.toBeNull();
  });
});

describe('New conversation from the header', () => {
  it('appears once there is a conversation and starts a new session', async () => {
    const { store } = renderChat(<Chat />);
    act(() => store.startNewSession());
    expect(screen.queryByRole('button', { name: en.newConversation })).toBeNull();
    await act(() => store.sendMessage('oi'));
    const firstSession = store.getSnapshot().sessionId;
    await userEvent.click(screen.getByRole('button', { name: en.newConversation }));
    expect(store.getSnapshot().sessionId).not.toBe(firstSession);
    expect(store.getSnapshot().messages).toEqual([]);
  });
});

describe('MessageList', () => {
  it('shows the initial messages as bot messages', () => {
    const { container } = renderChat(<Chat />);
    const bots = [...container.querySelectorAll('.papo-message--bot')].map((node) => node.textContent);
    expect(bots.join('|')).toContain(en.initialMessages[0]);
    expect(bots.join('|')).toContain(en.initialMessages[1]);
  });

  it('shows user and bot bubbles, the reply rendered as markdown', async () => {
    const { store, container } = renderChat(<Chat />, { handler: () => json({ output: 'Veja **isto**' }) });
    await act(() => store.sendMessage('oi'));
    expect(container.querySelector('.papo-message--user')?.textContent).toContain('oi');
    expect(container.querySelector('.papo-message--bot:last-child strong')?.textContent).toBe('isto');
  });

  it('shows an empty reply as the empty-response placeholder', async () => {
    const { store } = renderChat(<Chat />, { handler: () => json({ output: '' }) });
    await act(() => store.sendMessage('oi'));
    expect(screen.getByText(en.emptyResponse)).toBeTruthy();
  });

  it('shows user text as typed, never as markdown or HTML', async () => {
    const { store, container } = renderChat(<Chat />);
    await act(() => store.sendMessage('**não negrito** <img src=x onerror=alert(1)>'));
    const bubble = container.querySelector('.papo-message--user')!;
    expect(bubble.querySelector('strong, img')).toBeNull();
    expect(bubble.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('shows the typing indicator while waiting and removes it after the reply', async () => {
    let release: (response: Response) => void = () => {};
    const { store } = renderChat(<Chat />, { handler: () => new Promise((resolve) => (release = resolve)) });
    let sending: Promise<boolean>;
    act(() => {
      sending = store.sendMessage('oi');
    });
    expect(screen.getByTestId('typing-indicator').querySelectorAll('.papo-typing__dot')).toHaveLength(3);
    await act(async () => {
      release(json({ output: 'pronto' }));
      await sending;
    });
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
  });

  it('renders component messages from messageComponents with their arguments', () => {
    function Rating({ stars }: { stars?: number }) {
      return <p>{`${stars} estrelas`}</p>;
    }
    const { store, container } = renderChat(<Chat />, { options: { messageComponents: { rating: Rating } } });
    act(() => {
      store.addBotMessage({ type: 'component', key: 'rating', arguments: { stars: 4 } });
      store.addBotMessage({ type: 'component', key: 'unregistered' });
    });
    expect(screen.getByText('4 estrelas').closest('.papo-message--component')).toBeTruthy();
    expect(container.querySelectorAll('.papo-message--component')).toHaveLength(1);
  });

  it('shows an error entry with Retry that re-sends and then shows the reply', async () => {
    let attempt = 0;
    const { store, container } = renderChat(<Chat />, {
      handler: (call) => (++attempt === 1 ? json({}, 503) : json({ output: `eco: ${String(call.payload.chatInput)}` })),
    });
    await act(() => store.sendMessage('de novo'));
    expect(container.querySelector('.papo-message--error')?.textContent).toContain(
      en.errorHttp.replace('{status}', '503'),
    );
    await userEvent.click(screen.getByRole('button', { name: en.retry }));
    await screen.findByText('eco: de novo');
    expect(screen.queryByRole('button', { name: en.retry })).toBeNull();
  });

  it('grows a streamed reply in one bubble', async () => {
    const meta = { nodeId: 'a', runIndex: 0 };
    const parts = ndjson(
      { type: 'item', content: 'Olá', metadata: meta },
      { type: 'item', content: ', mundo', metadata: meta },
      { type: 'end', metadata: meta },
    );
    const { store, container } = renderChat(<Chat />, {
      options: { enableStreaming: true },
      handler: () => streamResponse(parts),
    });
    await act(() => store.sendMessage('oi'));
    const bots = container.querySelectorAll('.papo-message--bot');
    expect(bots[bots.length - 1]?.textContent).toContain('Olá, mundo');
  });
});

describe('LiveRegion', () => {
  it('announces each reply once, and errors, but not the greeting', async () => {
    let attempt = 0;
    const { store } = renderChat(<Chat />, {
      handler: () =>
        ++attempt === 1 ? json({ output: 'primeira resposta' }) : Promise.reject(new TypeError('offline')),
    });
    const region = screen.getByTestId('live-region');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    await act(() => store.sendMessage('a'));
    // Its words are worked out once the reply is painted, not in the task that draws it.
    expect(region.textContent).toBe('');
    await waitFor(() => expect(region.textContent).toBe(`${en.messageFromBot}: primeira resposta`));
    await act(() => store.sendMessage('b'));
    expect(region.textContent).toBe(en.errorNetwork);
  });

  it('announces a streamed reply once, when it is complete', async () => {
    const meta = { nodeId: 'a', runIndex: 0 };
    const announcements: string[] = [];
    const { store } = renderChat(<Chat />, {
      options: { enableStreaming: true },
      handler: () =>
        streamResponse(
          ndjson({ type: 'item', content: 'um ', metadata: meta }, { type: 'item', content: 'dois', metadata: meta }),
        ),
    });
    const region = screen.getByTestId('live-region');
    const observer = new MutationObserver(() => announcements.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    await act(() => store.sendMessage('a'));
    await waitFor(() => expect(region.textContent).toBe(`${en.messageFromBot}: um dois`));
    observer.disconnect();
    expect(announcements.filter(Boolean)).toEqual([`${en.messageFromBot}: um dois`]);
  });
});

describe('ChatWindow', () => {
  it('is a dialog labelled by the chat title', () => {
    renderChat(<ChatWindow />, { windowControls: fakeWindowControls().controls });
    expect(screen.getByRole('dialog', { name: en.title })).toBeTruthy();
  });

  it('closes on Escape and asks for focus to return to the toggle', () => {
    const windowState = fakeWindowControls();
    renderChat(<ChatWindow />, { windowControls: windowState.controls });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(windowState.closeCalls).toEqual([{ returnFocus: true }]);
  });

  it('is inert while closed, so its controls cannot be reached', () => {
    const windowState = fakeWindowControls(false);
    const { container } = renderChat(<ChatWindow />, { windowControls: windowState.controls });
    const dialog = container.querySelector('.papo-window')!;
    expect(dialog.hasAttribute('inert')).toBe(true);
    expect(dialog.getAttribute('data-open')).toBe('false');
    act(() => windowState.setOpen(true));
    expect(dialog.hasAttribute('inert')).toBe(false);
  });
});

describe('While the history loads (bench row 3)', () => {
  /** The history answers when the test says; sends are echoed. */
  function deferredHistory() {
    let release: (response: Response) => void = () => {};
    const history = new Promise<Response>((resolve) => (release = resolve));
    return {
      handler: (call: { payload: Record<string, unknown> }) =>
        call.payload.action === 'loadPreviousSession' ? history : json({ output: 'eco' }),
      release: (response: Response) => release(response),
    };
  }

  it('shows the input at once; a message sent meanwhile shows as pending and goes out once the history has arrived', async () => {
    const history = deferredHistory();
    const { store, calls } = renderChat(<Chat />, { options: { loadPreviousSession: true }, handler: history.handler });
    let initializing: Promise<void>;
    act(() => {
      initializing = store.initialize();
    });
    const box = screen.getByRole('textbox', { name: en.inputPlaceholder });
    await userEvent.type(box, 'oi{Enter}');
    expect(calls).toHaveLength(1);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(document.querySelector('.papo-message--pending')?.textContent).toContain('oi');

    await act(async () => {
      history.release(json({ data: [] }));
      await initializing;
    });
    expect(screen.getByRole('textbox', { name: en.inputPlaceholder })).toBe(box);
    await vi.waitFor(() =>
      expect(calls.map((call) => call.payload.action)).toEqual(['loadPreviousSession', 'sendMessage']),
    );
    expect(document.querySelector('.papo-message--pending')).toBeNull();
  });

  it('shows no input while it loads when the welcome screen may follow', () => {
    const history = deferredHistory();
    const { store } = renderChat(<Chat />, {
      options: { loadPreviousSession: true, showWelcomeScreen: true },
      handler: history.handler,
    });
    act(() => void store.initialize());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: en.getStarted })).toBeNull();
  });
});
