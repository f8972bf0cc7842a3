import { describe, expect, it, vi } from 'vitest';
import { openExecutionSocket } from '../../src/core/execution-socket';
import { fakeSocket } from '../helpers/fake-socket';

const origin = 'http://127.0.0.1:5678';

function connect(fake = fakeSocket()) {
  const onFrame = vi.fn();
  const onEnd = vi.fn();
  const urls: string[] = [];
  const connection = openExecutionSocket(
    (url) => {
      urls.push(url);
      return fake.socket;
    },
    'ws://127.0.0.1:5678/chat?sessionId=s&executionId=25&isPublic=true',
    origin,
    { onFrame, onEnd },
  );
  return { ...fake, connection, onFrame, onEnd, urls };
}

describe('the socket of a waiting execution', () => {
  it('answers every heartbeat (n8n cancels the execution after 60 s without one) and passes on the rest', () => {
    const chat = connect();
    chat.open();
    chat.receive('n8n|heartbeat');
    chat.receive('{"type":"heartbeat"}');
    chat.receive('Olá! Qual é o seu nome?');
    chat.receive('n8n|continue');
    expect(chat.sent).toEqual(['n8n|heartbeat-ack', 'n8n|heartbeat-ack']);
    expect(chat.onFrame.mock.calls.map(([frame]) => frame.kind)).toEqual(['message', 'continue']);
    expect(chat.urls).toEqual(['ws://127.0.0.1:5678/chat?sessionId=s&executionId=25&isPublic=true']);
  });

  it('sends the visitor’s answer only while open', () => {
    const chat = connect();
    expect(chat.connection.send('early')).toBe(false);
    chat.open();
    expect(chat.connection.send('{"chatInput":"Ana"}')).toBe(true);
    expect(chat.sent).toEqual(['{"chatInput":"Ana"}']);
  });

  it.each([
    [1005, 'finished'],
    [1000, 'finished'],
    [1008, 'refused'],
    [1006, 'dropped'],
    [1011, 'dropped'],
  ])('reads a close with code %i as %s, once', (code, end) => {
    const chat = connect();
    chat.open();
    chat.closeFromServer(code);
    chat.closeFromServer(code);
    expect(chat.onEnd.mock.calls).toEqual([[end]]);
    expect(chat.connection.send('late')).toBe(false);
  });

  it('says nothing more once the chat closed it itself', () => {
    const chat = connect();
    chat.open();
    chat.connection.close();
    chat.receive('Olá');
    chat.closeFromServer(1005);
    expect(chat.socket.closedByClient).toBe(true);
    expect(chat.onFrame).not.toHaveBeenCalled();
    expect(chat.onEnd).not.toHaveBeenCalled();
  });

  it('ends as dropped when the browser refuses the URL', async () => {
    const onEnd = vi.fn();
    openExecutionSocket(
      () => {
        throw new DOMException('insecure', 'SecurityError');
      },
      'ws://x/chat',
      origin,
      { onFrame: vi.fn(), onEnd },
    );
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledWith('dropped'));
  });
});
