/**
 * A message's time: the first use of Intl in a page loads the browser's locale data, so its
 * format is made as the visitor types, or else in the task that sends the message, never in
 * a frame of the streamed reply
 * (docs/performance.md#what-a-streamed-chunk-costs). Counted (formats made), never timed.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { en } from '../../src/core/i18n/i18n';
import { Chat } from '../../src/ui/Chat';
import { json } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

const RealDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

/** Counts the time formats made from now on. */
function countFormats() {
  const counter = { made: 0 };
  Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
    construct(target, args, newTarget) {
      counter.made += 1;
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  return counter;
}

/**
 * A chat in `language`, initialized, answering "Resposta". Each test takes a language no other
 * test uses: its format is made once per page (the unit project's files share one).
 */
async function chatIn(language: string) {
  const chat = renderChat(<Chat />, {
    options: {
      showWelcomeScreen: false,
      loadPreviousSession: false,
      defaultLanguage: language,
      i18n: { [language]: {} },
    },
    handler: () => json({ output: 'Resposta' }),
  });
  await act(() => chat.store.initialize());
  return chat;
}

it('a message sent without typing is written with its time, one format made in its sending task', async () => {
  const counter = countFormats();
  const chat = await chatIn('en-XA');
  expect(counter.made).toBe(0);
  act(() => void chat.store.sendMessage('Pergunta'));
  // Made before the reply streams: not deferred into one of its frames.
  expect(counter.made).toBe(1);
  const question = chat.container.querySelector<HTMLElement>('.papo-message--user')!;
  expect(question.querySelector('time')!.textContent).toMatch(/\d/);
  await waitFor(() => expect(chat.container.querySelector('.papo-message--bot time')?.textContent).toMatch(/\d/));
  // One format for the chat's language, shared by every message.
  expect(counter.made).toBe(1);
});

it('typing makes the format a task after the first key, so sending makes none', async () => {
  const counter = countFormats();
  const chat = await chatIn('en-XB');
  const box = screen.getByRole('textbox', { name: en.inputPlaceholder });
  await userEvent.type(box, 'P');
  await waitFor(() => expect(counter.made).toBe(1));
  await userEvent.type(box, 'ergunta{Enter}');
  const question = await waitFor(() => chat.container.querySelector<HTMLElement>('.papo-message--user time')!);
  // Written with the message, in the task that sends it.
  expect(question.textContent).toMatch(/\d/);
  expect(counter.made).toBe(1);
});
