import { useLayoutEffect, useRef, type RefObject } from 'react';
import { announce } from './announce';

const carriesFiles = (event: DragEvent) => !!event.dataTransfer?.types.includes('Files');

/**
 * Files may be dropped anywhere on the chat (its window, or the whole page's part in
 * fullscreen), not only on the message box. While files are dragged over it and `open`, the
 * chat shows `label` over itself (`data-drop`, Chat.styles.ts), said once through the live
 * region; a drop hands them to `onDrop`. While `closed` (a reply is awaited), files dropped
 * on it are still taken from the browser, which would otherwise leave the page to show the
 * file, and the conversation with it; 'off' (no uploads) leaves drops to the page. `inside`
 * is any element in the chat.
 */
export function useDropZone(
  inside: RefObject<Element | null>,
  state: 'open' | 'closed' | 'off',
  label: string,
  onDrop: (files: FileList) => void,
): void {
  // The latest callback: the files chosen so far change with every drop.
  const latest = useRef(onDrop);
  latest.current = onDrop;
  // A layout effect: files are taken from the first commit that shows the box, not a paint later.
  useLayoutEffect(() => {
    const chat = inside.current?.closest('.papo-chat');
    if (!chat || state == 'off') return;
    const open = state == 'open';
    // dragenter and dragleave come for each element crossed: the zone is shown from the first
    // entering until as many leavings.
    let depth = 0;
    const show = (on: boolean) => {
      if (on && !chat.hasAttribute('data-drop')) announce(chat, label);
      if (on) chat.setAttribute('data-drop', label);
      else chat.removeAttribute('data-drop');
    };
    const listeners: Record<string, (event: DragEvent) => void> = {
      dragenter(event) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        show(open && ++depth > 0);
      },
      dragover(event) {
        if (carriesFiles(event)) event.preventDefault();
      },
      dragleave(event) {
        if (carriesFiles(event) && --depth <= 0) {
          depth = 0;
          show(false);
        }
      },
      drop(event) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth = 0;
        show(false);
        if (open && event.dataTransfer!.files[0]) latest.current(event.dataTransfer!.files);
      },
    };
    for (const type in listeners) chat.addEventListener(type, listeners[type] as EventListener);
    return () => {
      show(false);
      for (const type in listeners) chat.removeEventListener(type, listeners[type] as EventListener);
    };
  }, [inside, state, label]);
}
