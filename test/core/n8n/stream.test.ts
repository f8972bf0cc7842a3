import { describe, expect, it, vi } from 'vitest';
import { WebhookStreamError } from '../../../src/core/errors';
import type { BotMessage, ChatMessage } from '../../../src/core/messages/messages';
import { consumeReplyStream } from '../../../src/core/store/store-stream';
import { bubbleKey, readReplyStream, type StreamChunk } from '../../../src/core/n8n/stream';
import { expectToCover, protocolFixtures } from '../../helpers/protocol-fixtures';

interface StreamFixture {
  trace: string | null;
  response: { body: string | null; chunks?: string[] | null };
  expected?: { chunks?: StreamChunk[]; message?: Pick<BotMessage, 'parts' | 'status'> | null };
}

const streamFixtures = protocolFixtures<StreamFixture>().filter(([, f]) => f.expected?.chunks !== undefined);

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** A body that hands out exactly these reads, then ends (or fails with `error`). */
function bodyOf(parts: (string | Uint8Array)[], error?: unknown, onCancel?: (reason: unknown) => void) {
  const queue = parts.map((part) => (typeof part === 'string' ? bytes(part) : part));
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = queue.shift();
        if (next) controller.enqueue(next);
        else if (error !== undefined) controller.error(error);
        else controller.close();
      },
      cancel: onCancel,
    },
    { highWaterMark: 0 },
  );
}

/** A body the test writes to as it goes, through `source`. */
function openBody() {
  let source!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      source = controller;
    },
  });
  return { body, source };
}

/** Splits the UTF-8 bytes of `text` at the given byte offsets. */
function splitBytes(text: string, offsets: number[]): Uint8Array[] {
  const all = bytes(text);
  const cuts = [0, ...offsets.filter((at) => at > 0 && at < all.length), all.length];
  return cuts.slice(1).map((end, i) => all.subarray(cuts[i], end));
}

async function collect(chunks: AsyncIterable<StreamChunk>): Promise<StreamChunk[]> {
  const out: StreamChunk[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

const read = (parts: (string | Uint8Array)[]) => collect(readReplyStream(bodyOf(parts)));
const item = (content: string, nodeId = '', runIndex = 0): StreamChunk => ({ type: 'item', content, nodeId, runIndex });
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const itemLine = (content: string, nodeId = 'n1', runIndex = 0) =>
  line({ type: 'item', content, metadata: { nodeId, runIndex } });

/** The bot message the store builds from the chunks, as the store would show it (`null`: none). */
async function messageOf(chunks: StreamChunk[]) {
  let messages: readonly ChatMessage[] = [];
  const clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined };
  async function* replay() {
    yield* chunks;
  }
  const created = (text: string): BotMessage => ({
    ...{ id: 'bot-1', type: 'text', sender: 'bot', createdAt: '' },
    ...{ parts: [{ type: 'text', text }], status: 'streaming' },
  });
  const target = {
    createMessage: created,
    updateMessages: (update: (shown: readonly ChatMessage[]) => readonly ChatMessage[]) =>
      (messages = update(messages)),
    clock,
  };
  const replies = await consumeReplyStream(replay(), target).catch(() => null);
  expect(messages.length).toBeLessThanOrEqual(1);
  const shown = messages[0] as BotMessage | undefined;
  if (replies) expect(replies).toEqual(shown ? [shown] : []);
  return shown ? { parts: shown.parts, status: shown.status } : null;
}

describe('readReplyStream with the protocol fixtures', () => {
  it('covers the recorded and the hand-written streams', () => {
    expectToCover(streamFixtures, [
      'stream-send-message',
      'stream-error',
      'stream-two-nodes',
      'stream-keepalive-unknown-nonjson',
      'stream-no-item',
      'stream-plain-json-reply',
      'stream-plain-json-reply-multiline',
    ]);
  });

  describe.each(streamFixtures)('%s', (_name, f) => {
    const body = f.response.body!;
    const byteLength = bytes(body).length;

    it('yields the expected chunks from the HTTP chunks as sent', async () => {
      const parts = f.response.chunks ?? [body];
      expect(await read(parts)).toEqual(f.expected!.chunks);
    });

    it('makes the expected bot message', async () => {
      expect(await messageOf(await read([body]))).toEqual(f.expected!.message);
    });

    it('yields the same when every read is one byte (lines and characters split anywhere)', async () => {
      const parts = splitBytes(
        body,
        Array.from({ length: byteLength }, (_, i) => i),
      );
      expect(await read(parts)).toEqual(f.expected!.chunks);
    });

    it('yields the same when reads are cut inside multi-byte characters', async () => {
      // Offsets that fall just after the first byte of each multi-byte character.
      const offsets: number[] = [];
      let at = 0;
      for (const char of body) {
        const size = bytes(char).length;
        if (size > 1) offsets.push(at + 1);
        at += size;
      }
      expect(await read(splitBytes(body, offsets))).toEqual(f.expected!.chunks);
    });
  });
});

describe('readReplyStream lines', () => {
  it('splits on \\n and tolerates \\r\\n', async () => {
    expect(await read([`${itemLine('a').trimEnd()}\r\n${itemLine('b')}`])).toEqual([item('a', 'n1'), item('b', 'n1')]);
  });

  it('joins a line split across reads', async () => {
    const text = itemLine('Olá, mundo');
    expect(await read([text.slice(0, 10), text.slice(10, 30), text.slice(30)])).toEqual([item('Olá, mundo', 'n1')]);
  });

  it('flushes the last line when it has no trailing newline', async () => {
    expect(await read([itemLine('a'), itemLine('b').trimEnd()])).toEqual([item('a', 'n1'), item('b', 'n1')]);
    expect(await read([itemLine('a'), 'fim'])).toEqual([item('a', 'n1'), item('fim')]);
  });

  it('decodes a character split across reads (TextDecoder stream mode)', async () => {
    const text = itemLine('🚀 ação');
    const rocket = bytes(text).indexOf(0xf0);
    expect(await read(splitBytes(text, [rocket + 1, rocket + 2, rocket + 3]))).toEqual([item('🚀 ação', 'n1')]);
  });

  it('does not lose a character cut off at the very end', async () => {
    const truncated = bytes('fim é').subarray(0, -1);
    expect(await read([truncated])).toEqual([item('fim \uFFFD')]);
  });

  it('skips empty and blank lines', async () => {
    expect(await read([`\n\n${itemLine('a')}  \n\r\n${itemLine('b')}\n`])).toEqual([item('a', 'n1'), item('b', 'n1')]);
  });

  it('ignores keepalive and unknown chunk types', async () => {
    const text = [
      line({ type: 'keepalive' }),
      itemLine('a'),
      line({ type: 'keepalive' }),
      line({ type: 'progress', content: 'x' }),
      itemLine('b'),
    ].join('');
    expect(await read([text])).toEqual([item('a', 'n1'), item('b', 'n1')]);
  });

  it('treats a line that is not JSON as an item with that text', async () => {
    expect(await read([`${itemLine('a')}texto solto\n`])).toEqual([item('a', 'n1'), item('texto solto')]);
    expect(await read(['só texto\nmais texto\n'])).toEqual([item('só texto'), item('mais texto')]);
  });

  it('ignores JSON lines that are not chunk objects', async () => {
    const text = [itemLine('a'), '{"foo":1}\n', '[1,2]\n', '42\n', '"str"\n', 'null\n', itemLine('b')].join('');
    expect(await read([text])).toEqual([item('a', 'n1'), item('b', 'n1')]);
  });

  it('reads nodeId, runIndex and nodeName from the metadata, with defaults', async () => {
    const text = [
      line({ type: 'begin', metadata: { nodeId: 'a1', runIndex: 2, nodeName: 'Agent' } }),
      line({ type: 'item', content: 'x' }),
      line({ type: 'item', content: 'y', metadata: null }),
      line({ type: 'item', content: 'z', metadata: { nodeId: 7, runIndex: 'one' } }),
      line({ type: 'end', metadata: { nodeId: 'a1', runIndex: Number.NaN, nodeName: 3 } }),
    ].join('');
    expect(await read([text])).toEqual([
      { type: 'begin', content: '', nodeId: 'a1', runIndex: 2, nodeName: 'Agent' },
      item('x'),
      item('y'),
      item('z', '7'),
      { type: 'end', content: '', nodeId: 'a1', runIndex: 0 },
    ]);
  });

  it('turns non-string content into text', async () => {
    const text = [
      line({ type: 'item', content: { a: 1 } }),
      line({ type: 'item', content: 3 }),
      line({ type: 'error' }),
    ];
    expect(await read([text.join('')])).toEqual([item('{"a":1}'), item('3'), { ...item(''), type: 'error' }]);
  });

  it('yields nothing for an empty body', async () => {
    expect(await read([])).toEqual([]);
    expect(await read(['\n\n'])).toEqual([]);
  });

  it('reads a 1 MiB line that arrives in 64 KiB reads', async () => {
    const content = 'x'.repeat(1024 * 1024);
    const text = itemLine(content);
    const parts = splitBytes(
      text,
      Array.from({ length: Math.ceil(text.length / 65536) }, (_, i) => i * 65536),
    );
    const [chunk] = await read(parts);
    expect(chunk?.content.length).toBe(content.length);
  });
});

describe('readReplyStream plain JSON fallback', () => {
  it('yields one item with the reply text for a single-line JSON body', async () => {
    expect(await read(['{"output":"Olá"}'])).toEqual([item('Olá')]);
    expect(await read(['{"output":"Olá"}\n'])).toEqual([item('Olá')]);
    expect(await read(['{"text":"via text"}\n'])).toEqual([item('via text')]);
  });

  it('yields one item for an indented JSON body split across reads', async () => {
    const body = JSON.stringify({ output: 'Linha 1\nLinha 2', extra: [1, { a: 2 }] }, null, 2);
    expect(await read(splitBytes(body, [3, 9, 30]))).toEqual([item('Linha 1\nLinha 2')]);
  });

  it('shows other JSON as indented text, as a JSON reply would', async () => {
    expect(await read(['{"answer":42}'])).toEqual([item('{\n  "answer": 42\n}')]);
    expect(await read(['[{"output":"x"}]'])).toEqual([item('[\n  {\n    "output": "x"\n  }\n]')]);
    expect(await read(['"só uma string"'])).toEqual([item('só uma string')]);
  });

  it('yields one item even when the reply text is empty', async () => {
    expect(await read(['{"output":""}'])).toEqual([item('')]);
  });

  it('reads an indented chunk object as that chunk', async () => {
    expect(await read([JSON.stringify({ type: 'item', content: 'x', metadata: { nodeId: 'n' } }, null, 2)])).toEqual([
      item('x', 'n'),
    ]);
  });

  it('does not treat a body with chunk lines as plain JSON', async () => {
    const text = ['{"output":"not a chunk"}\n', itemLine('a'), itemLine('b')].join('');
    expect(await read([text])).toEqual([item('a', 'n1'), item('b', 'n1')]);
  });

  it('treats lines after a complete non-chunk first line as NDJSON', async () => {
    expect(await read(['{"output":"x"}\ntexto\n'])).toEqual([item('texto')]);
    expect(await read(['{"output":"x"}\n{"output":"y"}\n'])).toEqual([]);
  });

  it('gives back the held lines as text when they never make one JSON document', async () => {
    expect(await read(['{ nem JSON\nnem isto\n'])).toEqual([item('{ nem JSON'), item('nem isto')]);
    expect(await read([`{ nem JSON\n${itemLine('a')}`])).toEqual([item('{ nem JSON'), item('a', 'n1')]);
  });

  it('does not hold back NDJSON text until the end', async () => {
    const { body, source } = openBody();
    const chunks = readReplyStream(body);
    source.enqueue(bytes(line({ type: 'begin', metadata: { nodeId: 'n1' } })));
    expect((await chunks.next()).value).toMatchObject({ type: 'begin' });
    source.enqueue(bytes(itemLine('primeiro')));
    expect((await chunks.next()).value).toEqual(item('primeiro', 'n1'));
    source.enqueue(bytes('texto solto\n'));
    expect((await chunks.next()).value).toEqual(item('texto solto'));
    source.close();
    expect((await chunks.next()).done).toBe(true);
  });

  it('releases a complete non-chunk first line as soon as another line arrives', async () => {
    const { body, source } = openBody();
    const chunks = readReplyStream(body);
    source.enqueue(bytes('{"status":"started"}\n'));
    source.enqueue(bytes('texto\n'));
    expect((await chunks.next()).value).toEqual(item('texto'));
    await chunks.return(undefined);
  });

  it('does not hold back a plain-text first line', async () => {
    const { body, source } = openBody();
    const chunks = readReplyStream(body);
    source.enqueue(bytes('Olá\n'));
    expect((await chunks.next()).value).toEqual(item('Olá'));
    await chunks.return(undefined);
  });
});

describe('readReplyStream failures and early stops', () => {
  it('yields what arrived, then throws WebhookStreamError with the cause', async () => {
    const cause = new TypeError('network reset');
    const seen: StreamChunk[] = [];
    const error = await (async () => {
      for await (const chunk of readReplyStream(bodyOf([itemLine('a'), itemLine('b'), 'texto parcial'], cause))) {
        seen.push(chunk);
      }
    })().catch((e: unknown) => e);
    expect(seen).toEqual([item('a', 'n1'), item('b', 'n1'), item('texto parcial')]);
    expect(error).toBeInstanceOf(WebhookStreamError);
    expect((error as WebhookStreamError).cause).toBe(cause);
    expect((error as WebhookStreamError).message).toContain('network reset');
  });

  it('drops a chunk line that was cut off mid-way', async () => {
    const seen: StreamChunk[] = [];
    const error = await (async () => {
      for await (const chunk of readReplyStream(bodyOf([itemLine('a'), '{"type":"item","content":"Ol'], 'reset'))) {
        seen.push(chunk);
      }
    })().catch((e: unknown) => e);
    expect(seen).toEqual([item('a', 'n1')]);
    expect(error).toBeInstanceOf(WebhookStreamError);
    expect((error as WebhookStreamError).message).toBe('The streamed reply broke off.');
  });

  it('drops a plain JSON body that was cut off, keeps one that was complete', async () => {
    const seen: StreamChunk[] = [];
    const cutOff = readReplyStream(bodyOf(['{\n  "output": "Ol'], new Error('x')));
    await expect(
      (async () => {
        for await (const chunk of cutOff) seen.push(chunk);
      })(),
    ).rejects.toBeInstanceOf(WebhookStreamError);
    expect(seen).toEqual([]);
    const complete = readReplyStream(bodyOf(['{"output":"ok"}'], new Error('x')));
    await expect(
      (async () => {
        for await (const chunk of complete) seen.push(chunk);
      })(),
    ).rejects.toBeInstanceOf(WebhookStreamError);
    expect(seen).toEqual([item('ok')]);
  });

  it('cancels the body and releases it when the consumer stops early', async () => {
    const onCancel = vi.fn();
    const body = bodyOf([itemLine('a'), itemLine('b'), itemLine('c')], undefined, onCancel);
    for await (const chunk of readReplyStream(body)) {
      expect(chunk).toEqual(item('a', 'n1'));
      break;
    }
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(body.locked).toBe(false);
  });

  it('releases the body when it ends, without cancelling it', async () => {
    const onCancel = vi.fn();
    const body = bodyOf([itemLine('a')], undefined, onCancel);
    await collect(readReplyStream(body));
    expect(onCancel).not.toHaveBeenCalled();
    expect(body.locked).toBe(false);
  });
});

describe('bubbleKey', () => {
  it('is nodeId:runIndex, so the same pair means the same bubble', () => {
    expect(bubbleKey(item('x', 'a1', 0))).toBe('a1:0');
    expect(bubbleKey({ type: 'error', content: '', nodeId: 'a1', runIndex: 0 })).toBe(bubbleKey(item('y', 'a1', 0)));
    expect(bubbleKey(item('x', 'a1', 1))).not.toBe(bubbleKey(item('x', 'a1', 0)));
    expect(bubbleKey(item('x'))).toBe(':0');
  });
});
