/** The send button turns into Stop while a reply is on its way (the same button, so focus stays). */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/core/i18n/i18n';
import { Chat } from '../../src/ui/Chat';
import { ndjson, streamResponse } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

describe('Stop', () => {
  it('stops a streaming reply: what arrived stays, marked, and the box can send again at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const chat = renderChat(<Chat />, {
      options: { showWelcomeScreen: false, enableStreaming: true },
      handler: () =>
        streamResponse(
          ndjson({ type: 'begin' }, { type: 'item', content: 'Metade da ' }, { type: 'item', content: 'resposta' }),
          {
            wait: (index) => (index === 2 ? held : undefined),
          },
        ),
    });
    await act(() => chat.store.initialize());
    const box = screen.getByRole('textbox', { name: en.inputPlaceholder });
    await userEvent.type(box, 'Conte uma história{Enter}');
    await screen.findByText('Metade da');

    const stop = screen.getByRole('button', { name: en.stop });
    expect(screen.queryByRole('button', { name: en.sendMessage })).toBeNull();
    await userEvent.click(stop);
    release();

    await screen.findByText(en.stopped);
    expect(screen.getByText('Metade da')).toBeTruthy();
    // The same button is Send again, and sends.
    expect(screen.getByRole('button', { name: en.sendMessage })).toBe(stop);
    await userEvent.type(box, 'Outra{Enter}');
    await waitFor(() => expect(chat.calls.filter((call) => call.payload.action === 'sendMessage')).toHaveLength(2));
  });

  it('is not offered while the history loads', async () => {
    const chat = renderChat(<Chat />, {
      options: { showWelcomeScreen: false, loadPreviousSession: true },
      handler: () => new Promise<Response>(() => {}),
    });
    act(() => void chat.store.initialize());
    await waitFor(() => expect(chat.store.getSnapshot().historyStatus).toBe('loading'));
    expect(screen.queryByRole('button', { name: en.stop })).toBeNull();
  });
});
