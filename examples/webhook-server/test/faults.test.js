// The test-only fault switches: off unless enabled; each armed fault breaks the next
// webhook reply once, the way the widget's error paths need.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS_PATH } from '../src/chat/faults.js';
import { parseLines, rawRequest, startServer, waitFor, WEBHOOK } from './helpers.js';

const json = { 'content-type': 'application/json' };
const message = (sessionId = 'faults') => JSON.stringify({ action: 'sendMessage', sessionId, chatInput: 'webhook' });

/** @param {Awaited<ReturnType<typeof startServer>>} app @param {object} fault */
async function arm(app, fault) {
  const response = await app.fetch(FAULTS_PATH, { method: 'POST', headers: json, body: JSON.stringify(fault) });
  expect(response.status).toBe(200);
  return response.json();
}

describe('off by default', () => {
  it('has no /__test__/faults route, and webhook replies stay normal', async () => {
    const app = await startServer();
    try {
      // Only the static site answers there: POST is not a method it takes, GET finds no page.
      const response = await app.fetch(FAULTS_PATH, { method: 'POST', headers: json, body: '{"next":"500"}' });
      expect(response.status).toBe(405);
      expect((await app.fetch(FAULTS_PATH)).status).toBe(404);
      const reply = await app.fetch(WEBHOOK, { method: 'POST', headers: json, body: message() });
      expect(reply.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('with PAPO_TEST_FAULTS', () => {
  /** @type {Array<{ ms: number, release: () => void }>} */
  const sleeps = [];
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let app;
  beforeAll(async () => {
    app = await startServer({
      testFaults: true,
      clock: {
        now: () => 0,
        // A slow fault waits on this instead of a real timer: the test decides when it ends.
        sleep: (ms) => new Promise((resolve) => sleeps.push({ ms, release: () => resolve() })),
      },
    });
  });
  afterAll(() => app.close());

  const post = (body = message(), headers = json) => app.fetch(WEBHOOK, { method: 'POST', headers, body });

  it('"500": the next reply is n8n\'s 500, then replies are normal again', async () => {
    await arm(app, { next: '500' });
    const failed = await post();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Error in workflow' });
    expect((await post()).status).toBe(200);
  });

  it('"non-json": a 200 whose body is HTML', async () => {
    await arm(app, { next: 'non-json' });
    const response = await post();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    await expect(response.json()).rejects.toThrow();
  });

  it('"slow": the reply waits the given delay, then arrives whole', async () => {
    await arm(app, { next: 'slow', ms: 45_000 });
    let settled = false;
    const pending = post().then((response) => {
      settled = true;
      return response;
    });
    const sleep = await waitFor(() => sleeps.find((s) => s.ms === 45_000));
    expect(settled).toBe(false);
    sleep.release();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(typeof (await response.json()).output).toBe('string');
  });

  it('"cut-stream" on a streamed reply: begin and one item, then the connection drops', async () => {
    await arm(app, { next: 'cut-stream' });
    const raw = await rawRequest(app.port, {
      method: 'POST',
      path: WEBHOOK,
      headers: { 'content-type': 'application/json', accept: 'text/plain' },
      body: message('cut'),
    });
    expect(raw.status).toBe(200);
    expect(raw.complete).toBe(false);
    expect(parseLines(raw.body).map((line) => line.type)).toEqual(['begin', 'item']);
    // The visitor never got that reply and will retry it: it is not in the history.
    expect(await app.history.get('cut')).toEqual([]);
  });

  it('"cut-stream" on a JSON reply: half the announced body, then the connection drops', async () => {
    await arm(app, { next: 'cut-stream' });
    const raw = await rawRequest(app.port, { method: 'POST', path: WEBHOOK, headers: json, body: message() });
    expect(raw.status).toBe(200);
    expect(raw.complete).toBe(false);
    expect(() => JSON.parse(raw.body)).toThrow();
  });

  it('"action" limits a fault to one action (the history load does not use it up)', async () => {
    await arm(app, { next: '500', action: 'sendMessage' });
    const load = await post(JSON.stringify({ action: 'loadPreviousSession', sessionId: 'faults' }));
    expect(load.status).toBe(200);
    expect((await post()).status).toBe(500);
  });

  it('shows, replaces and clears the armed fault', async () => {
    expect(await arm(app, { next: 'non-json' })).toEqual({ armed: { next: 'non-json', ms: 3000 } });
    expect(await (await app.fetch(FAULTS_PATH)).json()).toEqual({ armed: { next: 'non-json', ms: 3000 } });
    expect(await arm(app, { next: null })).toEqual({ armed: null });
    await arm(app, { next: '500' });
    expect((await app.fetch(FAULTS_PATH, { method: 'DELETE' })).status).toBe(200);
    expect((await post()).status).toBe(200);
  });

  it('refuses an unknown fault with 400', async () => {
    const response = await app.fetch(FAULTS_PATH, { method: 'POST', headers: json, body: '{"next":"explode"}' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'unknown_fault', field: 'next' });
  });

  it('a bad request does not use up the fault', async () => {
    await arm(app, { next: '500' });
    expect((await post('{')).status).toBe(422);
    expect((await post()).status).toBe(500);
  });
});
