import { announce } from './announce';

/**
 * After the control the visitor pressed went away with the message it belonged to (a chip,
 * Edit's Send, Regenerate): the message box takes the focus once React has drawn the change,
 * and `say`, if given, is announced.
 */
export function focusMessageBox(chat: Element | null | undefined, say?: string): void {
  requestAnimationFrame(() => {
    const box = chat?.querySelector<HTMLTextAreaElement>('.papo-input__textarea');
    box?.focus();
    if (box && say) announce(box, say);
  });
}
