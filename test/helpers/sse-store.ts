/** A chat store whose fetch answers each request with the next run's events as Server-Sent Events. */
import { vi } from 'vitest';
import type { ChatOptions } from '../../src/core/options/options-schema';
import { createChatStore } from '../../src/core/store/store';
import { fakeEnv } from './fake-env';

/** `options` (e.g. `{ transport: 'ag-ui' }`), and one list of events per request, in turn; records each request. */
export async function sseStore(options: ChatOptions, ...runs: object[][]) {
  const bodies = runs.map((events) => events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(bodies.shift(), { headers: { 'content-type': 'text/event-stream' } }),
  );
  const { env } = fakeEnv({ fetch: fetch as typeof globalThis.fetch });
  const store = createChatStore({ webhookUrl: '/agent', loadPreviousSession: false, ...options }, env);
  await store.initialize();
  return { store, fetch };
}
