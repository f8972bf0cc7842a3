/**
 * A message's time: the first use of Intl in a page loads the browser's locale data, so its
 * format is made in a task of its own, not in the one that sends the visitor's first message
 * (docs/performance.md#what-a-streamed-chunk-costs). Counted (formats made), never timed.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Chat } from '../../src/ui/Chat';
import { json } from '../helpers/fake-webhook.mjs';
import { renderChat } from '../helpers/render-chat';

const RealDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

it('sending the first message makes no time format in its task; the time is written a task later', async () => {
  let made = 0;
  Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
    construct(target, args, newTarget) {
      made += 1;
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  const chat = renderChat(<Chat />, {
    // A language no other test uses: its format is made once per page (the unit project's files share one).
    options: { showWelcomeScreen: false, loadPreviousSession: false, defaultLanguage: 'en-XA', i18n: { 'en-XA': {} } },
    handler: () => json({ output: 'Resposta' }),
  });
  await act(() => chat.store.initialize());
  act(() => void chat.store.sendMessage('Pergunta'));
  const question = chat.container.querySelector<HTMLElement>('.papo-message--user')!;
  expect(question.textContent).toContain('Pergunta');
  expect(made).toBe(0);
  const time = question.querySelector('time')!;
  expect(time.textContent).toBe('');
  await waitFor(() => expect(time.textContent).toMatch(/\d/));
  await waitFor(() => expect(chat.container.querySelector('.papo-message--bot time')?.textContent).toMatch(/\d/));
  // One format for the chat's language, shared by every message.
  expect(made).toBe(1);
});
