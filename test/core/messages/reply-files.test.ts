/** Files a workflow sends with its reply (docs/protocol.md#files-in-a-reply). */
import { describe, expect, it } from 'vitest';
import { cleanFiles, MAX_REPLY_FILES } from '../../../src/core/n8n/reply';
import { createChatStore } from '../../../src/core/store/store';
import { readReplyStream } from '../../../src/core/n8n/stream';
import { fakeEnv } from '../../helpers/fake-env';
import { fakeWebhook, json, ndjson, streamResponse } from '../../helpers/fake-webhook.mjs';

const chart = 'data:image/png;base64,iVBORw0KGgo=';

describe('cleanFiles', () => {
  it("reads n8n's binary fields, the data: URL's type where none is given, and each URL once", () => {
    expect(
      cleanFiles([
        { url: ` ${chart} `, fileName: 'grafico.png' },
        { url: '/files/nota.pdf', name: ' Nota\nfiscal.pdf ', mimeType: 'application/pdf' },
        { url: 'https://cdn.example.com/x', type: 'image/webp' },
        { url: chart, name: 'again.png' },
      ]),
    ).toEqual([
      { type: 'file', url: chart, mimeType: 'image/png', name: 'grafico.png' },
      { type: 'file', url: '/files/nota.pdf', mimeType: 'application/pdf', name: 'Nota fiscal.pdf' },
      { type: 'file', url: 'https://cdn.example.com/x', mimeType: 'image/webp' },
    ]);
  });

  it(`drops junk, keeps at most ${MAX_REPLY_FILES}, and takes anything but a list as none`, () => {
    const junk = [null, 7, 'x', { name: 'no url' }, { url: '' }, { url: 5 }, ['y']];
    const many = Array.from({ length: 12 }, (_, index) => ({ url: `/f/${index}`, mimeType: 'text/plain' }));
    expect(cleanFiles([...junk, ...many])).toHaveLength(MAX_REPLY_FILES);
    expect(cleanFiles(junk)).toEqual([]);
    expect(cleanFiles({ url: chart })).toEqual([]);
  });
});

function chatAgainst(respond: () => Response, enableStreaming = false) {
  const webhook = fakeWebhook(respond);
  const { env } = fakeEnv({ fetch: webhook.fetch });
  return createChatStore({ loadPreviousSession: false, enableStreaming }, env);
}

const file = { url: chart, fileName: 'grafico.png', mimeType: 'image/png' };
const part = { type: 'file', url: chart, mimeType: 'image/png', name: 'grafico.png' };

describe('a reply with files', () => {
  it('shows them after the text of a JSON reply', async () => {
    const store = chatAgainst(() => json({ output: 'Segue o gráfico.', files: [file] }));
    expect(await store.sendMessage('Mostre o gráfico')).toBe(true);
    expect(store.getSnapshot().messages.at(-1)).toMatchObject({
      parts: [{ type: 'text', text: 'Segue o gráfico.' }, part],
    });
  });

  it('shows those of the end chunk after the streamed text, and reads a plain JSON body when streaming', async () => {
    const store = chatAgainst(
      () =>
        streamResponse(
          ndjson(
            { type: 'begin', metadata: { nodeId: 'a', runIndex: 0 } },
            { type: 'item', content: 'Segue.', metadata: { nodeId: 'a', runIndex: 0 }, files: [{ url: '/ignored' }] },
            { type: 'end', metadata: { nodeId: 'a', runIndex: 0 }, files: [file] },
          ),
        ),
      true,
    );
    await store.sendMessage('Mostre o gráfico');
    expect(store.getSnapshot().messages.at(-1)).toMatchObject({ parts: [{ type: 'text', text: 'Segue.' }, part] });

    const chunks = [];
    for await (const chunk of readReplyStream(
      new Response(JSON.stringify({ output: 'Segue.', files: [file] })).body!,
    )) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual([{ type: 'item', content: 'Segue.', nodeId: '', runIndex: 0, files: [part] }]);
  });
});
