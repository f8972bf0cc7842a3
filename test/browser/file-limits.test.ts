/**
 * `allowedFilesMimeTypes`, `maxFileSize` and `maxFiles` in Chromium, with real paste and drop
 * events carrying a DataTransfer: a file outside them is left out before any request, with a
 * line saying why, shown and announced.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountChat, openChat, stubWebhook } from './harness';

/** A DataTransfer holding `files`, as the browser gives one to a paste or a drop. */
function transferOf(...files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

describe('files outside the limits', () => {
  it('are left out when pasted or dropped, with a line saying why, and never sent', async () => {
    const webhook = stubWebhook();
    const widget = mountChat({ allowFileUploads: true, allowedFilesMimeTypes: 'image/*', maxFileSize: 1000 });
    const textarea = await openChat(widget);
    const rejected = () => widget.root.querySelector('.papo-input__rejected')?.textContent;

    const big = new File([new Uint8Array(5000)], 'foto.png', { type: 'image/png' });
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transferOf(big), bubbles: true, cancelable: true }),
    );
    await expect.poll(rejected).toBe('foto.png: mais de 0.001 MB\n');
    // Said as soon as the chat opened: the live region listens from its first commit.
    await expect.poll(() => widget.liveRegion()!.textContent).toBe('foto.png: mais de 0.001 MB\n');

    const notes = new File(['texto'], 'notas.txt', { type: 'text/plain' });
    widget.root
      .querySelector('.papo-input')!
      .dispatchEvent(new DragEvent('drop', { dataTransfer: transferOf(notes), bubbles: true, cancelable: true }));
    await expect.poll(rejected).toBe('notas.txt: tipo não aceito\n');
    await expect.poll(() => widget.liveRegion()!.textContent).toBe('notas.txt: tipo não aceito\n');
    expect(widget.root.querySelector('.papo-file-chips')).toBeNull();

    const sent = webhook.calls.length;
    await userEvent.fill(textarea, 'Oi');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => webhook.calls.length).toBe(sent + 1);
    expect(webhook.calls.flatMap((call) => call.files)).toEqual([]);
  });
});
