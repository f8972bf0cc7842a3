import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useChatStore, useWindowControls, useWindowOpen } from './ChatContext';
import { Chat } from './Chat';
import { ChatErrorBoundary } from './ChatErrorBoundary';
import { stopReplyOnEscape } from './useComposerKeys';
import { useVisualViewport } from './useVisualViewport';

/**
 * The floating window of window mode (docs/decisions.md#screens): a labelled, non-modal dialog. Escape
 * stops a reply being received, else closes the window and focus goes back to the toggle
 * (docs/decisions.md#accessibility). Closed, it stays in the
 * DOM (so the transition can run) but is inert: hidden from the keyboard and screen readers.
 */
export function ChatWindow() {
  const open = useWindowOpen();
  const controls = useWindowControls();
  const store = useChatStore();
  const titleId = useId();
  const windowRef = useRef<HTMLDivElement>(null);
  useVisualViewport(windowRef, open);

  // A layout effect, so the window is no longer inert when ChatInput's (passive) effect
  // focuses the message box on open: focus() does nothing inside an inert subtree.
  useLayoutEffect(() => {
    windowRef.current?.toggleAttribute('inert', !open);
  }, [open]);

  useEffect(() => {
    const element = windowRef.current;
    if (!element || !controls) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      event.stopPropagation();
      if (!stopReplyOnEscape(store)) controls.close({ returnFocus: true });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [controls, store]);

  return (
    <div
      ref={windowRef}
      className="papo-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-open={open}
    >
      <ChatErrorBoundary titleId={titleId}>
        <Chat titleId={titleId} />
      </ChatErrorBoundary>
    </div>
  );
}
