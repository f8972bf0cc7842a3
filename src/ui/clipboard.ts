/** Copying text for the copy buttons of replies and code blocks. */

/** How long a copy button says "Copied". */
export const COPIED_MS = 2000;

/**
 * Copies `text`: with the async clipboard API when the page has it (secure contexts), else,
 * or when it is refused, through a hidden text box and `execCommand('copy')`, which works on
 * plain http and inside the shadow root. The focus stays on `button`'s side.
 */
export async function copyText(text: string, button: HTMLElement): Promise<boolean> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions, an iframe without clipboard-write): try the old way.
    }
  }
  return copyBySelection(text, button);
}

function copyBySelection(text: string, button: HTMLElement): boolean {
  const root = button.getRootNode() as Document | ShadowRoot;
  const focused = root.activeElement;
  const box = document.createElement('textarea');
  box.value = text;
  // Read-only: no on-screen keyboard on phones. Hidden by a class: the strict CSP of some
  // pages refuses style attributes.
  box.readOnly = true;
  box.tabIndex = -1;
  box.className = 'papo-visually-hidden';
  box.setAttribute('aria-hidden', 'true');
  (button.parentElement ?? root).append(box);
  box.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  box.remove();
  (focused instanceof HTMLElement ? focused : button).focus({ preventScroll: true });
  return copied;
}
