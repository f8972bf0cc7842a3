import { useRef, useState } from 'react';
import { blocksUserInput } from '../core/messages/messages';
import { useChatSettings, useChatState, useChatStore } from './ChatContext';
import { AttachButton } from './AttachButton';
import { FileChips } from './FileChips';
import { IconButton } from './IconButton';
import { SendIcon, StopIcon } from './icons';
import { useChosenFiles } from './useChosenFiles';
import { useComposerFocus } from './useComposerFocus';
import { useComposerKeys } from './useComposerKeys';

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
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const uploads = options.allowFileUploads;
  // A workflow's buttons wait for a choice (docs/protocol.md#waiting-for-the-visitor).
  const blocked = blocksUserInput(messages);
  // A reply awaited or streaming (not the history loading) can be stopped.
  const stoppable = waiting && historyStatus !== 'loading' && !options.disabled;
  const chosen = useChosenFiles(options.allowedFilesMimeTypes, uploads, !waiting && !options.disabled);
  useComposerFocus(textareaRef, setText, blocked);
  const keys = useComposerKeys(messages, setText, submit);

  function submit() {
    if (!store.canSend(text)) return;
    const [sentText, sentFiles] = [text, chosen.files];
    setText('');
    chosen.clear();
    if (fileInputRef.current) fileInputRef.current.value = '';
    keys.resetHistory();
    void store.sendMessage(sentText, sentFiles);
  }

  function stop() {
    store.stop();
    textareaRef.current?.focus();
  }

  return (
    <div
      className="papo-input"
      style={{ '--controls-count': uploads ? 2 : 1 } as React.CSSProperties}
      onDragOver={(event) => uploads && event.preventDefault()}
      onDrop={chosen.onDrop}
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
          onKeyDown={keys.onKeyDown}
          onPaste={chosen.onPaste}
        />
        <div className="papo-input__controls">
          {uploads ? (
            <AttachButton inputRef={fileInputRef} disabled={waiting || options.disabled} onFiles={chosen.add} />
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
      <FileChips files={chosen.files} onRemove={chosen.remove} />
    </div>
  );
}
