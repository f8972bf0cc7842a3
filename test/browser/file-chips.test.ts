/**
 * Files in Chromium, as the visitor sees them: a drop anywhere on the chat (with the zone
 * drawn and said while files are over it), and chips with an image's thumbnail and each
 * file's size, before sending and on the sent message.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountChat, openChat, recordAnnouncements, stubWebhook } from './harness';

function transferOf(...files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

function drag(type: string, target: Element, transfer: DataTransfer): boolean {
  return target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

/** A real PNG of `width` × `height`, as a screenshot pasted from the clipboard would be. */
async function png(name: string, width: number, height: number): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#c0392b';
  context.fillRect(0, 0, width, height);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
}

describe('files dropped anywhere on the chat', () => {
  it('shows and says the drop zone while files are over it, and attaches what is dropped', async () => {
    stubWebhook();
    const widget = mountChat({ allowFileUploads: true });
    await openChat(widget);
    // Files are taken once the history is in (until then, as while a reply is awaited, a drop is only kept from the browser).
    await expect.poll(() => widget.root.querySelector<HTMLButtonElement>('.papo-input__attach')?.disabled).toBe(false);
    const chat = widget.root.querySelector<HTMLElement>('.papo-root .papo-chat')!;
    const body = chat.querySelector('.papo-body')!;
    const heard = recordAnnouncements(widget.liveRegion()!);
    const transfer = transferOf(new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }));

    drag('dragenter', body, transfer);
    drag('dragenter', body.firstElementChild ?? body, transfer);
    drag('dragleave', body, transfer);
    // Still over the chat (over a child of what it left): the zone stays.
    expect(chat.dataset.drop).toBe('Solte os arquivos para anexá-los');
    const zone = getComputedStyle(chat, '::after');
    expect([zone.content, zone.position, zone.pointerEvents]).toEqual([
      '"Solte os arquivos para anexá-los"',
      'absolute',
      'none',
    ]);
    await expect.poll(() => heard.heard).toEqual(['Solte os arquivos para anexá-los']);

    // Dropped on the messages, far from the message box; the browser does not open the file.
    expect(drag('drop', body, transfer)).toBe(false);
    expect(chat.hasAttribute('data-drop')).toBe(false);
    await expect.poll(() => widget.root.querySelector('.papo-file-chips')?.textContent).toContain('contrato.pdf');
    heard.stop();
  });
});

describe('file chips', () => {
  it("show an image's thumbnail and each file's size, before sending and on the sent message", async () => {
    const webhook = stubWebhook();
    const widget = mountChat({ allowFileUploads: true });
    const textarea = await openChat(widget);
    const before = webhook.calls.length;
    const photo = await png('foto.png', 200, 100);
    const scan = new File([new Uint8Array(1_500_000)], 'scan.pdf', { type: 'application/pdf' });
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transferOf(photo, scan), bubbles: true, cancelable: true }),
    );

    const thumbnail = () => widget.root.querySelector<HTMLImageElement>('.papo-file-chips img');
    await expect.poll(() => thumbnail()?.complete && thumbnail()!.naturalHeight).toBe(64);
    // Drawn small (the shorter side 64 pixels, the shape kept), as a data: URL a strict CSP allows.
    expect(thumbnail()!.naturalWidth).toBe(128);
    expect(thumbnail()!.src).toMatch(/^data:image\/png;base64,/);
    const chips = [...widget.root.querySelectorAll('.papo-file-chips li')].map((chip) => chip.textContent);
    expect(chips[1]).toBe('scan.pdf1,5 MB×');
    // The PDF keeps its kind's icon.
    expect(widget.root.querySelectorAll('.papo-file-chips li')[1]!.querySelector('svg')).not.toBeNull();

    await userEvent.fill(textarea, 'Seguem');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => webhook.calls.length).toBe(before + 1);
    expect(webhook.calls[before]!.files.map((file) => file.name)).toEqual(['foto.png', 'scan.pdf']);
    const sent = widget.messages('user')[0]!;
    await expect.poll(() => sent.querySelector<HTMLImageElement>('.papo-file-chip img')?.naturalHeight).toBe(64);
    expect(sent.querySelectorAll('.papo-file-chip')[1]!.textContent).toBe('scan.pdf1,5 MB');
  });
});
