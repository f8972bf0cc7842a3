import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatStore } from '../core/store/store-types';
import { useTakeDraft, useWindowControls, useWindowOpen } from './ChatContext';

/**
 * The message box: its text, and where the text and focus come from: the loader's drawn box
 * on mount, the caret when the window opens, and the focus back once a workflow's choice is made.
 */
export function useMessageBox(store: ChatStore, blocked: boolean) {
  const [text, setText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const windowControls = useWindowControls();
  const takeDraft = useTakeDraft();
  const open = useWindowOpen();
  const wasBlocked = useRef(blocked);
  /** A draft was taken over on mount: it said where the focus is. */
  const handedOver = useRef(false);

  // While this code was on its way the loader drew a chat with a box of its own (src/embed/drawn-window.ts).
  // Before the browser paints, this box takes what was typed there, the selection and the focus;
  // a layout effect, so no keystroke can land in between (docs/architecture.md#the-cold-click).
  useLayoutEffect(() => {
    const draft = takeDraft?.();
    const area = textareaRef.current;
    if (!draft || !area) return;
    // The focus goes where it was: to this box, or it stays on the chat's close button
    // (drawn-window.ts moved it there from the drawn one), not taken by the effect below.
    handedOver.current = true;
    if (draft.focused) area.focus();
    // Enter was pressed there: the message goes now, as it would have from this box.
    if (draft.send && store.canSend(draft.text)) {
      void store.sendMessage(draft.text);
      return;
    }
    area.value = draft.text;
    area.setSelectionRange(draft.start, draft.end, draft.direction);
    // The draft lives in the loader's DOM until now: it can only be read once this box exists.
    setText(draft.text);
  }, [takeDraft, store]);

  // Opening the window puts the caret in the box (docs/decisions.md#accessibility); fullscreen never steals focus.
  useEffect(() => {
    if (windowControls && open && !handedOver.current) textareaRef.current?.focus();
    handedOver.current = false;
  }, [windowControls, open]);

  // The choice is made: the box opens again and takes the focus back.
  useEffect(() => {
    if (wasBlocked.current && !blocked && open) textareaRef.current?.focus();
    wasBlocked.current = blocked;
  }, [blocked, open]);

  return [text, setText, textareaRef] as const;
}
