import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../src/core/i18n/i18n';
import { ChatInput } from '../../src/ui/ChatInput';
import { LiveRegion } from '../../src/ui/LiveRegion';
import type { ChatOptions } from '../../src/core/options/options';
import { json, type WebhookCall } from '../helpers/fake-webhook.mjs';
import { fakeWindowControls, renderChat } from '../helpers/render-chat';

const textbox = () => screen.getByRole('textbox', { name: en.inputPlaceholder });
const sendButton = () => screen.getByRole('button', { name: en.sendMessage });

async function renderInput(options: ChatOptions = {}, handler?: (call: WebhookCall) => Response | Promise<Response>) {
  // In the chat's frame, where files may be dropped (useDropZone.ts).
  const rendered = renderChat(
    <div className="papo-chat">
      <ChatInput />
    </div>,
    { options, handler },
  );
  act(() => rendered.store.startNewSession());
  return rendered;
}

/** Files dragged over the chat and dropped on `target`, as a browser fires it. */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = { types: ['Files'], files };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

/** Types `text`, presses Enter, and waits until the webhook has it. */
async function send(user: ReturnType<typeof userEvent.setup>, calls: WebhookCall[], text: string) {
  const before = calls.length;
  await user.type(textbox(), `${text}{Enter}`);
  await waitFor(() => expect(calls).toHaveLength(before + 1));
}

describe('ChatInput sending', () => {
  it('sends with Enter and clears the box', async () => {
    const user = userEvent.setup();
    const { calls } = await renderInput();
    await send(user, calls, 'olá');
    expect(calls[0]!.payload.chatInput).toBe('olá');
    expect(textbox()).toHaveProperty('value', '');
  });

  it('inserts a line break with Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    const { calls } = await renderInput();
    await user.type(textbox(), 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(textbox()).toHaveProperty('value', 'linha 1\nlinha 2');
    expect(calls).toHaveLength(0);
  });

  it('sends with Ctrl+Enter and with ⌘+Enter too', async () => {
    const user = userEvent.setup();
    const { calls } = await renderInput();
    await user.type(textbox(), 'um{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(textbox(), 'dois{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.payload.chatInput)).toEqual(['um', 'dois']);
  });

  it("with enterKey: 'newline', Enter makes a new line and Ctrl/⌘+Enter sends", async () => {
    const user = userEvent.setup();
    const { calls } = await renderInput({ enterKey: 'newline' });
    await user.type(textbox(), 'linha 1{Enter}linha 2');
    expect(textbox()).toHaveProperty('value', 'linha 1\nlinha 2');
    expect(calls).toHaveLength(0);
    await user.type(textbox(), '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.payload.chatInput).toBe('linha 1\nlinha 2');
    await user.type(textbox(), 'três{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('does not send while an IME composition is confirmed with Enter', async () => {
    const { calls } = await renderInput();
    fireEvent.change(textbox(), { target: { value: 'にほん' } });
    fireEvent.keyDown(textbox(), { key: 'Enter', isComposing: true });
    expect(calls).toHaveLength(0);
  });

  it('disables send for empty or blank text', async () => {
    const user = userEvent.setup();
    await renderInput();
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.type(textbox(), '   ');
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.type(textbox(), 'x');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('sends nothing more while a reply is awaited: the send button is Stop until it arrives', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    const { calls } = await renderInput({}, () => new Promise((resolve) => (release = resolve)));
    await user.type(textbox(), 'primeira{Enter}');
    await user.type(textbox(), 'segunda{Enter}');
    expect(calls.filter((call) => call.payload.action === 'sendMessage')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: en.sendMessage })).toBeNull();
    expect(screen.getByRole('button', { name: en.stop })).toHaveProperty('disabled', false);
    await act(async () => release(json({ output: 'ok' })));
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
  });

  it('disables the text box and send when the widget is disabled', async () => {
    await renderInput({ disabled: true });
    expect(textbox()).toHaveProperty('disabled', true);
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('sends with the send button', async () => {
    const user = userEvent.setup();
    const { calls } = await renderInput();
    await user.type(textbox(), 'pelo botão');
    await user.click(sendButton());
    await waitFor(() => expect(calls[0]?.payload.chatInput).toBe('pelo botão'));
  });
});

describe('ChatInput files', () => {
  const pdf = new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' });
  const png = new File(['png'], 'rg.png', { type: 'image/png' });
  const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;

  it('shows the attach button only when uploads are allowed', async () => {
    await renderInput();
    expect(screen.queryByRole('button', { name: en.attachFiles })).toBeNull();
  });

  it('sets the controls-count style variable to 2 with uploads and 1 without', async () => {
    const { container, unmount } = await renderInput({ allowFileUploads: true });
    expect((container.querySelector('.papo-input') as HTMLElement).style.getPropertyValue('--controls-count')).toBe(
      '2',
    );
    unmount();
    const other = await renderInput();
    expect(
      (other.container.querySelector('.papo-input') as HTMLElement).style.getPropertyValue('--controls-count'),
    ).toBe('1');
  });

  it('configures the picker with the allowed MIME types and multiple files', async () => {
    const { container } = await renderInput({
      allowFileUploads: true,
      allowedFilesMimeTypes: 'image/*,application/pdf',
    });
    expect(fileInput(container).accept).toBe('image/*,application/pdf');
    expect(fileInput(container).multiple).toBe(true);
  });

  it('adds new picks to the chosen files and removes a chip by name', async () => {
    const user = userEvent.setup();
    const { container } = await renderInput({ allowFileUploads: true });
    await user.upload(fileInput(container), pdf);
    await user.upload(fileInput(container), png);
    expect(screen.getByRole('button', { name: 'Remove contrato.pdf' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove rg.png' }));
    expect(screen.queryByRole('button', { name: 'Remove rg.png' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove contrato.pdf' })).toBeTruthy();
  });

  it('sends the files, then resets the box, the chips and the picker', async () => {
    const user = userEvent.setup();
    const { container, calls } = await renderInput({ allowFileUploads: true });
    await user.upload(fileInput(container), [pdf, png]);
    await send(user, calls, 'segue');
    expect(calls[0]!.files.map((file) => file.name)).toEqual(['contrato.pdf', 'rg.png']);
    expect(screen.queryByRole('list', { name: en.filesChosen })).toBeNull();
    expect(fileInput(container).value).toBe('');
  });

  it('disables attach while waiting and when disabled', async () => {
    const user = userEvent.setup();
    await renderInput({ allowFileUploads: true }, () => new Promise(() => {}));
    await user.type(textbox(), 'x{Enter}');
    expect(screen.getByRole('button', { name: en.attachFiles })).toHaveProperty('disabled', true);
  });

  it('takes dropped and pasted files, keeping only allowed types', async () => {
    const { container } = await renderInput({ allowFileUploads: true, allowedFilesMimeTypes: 'image/*' });
    const dropZone = container.querySelector('.papo-input')!;
    dropFiles(dropZone, [png, pdf]);
    expect(screen.getByRole('button', { name: 'Remove rg.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove contrato.pdf' })).toBeNull();
    const shot = new File(['x'], 'print.png', { type: 'image/png' });
    fireEvent.paste(textbox(), { clipboardData: { files: [shot] } });
    expect(screen.getByRole('button', { name: 'Remove print.png' })).toBeTruthy();
  });

  it('ignores dropped files when uploads are off, leaving the drop to the page', async () => {
    const { container } = await renderInput();
    const dataTransfer = { types: ['Files'], files: [png] };
    expect(fireEvent.dragEnter(container.querySelector('.papo-input')!, { dataTransfer })).toBe(true);
    expect(fireEvent.drop(container.querySelector('.papo-input')!, { dataTransfer })).toBe(true);
    expect(container.querySelector('[data-drop]')).toBeNull();
    expect(screen.queryByRole('list', { name: en.filesChosen })).toBeNull();
  });

  it('while a reply is awaited, shows no drop zone and adds no file, but keeps the drop from the browser', async () => {
    const user = userEvent.setup();
    const { container } = await renderInput({ allowFileUploads: true }, () => new Promise(() => {}));
    await user.type(textbox(), 'x{Enter}');
    const dataTransfer = { types: ['Files'], files: [png] };
    fireEvent.dragEnter(container.querySelector('.papo-chat')!, { dataTransfer });
    expect(container.querySelector('[data-drop]')).toBeNull();
    // Not prevented, the browser would leave the page (and the conversation) to show the file.
    expect(fireEvent.drop(container.querySelector('.papo-chat')!, { dataTransfer })).toBe(false);
    expect(screen.queryByRole('list', { name: en.filesChosen })).toBeNull();
  });

  it("shows each chosen file with its size, in the chat's language", async () => {
    const user = userEvent.setup();
    const { container } = await renderInput({ allowFileUploads: true });
    const scan = new File([new Uint8Array(1_500_000)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(container), [scan, new File(['abc'], 'a.txt', { type: 'text/plain' })]);
    const sizes = [...container.querySelectorAll('.papo-file-chip__size')].map((size) => size.textContent);
    expect(sizes).toEqual(['1.5 MB', '3 byte']);
  });

  it('shows an icon chosen by the MIME major type', async () => {
    const user = userEvent.setup();
    const { container } = await renderInput({ allowFileUploads: true });
    const audio = new File(['a'], 'a.mp3', { type: 'audio/mpeg' });
    await user.upload(fileInput(container), [png, audio, pdf]);
    const paths = [...container.querySelectorAll('.papo-file-chip svg path')].map((path) => path.getAttribute('d'));
    expect(new Set(paths).size).toBe(3);
  });
});

describe('ChatInput file limits', () => {
  const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
  const chip = (name: string) => screen.queryByRole('button', { name: `Remove ${name}` });
  const rejected = (container: HTMLElement) => container.querySelector('.papo-input__rejected')?.textContent ?? '';
  /** The input with the chat's live region, where the lines of files left out are announced. */
  const renderWithRegion = (options: ChatOptions) => {
    const rendered = renderChat(
      <div className="papo-chat">
        <ChatInput />
        <LiveRegion />
      </div>,
      { options: { allowFileUploads: true, ...options } },
    );
    act(() => rendered.store.startNewSession());
    return rendered;
  };

  it('leaves out a file of a type not accepted, saying so and announcing it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithRegion({ allowedFilesMimeTypes: 'image/*' });
    await user.upload(fileInput(container), new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(chip('contrato.pdf')).toBeNull();
    expect(rejected(container)).toBe('contrato.pdf: type not accepted\n');
    expect(screen.getByTestId('live-region').textContent).toBe('contrato.pdf: type not accepted\n');
  });

  it('leaves out a file over maxFileSize, naming the limit in MB', async () => {
    const { container } = renderWithRegion({ maxFileSize: 2_000_000 });
    const big = new File([new Uint8Array(2_000_001)], 'video.mp4', { type: 'video/mp4' });
    const small = new File([new Uint8Array(2_000_000)], 'foto.jpg', { type: 'image/jpeg' });
    dropFiles(container.querySelector('.papo-input')!, [big, small]);
    expect(chip('video.mp4')).toBeNull();
    expect(chip('foto.jpg')).toBeTruthy();
    expect(rejected(container)).toBe('video.mp4: over 2 MB\n');
  });

  it('leaves out the files past maxFiles, counting those already chosen', async () => {
    const user = userEvent.setup();
    const { container } = renderWithRegion({ maxFiles: 2 });
    const files = ['a.txt', 'b.txt', 'c.txt'].map((name) => new File(['x'], name, { type: 'text/plain' }));
    await user.upload(fileInput(container), files[0]!);
    fireEvent.paste(textbox(), { clipboardData: { files: files.slice(1) } });
    expect([chip('a.txt'), chip('b.txt')].every(Boolean)).toBe(true);
    expect(chip('c.txt')).toBeNull();
    expect(rejected(container)).toBe('c.txt: too many files (limit 2)\n');
  });

  it('shows a line for each file left out, until the files change again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithRegion({ allowedFilesMimeTypes: '.pdf', maxFileSize: 1_000_000 });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const huge = new File([new Uint8Array(1_500_000)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(container), [exe, huge]);
    expect(rejected(container)).toBe('setup.exe: type not accepted\nscan.pdf: over 1 MB\n');
    await user.upload(fileInput(container), new File(['%PDF'], 'ok.pdf', { type: 'application/pdf' }));
    expect(chip('ok.pdf')).toBeTruthy();
    expect(container.querySelector('.papo-input__rejected')).toBeNull();
  });

  it('accepts a file by extension and by wildcard MIME type', async () => {
    const { container } = renderWithRegion({ allowedFilesMimeTypes: 'image/*, .PDF' });
    const files = [
      new File(['%PDF'], 'Nota.pdf', { type: '' }),
      new File(['png'], 'rg.png', { type: 'image/png' }),
      new File(['x'], 'notas.txt', { type: 'text/plain' }),
    ];
    dropFiles(container.querySelector('.papo-input')!, files);
    expect(chip('Nota.pdf')).toBeTruthy();
    expect(chip('rg.png')).toBeTruthy();
    expect(rejected(container)).toBe('notas.txt: type not accepted\n');
  });

  it('sends none of the files left out', async () => {
    const user = userEvent.setup();
    const { container, calls } = renderWithRegion({ maxFiles: 1 });
    const files = ['um.txt', 'dois.txt'].map((name) => new File(['x'], name, { type: 'text/plain' }));
    await user.upload(fileInput(container), files);
    await send(user, calls, 'segue');
    expect(calls[0]!.files.map((file) => file.name)).toEqual(['um.txt']);
  });

  it('says why in Portuguese too', async () => {
    const { container } = renderWithRegion({ defaultLanguage: 'pt', maxFiles: 1, maxFileSize: 1 });
    const files = [new File(['x'], 'a.txt'), new File(['xy'], 'b.txt'), new File(['z'], 'c.txt')];
    dropFiles(container.querySelector('.papo-input')!, files);
    expect(rejected(container)).toBe('b.txt: mais de 0.000001 MB\nc.txt: arquivos demais (limite 1)\n');
  });
});

describe('ChatInput arrow keys', () => {
  it('emits arrowKeyDown with the key and the current text', async () => {
    const user = userEvent.setup();
    const { store } = await renderInput();
    const listener = vi.fn();
    store.on('arrowKeyDown', listener);
    await user.type(textbox(), 'rascunho{ArrowUp}');
    expect(listener).toHaveBeenCalledWith({ key: 'ArrowUp', text: 'rascunho' });
  });

  it('walks back through sent messages on the first line and returns to the draft', async () => {
    const user = userEvent.setup();
    const { calls } = await renderInput();
    await send(user, calls, 'primeira');
    await send(user, calls, 'segunda');
    await user.type(textbox(), 'rascunho');
    await user.keyboard('{ArrowUp}');
    expect(textbox()).toHaveProperty('value', 'segunda');
    await user.keyboard('{ArrowUp}');
    expect(textbox()).toHaveProperty('value', 'primeira');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(textbox()).toHaveProperty('value', 'rascunho');
  });

  it('leaves the caret alone when it is not on the first line', async () => {
    const user = userEvent.setup();
    const { calls } = await renderInput();
    await send(user, calls, 'enviada');
    await user.type(textbox(), 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    await user.keyboard('{ArrowUp}');
    expect(textbox()).toHaveProperty('value', 'linha 1\nlinha 2');
  });
});

describe('ChatInput focus', () => {
  it('focuses the box when the window opens, and never in fullscreen', async () => {
    const windowState = fakeWindowControls(false);
    const rendered = renderChat(<ChatInput />, { windowControls: windowState.controls });
    act(() => rendered.store.startNewSession());
    expect(document.activeElement).not.toBe(textbox());
    act(() => windowState.setOpen(true));
    expect(document.activeElement).toBe(textbox());
    rendered.unmount();
    const fullscreen = renderChat(<ChatInput />);
    act(() => fullscreen.store.startNewSession());
    expect(document.activeElement).not.toBe(textbox());
  });
});
