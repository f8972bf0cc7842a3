// sendFeedback (docs/protocol.md#feedback): the widget's ratings are checked, kept per message
// (the newest wins, bounded) and logged; nothing else of the chat changes.

import { describe, expect, it } from 'vitest';
import { createFeedbackStore } from '../src/chat/feedback.js';
import { fakeClock, serversClosedAfterEach, WEBHOOK } from './helpers.js';

const start = serversClosedAfterEach();

const rating = { action: 'sendFeedback', sessionId: 's1', messageId: 'm1', rating: 'up' };

describe('sendFeedback', () => {
  it('answers {"ok":true}, keeps the rating with the page it was given on, and leaves the history alone', async () => {
    const app = await start({ clock: fakeClock() });
    const response = await app.postJson({ ...rating, metadata: { pagePath: '/docs/intro', page: '/docs' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(app.feedback.list()).toEqual([
      { sessionId: 's1', messageId: 'm1', rating: 'up', pagePath: '/docs/intro', at: Date.UTC(2026, 10, 21, 12) },
    ]);
    const history = await app.postJson({ action: 'loadPreviousSession', sessionId: 's1' });
    expect(await history.json()).toEqual({ data: [] });
  });

  it('keeps the newest rating per message: a comment after 👎 replaces the 👎 without one', async () => {
    const app = await start();
    await app.postJson(rating);
    await app.postJson({ ...rating, rating: 'down' });
    await app.postJson({ ...rating, rating: 'down', comment: 'O link estava errado' });
    await app.postJson({ ...rating, messageId: 'm2' });
    expect(app.feedback.list().map(({ messageId, rating, comment }) => ({ messageId, rating, comment }))).toEqual([
      { messageId: 'm1', rating: 'down', comment: 'O link estava errado' },
      { messageId: 'm2', rating: 'up', comment: undefined },
    ]);
  });

  it('reads the GET query too', async () => {
    const app = await start();
    const response = await app.fetch(
      `${WEBHOOK}?action=sendFeedback&sessionId=s1&messageId=m1&rating=down&comment=Lento`,
    );
    expect(response.status).toBe(200);
    expect(app.feedback.list()[0]).toMatchObject({ messageId: 'm1', rating: 'down', comment: 'Lento' });
  });

  it.each([
    [{ ...rating, messageId: undefined }, 400, 'missing_message_id', 'messageId'],
    [{ ...rating, messageId: 'm'.repeat(129) }, 400, 'message_id_too_long', 'messageId'],
    [{ ...rating, rating: 'meh' }, 400, 'invalid_rating', 'rating'],
    [{ ...rating, comment: 42 }, 400, 'invalid_comment', 'comment'],
    [{ ...rating, comment: 'x'.repeat(1001) }, 413, 'comment_too_long', 'comment'],
    [{ ...rating, sessionId: '' }, 400, 'missing_session_id', 'sessionId'],
  ])('refuses %j with %i %s', async (body, status, code, field) => {
    const app = await start();
    const response = await app.postJson(body);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatchObject({ code, field });
    expect(app.feedback.list()).toEqual([]);
  });

  it('keeps only bounded fields: a large metadata is not held for the last 1000 ratings', async () => {
    // The JSON cap raised so the body is accepted: what is kept is the point, not what is refused.
    const app = await start({ maxJsonBodyBytes: 1024 * 1024 });
    const metadata = { pagePath: '/docs/intro', junk: 'x'.repeat(500_000) };
    expect((await app.postJson({ ...rating, metadata })).status).toBe(200);
    const [entry] = app.feedback.list();
    expect(entry).not.toHaveProperty('metadata');
    // Session id (128) + message id (128) + comment (1000) + page (512) and the field names.
    expect(JSON.stringify(entry).length).toBeLessThan(2000);
  });

  it('writes a newline or escape in the ids as \\u escapes: a rating is one log line, never a forged one', async () => {
    /** @type {string[]} */
    const lines = [];
    const logger = { info: (/** @type {string} */ line) => lines.push(line), warn() {}, error() {} };
    const app = await start({ logger });
    const forged = 'm1\nPapo webhook server listening on http://evil.example\u001b[31m';
    await app.postJson({ ...rating, messageId: forged, sessionId: 's1\r\u2028x' });
    const line = lines.find((text) => text.startsWith('Feedback:')) ?? '';
    for (const char of ['\n', '\r', '\u001b', '\u2028']) expect(line).not.toContain(char);
    expect(line).toBe(
      'Feedback: up on message m1\\u000aPapo webhook server listening on http://evil.example\\u001b[31m of session s1\\u000d\\u2028x.',
    );
  });

  it('logs each rating without its comment', async () => {
    /** @type {string[]} */
    const lines = [];
    const logger = { info: (/** @type {string} */ line) => lines.push(line), warn() {}, error() {} };
    const app = await start({ logger });
    await app.postJson({ ...rating, rating: 'down', comment: 'segredo' });
    const line = lines.find((text) => text.startsWith('Feedback:'));
    expect(line).toBe('Feedback: down on message m1 of session s1 with a comment of 7 characters.');
  });
});

describe('the feedback store', () => {
  it('keeps only the newest entries past its bound', () => {
    const store = createFeedbackStore({ maxEntries: 2, clock: { now: () => 0 }, logger: { info() {} } });
    for (const messageId of ['a', 'b', 'c']) store.record({ sessionId: 's', messageId, rating: 'up' });
    expect(store.list().map(({ messageId }) => messageId)).toEqual(['b', 'c']);
  });
});
