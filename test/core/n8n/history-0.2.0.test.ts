/**
 * The n8n memories recorded in test/fixtures/protocol give the same bubbles as they did in
 * papo-chat 0.2.0: test/fixtures/messages-0.2.0/history.json is what 0.2.0's mapHistory
 * returned for each (same ids and time), kept from before the message model changed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapHistory } from '../../../src/core/n8n/history';
import { messageText } from '../../../src/core/messages/messages';
import { migrateMessage } from '../../../src/core/messages/migrate-message';
import { uuidSequence } from '../../helpers/fake-env';

const protocolDir = new URL('../../fixtures/protocol/', import.meta.url);
const before = JSON.parse(
  readFileSync(new URL('../../fixtures/messages-0.2.0/history.json', import.meta.url), 'utf8'),
) as Record<string, Array<{ sender: string; text: string }>>;

interface Exchange {
  request?: unknown;
  response?: { status?: number; body?: unknown };
}

/** Every recorded answer to loadPreviousSession that holds a memory, by `file` or `file#exchange`. */
function recordedMemories(): Map<string, unknown[]> {
  const memories = new Map<string, unknown[]>();
  for (const name of readdirSync(protocolDir).filter((file) => file.endsWith('.json'))) {
    const fixture = JSON.parse(readFileSync(new URL(name, protocolDir), 'utf8')) as Exchange & {
      exchanges?: Exchange[];
    };
    const exchanges = fixture.exchanges ?? [fixture];
    exchanges.forEach(({ request, response }, index) => {
      if (!JSON.stringify(request ?? {}).includes('loadPreviousSession') || response?.status !== 200) return;
      let data: unknown;
      try {
        data = (JSON.parse(String(response.body)) as { data?: unknown }).data;
      } catch {
        return;
      }
      if (Array.isArray(data)) memories.set(fixture.exchanges ? `${name}#${index}` : name, data);
    });
  }
  return memories;
}

const memories = recordedMemories();
const mapped = (data: unknown[]) =>
  mapHistory(data, { createId: uuidSequence(), createdAt: '2026-11-21T12:00:00.000Z' });

describe('the recorded n8n memories, as 0.2.0 showed them', () => {
  it('covers every recorded memory', () => {
    expect([...memories.keys()].sort()).toEqual(Object.keys(before).sort());
  });

  it.each([...memories])('%s gives the same bubbles', (name, data) => {
    const bubbles = mapped(data).map((message) => ({ sender: message.sender, text: messageText(message) }));
    expect(bubbles).toEqual(before[name]!.map(({ sender, text }) => ({ sender, text })));
  });

  it.each([...memories])('%s gives what migrateMessage makes of 0.2.0’s messages', (name, data) => {
    expect(mapped(data)).toEqual(before[name]!.map(migrateMessage));
  });
});
