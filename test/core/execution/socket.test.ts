import { describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_ACK_INTERVAL_MS, openExecutionSocket, SILENCE_LIMIT_MS } from '../../../src/core/execution/socket';
import { fakeClock } from '../../helpers/fake-clock';
import { fakeSocket } from '../../helpers/fake-socket';

const origin = 'http://127.0.0.1:5678';

function connect(fake = fakeSocket(), clock = fakeClock()) {
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
    clock.env,
  );
  return { ...fake, connection, onFrame, onEnd, urls, clock };
}

describe('the socket of a waiting execution', () => {
  it('answers every heartbeat (n8n cancels the execution after 60 s without one) and passes on the rest', () => {
    const chat = connect();
    chat.open();
    chat.receive('n8n|heartbeat');
    chat.clock.advance(30_000);
    chat.receive('{"type":"heartbeat"}');
    chat.receive('Olá! Qual é o seu nome?');
    chat.receive('n8n|continue');
    expect(chat.sent).toEqual(['n8n|heartbeat-ack', 'n8n|heartbeat-ack']);
    expect(chat.onFrame.mock.calls.map(([frame]) => frame.kind)).toEqual(['message', 'continue']);
    expect(chat.urls).toEqual(['ws://127.0.0.1:5678/chat?sessionId=s&executionId=25&isPublic=true']);
  });

  it('answers a flood of heartbeats once per interval, the last one held back included', () => {
    const chat = connect();
    chat.open();
    const acks = () => chat.sent.filter((text) => text === 'n8n|heartbeat-ack').length;
    for (let frame = 0; frame < 10_000; frame += 1) chat.receive('n8n|heartbeat');
    expect(acks()).toBe(1);
    chat.clock.advance(HEARTBEAT_ACK_INTERVAL_MS);
    expect(acks()).toBe(2);
    // Nothing more was owed: no answer without a heartbeat.
    chat.clock.advance(10 * HEARTBEAT_ACK_INTERVAL_MS);
    expect(acks()).toBe(2);
    // A flood for ten intervals: one answer at its start, then one as each interval ends.
    for (let interval = 0; interval < 10; interval += 1) {
      for (let frame = 0; frame < 1000; frame += 1) chat.receive('{"type":"heartbeat"}');
      chat.clock.advance(HEARTBEAT_ACK_INTERVAL_MS);
    }
    expect(acks()).toBe(2 + 1 + 10);
    // A socket let go of answers nothing held back.
    chat.receive('n8n|heartbeat');
    chat.receive('n8n|heartbeat');
    chat.connection.close();
    chat.clock.advance(HEARTBEAT_ACK_INTERVAL_MS);
    expect(acks()).toBe(13);
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
      fakeClock().env,
    );
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledWith('dropped'));
  });

  it('a socket with no frame, not even a heartbeat, for the silence limit is closed and ends as silent', () => {
    const chat = connect();
    chat.open();
    chat.clock.advance(SILENCE_LIMIT_MS - 1);
    expect(chat.onEnd).not.toHaveBeenCalled();
    chat.clock.advance(1);
    expect(chat.onEnd).toHaveBeenCalledWith('silent');
    expect(chat.socket.closedByClient).toBe(true);
    // Its own close (1005 from the browser) is not a second end.
    chat.closeFromServer(1005);
    expect(chat.onEnd).toHaveBeenCalledTimes(1);
  });

  it('heartbeats keep a long wait alive: an hour of them, and the socket is still listening', () => {
    const chat = connect();
    chat.open();
    for (let second = 0; second < 3600; second += 30) {
      chat.clock.advance(30_000);
      chat.receive('n8n|heartbeat');
    }
    expect(chat.onEnd).not.toHaveBeenCalled();
    expect(chat.sent).toHaveLength(120);
    chat.clock.advance(SILENCE_LIMIT_MS);
    expect(chat.onEnd).toHaveBeenCalledWith('silent');
  });

  it('stops the silence timer when the socket ends or is closed', () => {
    const ended = connect();
    ended.open();
    ended.closeFromServer(1005);
    expect(ended.clock.pendingTimers()).toBe(0);
    const closed = connect();
    closed.open();
    closed.connection.close();
    expect(closed.clock.pendingTimers()).toBe(0);
  });
});
