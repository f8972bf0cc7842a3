/**
 * The files a visitor attaches, read in Chromium as the agent backends get them
 * (src/core/agents/attachments.ts): for the AI SDK, the same file parts as `useChat`'s
 * `sendMessage({ files })` makes of a FileList with the package's own convertFileListToFileUIParts.
 */
import { convertFileListToFileUIParts } from 'ai';
import { describe, expect, it } from 'vitest';
import { requestBody } from '../../src/core/agents/ai-sdk';
import { readAttachments } from '../../src/core/agents/attachments';

describe('the files of an AI SDK message, in Chromium', () => {
  it("are useChat's file parts of the same FileList, then the text", async () => {
    const picked = new DataTransfer();
    const bytes = Uint8Array.from({ length: 50_000 }, (_, index) => (index * 31) % 256);
    picked.items.add(new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
    picked.items.add(new File(['Olá, mundo'], 'notes.txt', { type: 'text/plain' }));
    const turn = { sessionId: 'c', messageId: 'u', text: 'What is in these?', files: [...picked.files], history: [] };
    const [message] = requestBody(turn, await readAttachments(turn)).messages;
    expect(message!.parts).toEqual([
      ...(await convertFileListToFileUIParts(picked.files)),
      { type: 'text', text: 'What is in these?' },
    ]);
  });
});
