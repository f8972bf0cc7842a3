/**
 * The visitor's files read for the agent backends (src/core/agents/attachments.ts): each as a
 * `data:` URL of its exact bytes, read once, for the new message and the earlier ones.
 */
import { describe, expect, it } from 'vitest';
import { readAttachments } from '../../../src/core/agents/attachments';
import type { ChatMessage } from '../../../src/core/messages/messages';

const turn = (files: File[], history: object[] = []) => ({
  sessionId: 's',
  messageId: 'u',
  text: 'Here',
  files,
  history: history as ChatMessage[],
});

describe('readAttachments', () => {
  it('reads each file as a data URL of its bytes, a large one whole', async () => {
    // Larger than one slice of the reading, with every byte value in it.
    const bytes = Uint8Array.from({ length: 20_000 }, (_, index) => (index * 7) % 256);
    const photo = new File([bytes], 'photo.jpg', { type: 'image/jpeg' });
    const [read] = (await readAttachments(turn([photo])))([photo]);
    expect(read).toEqual({
      name: 'photo.jpg',
      type: 'image/jpeg',
      url: `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`,
    });
  });

  it('names a file the browser gave no type application/octet-stream, as FileReader does', async () => {
    const blob = new File(['x'], 'notes');
    expect((await readAttachments(turn([blob])))([blob])).toEqual([
      { name: 'notes', type: 'application/octet-stream', url: 'data:application/octet-stream;base64,eA==' },
    ]);
  });

  it("reads the files of the visitor's earlier messages too, and none for a message without", async () => {
    const earlier = new File(['old'], 'old.txt', { type: 'text/plain' });
    const attached = await readAttachments(
      turn([], [{ id: 'u1', type: 'text', sender: 'user', text: 'Before', files: [earlier], status: 'sent' }]),
    );
    expect(attached([earlier])).toEqual([{ name: 'old.txt', type: 'text/plain', url: 'data:text/plain;base64,b2xk' }]);
    expect(attached(undefined)).toEqual([]);
  });
});
