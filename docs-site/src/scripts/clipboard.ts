/**
 * Copying text and saying so, shared by the code blocks' "Copiar" and the docs pages'
 * "Copiar como Markdown": the Clipboard API where the browser has it, else a selected
 * textarea and `execCommand('copy')` (older browsers, pages outside a secure context).
 */

/** Says `message` through one polite live region, read again even when it repeats. */
export function announce(message: string): void {
  let region = document.getElementById('copia-status');
  if (!region) {
    region = document.createElement('div');
    region.id = 'copia-status';
    region.className = 'sr-only';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  region.textContent = '';
  setTimeout(() => (region.textContent = message), 50);
}

function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('execCommand("copy") was refused');
}

/**
 * Copies `text`. Text still being fetched is handed to the clipboard as a promise
 * (`ClipboardItem`), so Safari still counts the copy as part of the tap that asked for it.
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  try {
    if (typeof text !== 'string' && clipboard?.write && typeof ClipboardItem === 'function') {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    }
    if (clipboard?.writeText) {
      await clipboard.writeText(await text);
      return;
    }
  } catch {
    // Refused by the browser: the fallback below may still copy. Text that never arrived
    // (a failed fetch) rethrows here instead, since no fallback can copy it.
    await text;
  }
  copyWithSelection(await text);
}
