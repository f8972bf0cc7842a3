/** A chat UI of a team's own, drawn on `usePapoChat`: what the headless tests render. */
import { useState } from 'react';
import type { ChatEnv } from '../../src/core/env';
import type { ChatOptions } from '../../src/core/options/options';
import { usePapoChat } from '../../src/react';
import { messageText } from '../../src/core/messages/messages';

export function HeadlessChat({ options, env }: { options: ChatOptions; env?: ChatEnv }) {
  const chat = usePapoChat(options, env);
  const [draft, setDraft] = useState('');
  return (
    <main>
      <ul aria-label="Conversa">
        {chat.messages.map((message) => (
          <li key={message.id} data-sender={message.sender}>
            {messageText(message)}
            {message.type === 'error' ? (
              <button type="button" onClick={() => void chat.retry(message.id)}>
                Tentar de novo
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {chat.waiting ? <p role="status">Digitando…</p> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void chat.sendMessage(draft);
          setDraft('');
        }}
      >
        <label>
          Mensagem
          <input value={draft} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit" disabled={!chat.canSend(draft)}>
          Enviar
        </button>
        <button type="button" onClick={chat.startNewSession}>
          Nova conversa
        </button>
      </form>
    </main>
  );
}
