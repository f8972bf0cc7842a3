/**
 * The wait-for-reply socket against a hostile n8n, in Chromium: a real WebSocket to a server
 * the tests start on 127.0.0.1 (test/browser/hostile-socket-server.ts). Everything is
 * counted (messages mounted, store updates, sockets opened, frames drawn), never timed;
 * the reconnect delays and the silence limit run on faked timers.
 */
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MAX_MESSAGES_PER_WAIT } from '../../src/core/execution/batch';
import { messageText } from '../../src/core/messages/messages';
import { MAX_RECONNECTS, RECONNECT_MAX_DELAY_MS } from '../../src/core/execution/reconnect';
import { HEARTBEAT_ACK_INTERVAL_MS, SILENCE_LIMIT_MS } from '../../src/core/execution/socket';
import { RENDER_BUDGET } from '../../src/ui/Markdown';
import { fakeWebhook, json } from '../helpers/fake-webhook.mjs';
import { mountChat, openChat, type Widget } from './harness';

/** vi.waitFor gives up after 1 s by default; a flood on two busy cores takes longer. */
const UNDER_LOAD = { timeout: 20_000 };

const origin = inject('hostileSocketOrigin');
const webhookUrl = `${origin}/webhook/chat`;
const realFetch = globalThis.fetch.bind(globalThis);
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/**
 * Waits for `condition` on the real clock. `expect.poll` and `vi.waitFor` advance fake timers
 * by their interval on every failed check, so on a busy machine (many checks) they would move
 * the chat's clock too.
 */
async function untilOnRealClock(condition: () => boolean, timeoutMs = UNDER_LOAD.timeout) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited >= timeoutMs) throw new Error(`not true within ${timeoutMs} ms: ${condition.toString()}`);
    await new Promise((resolve) => realSetTimeout(resolve, 20));
  }
}

/** The webhook answers every message with "execution started" for `executionId`; the socket goes to the hostile server. */
function startsExecution(executionId: string) {
  const webhook = fakeWebhook((call) =>
    call.payload.action === 'loadPreviousSession' ? json({ data: [] }) : json({ executionStarted: true, executionId }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(webhookUrl) ? webhook.fetch(input, init) : realFetch(input, init),
    ),
  );
  return webhook;
}

/** The sockets the page opened and saw closed, counted on the browser's own WebSocket. */
function countSockets() {
  const counts = { opened: 0, closed: 0, events: '' };
  const Real = globalThis.WebSocket;
  vi.stubGlobal(
    'WebSocket',
    class extends Real {
      constructor(url: string | URL) {
        super(url);
        counts.opened += 1;
        this.addEventListener('open', () => (counts.events += 'o'));
        this.addEventListener('message', () => (counts.events += 'm'));
        this.addEventListener('error', () => (counts.events += 'e'));
        // Added before the chat's onclose: by the time a test reads it, the chat has handled the close.
        this.addEventListener('close', () => (counts.closed += 1));
      }
    },
  );
  return counts;
}

/** The heartbeat answers the page sent, counted on the browser's own WebSocket. */
function countHeartbeatAnswers() {
  const counts = { answers: 0 };
  const Real = globalThis.WebSocket;
  vi.stubGlobal(
    'WebSocket',
    class extends Real {
      override send(data: string | ArrayBufferLike | Blob | ArrayBufferView) {
        if (data === 'n8n|heartbeat-ack') counts.answers += 1;
        super.send(data);
      }
    },
  );
  return counts;
}

const serverConnections = async (executionId: string) =>
  Number(await (await realFetch(`${origin}/connections?executionId=${executionId}`)).json());

const retryButton = (widget: Widget) => widget.root.querySelector<HTMLButtonElement>('.papo-message__retry');

async function send(widget: Widget, text: string) {
  await userEvent.fill(widget.textarea()!, text);
  await userEvent.keyboard('{Enter}');
}

/** Frames the page draws: a page frozen by its main thread draws none. */
function countFrames() {
  const counter = { frames: 0, running: true };
  const tick = () => {
    if (!counter.running) return;
    counter.frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return counter;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a flood on the socket', () => {
  it('2 000 messages at once: at most the bound mounted, store updates batched, the page keeps drawing', async () => {
    startsExecution('flood-2000');
    const widget = mountChat({ webhookUrl });
    await openChat(widget);
    const store = await widget.instance.ready();
    let updates = 0;
    store.subscribe(() => (updates += 1));
    const page = countFrames();

    await send(widget, 'oi');
    await vi.waitFor(() => expect(retryButton(widget)).not.toBeNull(), UNDER_LOAD);
    // The store keeps the bound; the list draws only the groups near the view of those.
    const flood = store
      .getSnapshot()
      .messages.filter((message) => message.sender === 'bot' && messageText(message).includes('Mensagem'));
    expect(flood).toHaveLength(MAX_MESSAGES_PER_WAIT);
    const drawn = widget.messages('bot').filter((bubble) => bubble.textContent?.includes('Mensagem'));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(MAX_MESSAGES_PER_WAIT);
    // 2 000 messages one update each would be 2 000; batched per frame and cut at the bound, a handful.
    expect(updates).toBeLessThan(40);
    const framesSoFar = page.frames;
    await expect.poll(() => page.frames).toBeGreaterThan(framesSoFar + 3);
    page.running = false;
    // The visitor can go on: the box is free and Retry can be pressed.
    expect(widget.textarea()!.disabled).toBe(false);
    expect(widget.typing()).toBeNull();
  });

  it('one message of 2 million characters renders the reply budget and "Show all", nothing more', async () => {
    startsExecution(`big-${2_000_000}`);
    const widget = mountChat({ webhookUrl });
    await openChat(widget);
    await send(widget, 'oi');
    const bubble = await vi.waitFor(() => {
      const found = widget.messages('bot').find((candidate) => candidate.textContent?.includes('xxxx'));
      if (!found) throw new Error('no big message yet');
      return found;
    }, UNDER_LOAD);
    await vi.waitFor(() => expect(bubble.querySelector('.papo-markdown__show-all')).not.toBeNull(), UNDER_LOAD);
    const rendered = bubble.querySelector('.papo-markdown')!.textContent!.replaceAll(/[^x]/g, '').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(RENDER_BUDGET);
  });
});

describe('a server that sends the pending question and drops, on every socket', () => {
  it('reconnects a bounded number of times, then an error entry with Retry', async () => {
    const webhook = startsExecution('drop-after-one');
    const sockets = countSockets();
    const widget = mountChat({ webhookUrl });
    await openChat(widget);
    await widget.instance.ready();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await send(widget, 'oi');
    // Each round: the socket opened has dropped and the chat has handled it; the delay is run.
    for (let round = 1; round <= 3 * MAX_RECONNECTS && !retryButton(widget); round += 1) {
      // What the server saw, every round: never more sockets than the allowance.
      expect(await serverConnections('drop-after-one')).toBeLessThanOrEqual(1 + MAX_RECONNECTS);
      // On the real clock: a failed expect.poll check would advance the fake one, and with it
      // the reconnect delay, before this round is counted.
      await untilOnRealClock(
        () => retryButton(widget) !== null || (sockets.opened === round && sockets.closed === round),
      );
      vi.advanceTimersByTime(RECONNECT_MAX_DELAY_MS);
    }
    await vi.waitFor(() => expect(retryButton(widget)).not.toBeNull(), UNDER_LOAD);
    expect(sockets.opened).toBe(1 + MAX_RECONNECTS);
    expect(await serverConnections('drop-after-one')).toBe(1 + MAX_RECONNECTS);
    // The question n8n sent on each socket is shown once.
    expect(widget.messages('bot').filter((bubble) => bubble.textContent?.includes('Qual é o seu nome'))).toHaveLength(
      1,
    );

    vi.useRealTimers();
    await userEvent.click(retryButton(widget)!);
    await expect.poll(() => webhook.calls.filter((call) => call.payload.action === 'sendMessage').length).toBe(2);
  });
});

describe('a socket that goes silent', () => {
  it('no frame and no heartbeat for the silence limit: a clear message and Retry, the box free', async () => {
    startsExecution('silent');
    const sockets = countSockets();
    const widget = mountChat({ webhookUrl });
    await openChat(widget);
    await widget.instance.ready();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await send(widget, 'oi');
    await expect.poll(() => sockets.opened).toBe(1);
    await expect.poll(() => serverConnections('silent')).toBe(1);
    expect(widget.typing()).not.toBeNull();
    vi.advanceTimersByTime(SILENCE_LIMIT_MS);
    await vi.waitFor(() => expect(retryButton(widget)).not.toBeNull(), UNDER_LOAD);
    expect(widget.root.querySelector('.papo-message__error-text')!.textContent).toBe(
      'A resposta está demorando demais. Tente novamente.',
    );
    vi.useRealTimers();
    await expect.poll(() => widget.typing()).toBeNull();
    expect(widget.textarea()!.disabled).toBe(false);
    expect(sockets.opened).toBe(1);
  });
});

describe('a flood of heartbeats', () => {
  it('5 000 at once get one answer, and one more for those held back when the interval is over', async () => {
    startsExecution('heartbeats-5000');
    const sent = countHeartbeatAnswers();
    const widget = mountChat({ webhookUrl });
    await openChat(widget);
    await widget.instance.ready();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await send(widget, 'oi');
    // The question comes after the heartbeats: once it shows, every one of them has been read.
    // Waited for on the real clock: the chat's (fake) clock must not move before the count.
    await untilOnRealClock(() =>
      widget.messages('bot').some((bubble) => bubble.textContent?.includes('Qual é o seu nome')),
    );
    expect(sent.answers).toBe(1);
    vi.advanceTimersByTime(HEARTBEAT_ACK_INTERVAL_MS);
    expect(sent.answers).toBe(2);
    vi.advanceTimersByTime(10 * HEARTBEAT_ACK_INTERVAL_MS);
    expect(sent.answers).toBe(2);
  });
});
