/** Suggestions and sources beside a reply's text (docs/protocol.md#suggestions-and-sources). */
import { describe, expect, it } from 'vitest';
import {
  cleanSources,
  cleanSuggestions,
  MAX_SOURCES,
  MAX_SUGGESTION_CHARS,
  MAX_SUGGESTIONS,
} from '../../../src/core/messages/reply-extras';
import { replyExtras } from '../../../src/core/n8n/reply';
import { createChatStore } from '../../../src/core/store/store';
import type { TextMessage } from '../../../src/core/messages/messages';
import { readReplyStream } from '../../../src/core/n8n/stream';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeWebhook, json, ndjson, streamResponse } from '../../helpers/fake-webhook.mjs';

describe('cleanSuggestions', () => {
  it('keeps strings on one line, trimmed, each once, and drops the rest', () => {
    expect(
      cleanSuggestions(['  Como  autentico?\n', '', '   ', 7, null, { text: 'x' }, ['y'], 'Como autentico?']),
    ).toEqual(['Como autentico?']);
  });

  it(`keeps at most ${MAX_SUGGESTIONS} and drops ones longer than ${MAX_SUGGESTION_CHARS} characters`, () => {
    const long = 'x'.repeat(MAX_SUGGESTION_CHARS + 1);
    const many = [long, ...Array.from({ length: 10 }, (_, index) => `Pergunta ${index}`)];
    expect(cleanSuggestions(many)).toEqual(['Pergunta 0', 'Pergunta 1', 'Pergunta 2', 'Pergunta 3']);
  });

  it('takes anything that is not a list as none', () => {
    for (const value of [undefined, null, 'Pergunta', 3, { 0: 'a' }, true]) expect(cleanSuggestions(value)).toEqual([]);
  });
});

describe('cleanSources', () => {
  it('keeps entries with a URL, an empty title when it has none, each URL once', () => {
    expect(
      cleanSources([
        { title: ' Autenticação\n›  Token ', url: ' https://docs.example.com/auth ' },
        { url: 'https://docs.example.com/b' },
        { title: 42, url: 'https://docs.example.com/c' },
        { title: 'again', url: 'https://docs.example.com/auth' },
      ]),
    ).toEqual([
      { title: 'Autenticação › Token', url: 'https://docs.example.com/auth' },
      { title: '', url: 'https://docs.example.com/b' },
      { title: '', url: 'https://docs.example.com/c' },
    ]);
  });

  it('ignores junk entries without throwing', () => {
    const junk = [null, 'https://x.example', 3, [], { title: 'no url' }, { url: '' }, { url: '  ' }, { url: 9 }];
    expect(cleanSources(junk)).toEqual([]);
    expect(cleanSources({ url: 'https://x.example' })).toEqual([]);
    expect(cleanSources([{ url: `https://x.example/${'a'.repeat(5000)}` }])).toEqual([]);
  });

  it(`keeps at most ${MAX_SOURCES} and shortens very long titles without splitting an emoji`, () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ title: 'T', url: `https://x.example/${index}` }));
    expect(cleanSources(many)).toHaveLength(MAX_SOURCES);
    const [source] = cleanSources([{ title: `${'a'.repeat(198)}😀😀😀`, url: 'https://x.example' }]);
    expect(source!.title).toBe(`${'a'.repeat(198)}…`);
  });
});

describe('replyExtras', () => {
  it('gives only the fields that hold something', () => {
    expect(replyExtras({ output: 'oi' })).toEqual({});
    expect(replyExtras({ output: 'oi', suggestions: [], sources: [null] })).toEqual({});
    expect(replyExtras({ suggestions: ['a'], sources: [{ url: '/docs' }] })).toEqual({
      suggestions: ['a'],
      sources: [{ title: '', url: '/docs' }],
    });
  });

  it('never throws on hostile bodies', () => {
    for (const body of [null, undefined, 'text', 1, [], { suggestions: 'a', sources: 'b' }]) {
      expect(replyExtras(body)).toEqual({});
    }
    expect(replyExtras({ sources: [Object.create(null), { url: { toString: () => 'x' } }] })).toEqual({});
  });
});

function chatAgainst(respond: () => Response, enableStreaming = false) {
  const webhook = fakeWebhook(respond);
  const { env } = fakeEnv({ fetch: webhook.fetch });
  const store = createChatStore({ loadPreviousSession: false, enableStreaming }, env);
  const received: TextMessage[] = [];
  store.on('messageReceived', (message) => received.push(message as TextMessage));
  return { store, received };
}

const extras = {
  suggestions: ['E o webhook?', 'E os ambientes?'],
  sources: [{ title: 'Autenticação', url: 'https://docs.example.com/auth' }],
};

describe('a reply with suggestions and sources', () => {
  it('puts them on the bot message of a JSON reply', async () => {
    const chat = chatAgainst(() => json({ output: 'Use o token.', ...extras }));
    expect(await chat.store.sendMessage('Como autentico?')).toBe(true);
    expect(chat.store.getSnapshot().messages.at(-1)).toMatchObject({
      sender: 'bot',
      parts: [{ type: 'text', text: 'Use o token.' }],
      ...extras,
    });
    expect(chat.received[0]).toMatchObject(extras);
  });

  it('puts the end chunk’s on the streamed reply, not an item’s', async () => {
    const chat = chatAgainst(
      () =>
        streamResponse(
          ndjson(
            { type: 'begin', metadata: { nodeId: 'a', runIndex: 0 } },
            { type: 'item', content: 'Use o ', metadata: { nodeId: 'a', runIndex: 0 } },
            { type: 'item', content: 'token.', metadata: { nodeId: 'a', runIndex: 0 }, suggestions: ['ignored'] },
            { type: 'end', metadata: { nodeId: 'a', runIndex: 0 }, ...extras },
          ),
        ),
      true,
    );
    expect(await chat.store.sendMessage('Como autentico?')).toBe(true);
    const bubbles = chat.store.getSnapshot().messages.filter((message) => message.sender === 'bot');
    expect(bubbles).toEqual([
      expect.objectContaining({ parts: [{ type: 'text', text: 'Use o token.' }], status: 'done', ...extras }),
    ]);
  });

  it('reads them from a plain JSON body when streaming was asked for', async () => {
    const body = new Response(JSON.stringify({ output: 'Use o token.', ...extras })).body!;
    const chunks = [];
    for await (const chunk of readReplyStream(body)) chunks.push(chunk);
    expect(chunks).toEqual([{ type: 'item', content: 'Use o token.', nodeId: '', runIndex: 0, ...extras }]);
  });

  it('carries none when the reply has junk in their place', async () => {
    const chat = chatAgainst(() => json({ output: 'Oi', suggestions: 'x', sources: [{ title: 'no url' }] }));
    await chat.store.sendMessage('oi');
    const reply = chat.store.getSnapshot().messages.at(-1)!;
    expect(Object.keys(reply)).not.toContain('suggestions');
    expect(Object.keys(reply)).not.toContain('sources');
  });
});
