/**
 * The window controls the chat's components use in window mode (ChatContext.tsx), made in
 * the chat's code from what the launcher's lifecycle (chat-lifecycle.ts) hands it: whether
 * the window is open, and how to open or close it. A change is heard through the chat's own
 * `open` and `close` events, which the lifecycle emits on every change: the loader, which
 * carries the lifecycle, keeps no listeners of its own.
 */
import type { ChatEmitter } from '../core/store/events';
import type { WindowControls } from '../ui/ChatContext';

export function windowControls(
  emitter: ChatEmitter,
  isOpen: () => boolean,
  setOpen: (open: boolean, returnFocus?: boolean) => void,
): WindowControls {
  return {
    isOpen,
    subscribe(listener) {
      const offs = [emitter.on('open', listener), emitter.on('close', listener)];
      return () => offs.forEach((off) => off());
    },
    close: ({ returnFocus } = {}) => setOpen(false, returnFocus),
  };
}
