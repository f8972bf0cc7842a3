import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { blocksUserInput } from '../core/messages/messages';
import { acceptsFile } from './accept';
import {
  useChatSettings,
  useChatState,
  useChatStore,
  useTakeDraft,
  useWindowControls,
  useWindowOpen,
} from './ChatContext';
import { FileChips } from './FileChips';
import { IconButton } from './IconButton';
import { AttachIcon, SendIcon, StopIcon } from './icons';
import { useSentHistory } from './useSentHistory';

const isOnFirstLine = (area: HTMLTextAreaElement) => !area.value.slice(0, area.selectionStart).includes('\n');
const isOnLastLine = (area: HTMLTextAreaElement) => !area.value.slice(area.selectionEnd).includes('\n');

/** The message box, send and attach buttons, and the chosen files (docs/decisions.md#screens). */
export function ChatInput() {
  const store = useChatStore();
  const { options, strings } = useChatSettings();
  const waiting = useChatState((state) => state.waiting);
  const messages = useChatState((state) => state.messages);
  const historyStatus = useChatState((state) => state.historyStatus);
  const [text, setText] = useState('');
  // What canSend reads (the server's wait, a pending message…) changes with the state: asked again on each change.
  const sendable = useChatState(() => store.canSend(text));
  const [files, setFiles] = useState<File[]>([]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const history = useSentHistory(messages);
  const windowControls = useWindowControls();
  const takeDraft = useTakeDraft();
  const open = useWindowOpen();
  const uploads = options.allowFileUploads;
  // A workflow's buttons wait for a choice (docs/protocol.md#waiting-for-the-visitor).
  const blocked = blocksUserInput(messages);
  // A reply awaited or streaming (not the history loading) can be stopped.
  const stoppable = waiting && historyStatus !== 'loading' && !options.disabled;
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
    // eslint-disable-next-line react-hooks/set-state-in-effect
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

  function addFiles(picked: Iterable<File>) {
    const accepted = [...picked].filter((file) => acceptsFile(options.allowedFilesMimeTypes, file));
    if (accepted.length > 0) setFiles((current) => [...current, ...accepted]);
  }

  function submit() {
    if (!store.canSend(text)) return;
    const [sentText, sentFiles] = [text, files];
    setText('');
    setFiles([]);
    if (fileInputRef.current) fileInputRef.current.value = '';
    history.reset();
    void store.sendMessage(sentText, sentFiles);
  }

  function stop() {
    store.stop();
    textareaRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const area = event.currentTarget;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    store.reportUiEvent('arrowKeyDown', { key: event.key, text: area.value });
    // Only at the edge line, so moving the caret inside a multi-line draft still works.
    const atEdge = event.key === 'ArrowUp' ? isOnFirstLine(area) : isOnLastLine(area);
    if (!atEdge || area.selectionStart !== area.selectionEnd) return;
    const next = history.move(event.key === 'ArrowUp' ? 'back' : 'forward', area.value);
    if (next === undefined) return;
    event.preventDefault();
    setText(next);
  }

  function onDrop(event: DragEvent) {
    if (!uploads || event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    if (!waiting && !options.disabled) addFiles(event.dataTransfer.files);
  }

  function onPaste(event: ClipboardEvent) {
    if (!uploads || event.clipboardData.files.length === 0) return;
    event.preventDefault();
    addFiles(event.clipboardData.files);
  }

  return (
    <div
      className="papo-input"
      style={{ '--controls-count': uploads ? 2 : 1 } as React.CSSProperties}
      onDragOver={(event) => uploads && event.preventDefault()}
      onDrop={onDrop}
    >
      <div className="papo-input__row">
        <textarea
          ref={textareaRef}
          className="papo-input__textarea"
          value={text}
          rows={1}
          // Arabic typed in an English chat (or English in an Arabic one) runs its own way.
          dir="auto"
          placeholder={blocked ? strings.choose : strings.inputPlaceholder}
          aria-label={strings.inputPlaceholder}
          disabled={options.disabled || blocked}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <div className="papo-input__controls">
          {uploads ? (
            <>
              <input
                ref={fileInputRef}
                type="file"
                className="papo-visually-hidden"
                accept={options.allowedFilesMimeTypes || undefined}
                multiple
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => addFiles(event.target.files ?? [])}
              />
              <IconButton
                className="papo-input__attach"
                label={strings.attachFiles}
                disabled={waiting || options.disabled}
                onClick={() => fileInputRef.current?.click()}
              >
                <AttachIcon />
              </IconButton>
            </>
          ) : null}
          {/* While a reply is on its way the same button stops it; then the box takes the focus (an
              empty box's send button is disabled, and a disabled button would drop it). */}
          <IconButton
            className={stoppable ? 'papo-input__send papo-input__send--stop' : 'papo-input__send'}
            label={stoppable ? strings.stop : strings.sendMessage}
            disabled={stoppable ? false : !sendable}
            onClick={stoppable ? stop : submit}
          >
            {stoppable ? <StopIcon /> : <SendIcon />}
          </IconButton>
        </div>
      </div>
      <FileChips
        files={files}
        onRemove={(name) => setFiles((current) => current.filter((file) => file.name !== name))}
      />
    </div>
  );
}
