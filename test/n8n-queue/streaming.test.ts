// @vitest-environment node
/**
 * Streaming in n8n's queue mode (`npm run test:n8n -- --queue`): the worker runs the
 * workflow, the webhook processor holds the visitor's request. stream-two-parts streams a
 * first part, waits 3 s in a Wait node, then streams a second: the first must reach the
 * client while the worker is still waiting, not together with the second at the end.
 */
import { describe, expect, it } from 'vitest';

const queue = JSON.parse(process.env.PAPO_N8N_QUEUE ?? 'null') as { twoPartsWebhook: string } | null;
if (!queue) throw new Error('PAPO_N8N_QUEUE is not set: run these tests with `npm run test:n8n -- --queue`.');
const url = `${process.env.PAPO_N8N_URL}/webhook/${queue.twoPartsWebhook}/chat`;

describe('a streaming workflow in queue mode', () => {
  it('relays each chunk from the worker as it is written', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: `two-parts-${Date.now()}`, chatInput: 'olá' }),
    });
    expect(response.status).toBe(200);
    const items: Array<{ content: string; at: number }> = [];
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffered += decoder.decode(read.value, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines.filter(Boolean)) {
        const parsed = JSON.parse(line) as { type: string; content?: string };
        if (parsed.type === 'item') items.push({ content: parsed.content!, at: performance.now() });
      }
    }
    expect(items.map((item) => item.content)).toEqual(['part 1 of olá', 'part 2']);
    // The Wait node holds the second part back 3 s: a relay that buffered the stream until the
    // execution ended would hand both over at once (part 1 would have to be held up 2 s to fail this).
    expect(items[1]!.at - items[0]!.at).toBeGreaterThan(1000);
  });
});
