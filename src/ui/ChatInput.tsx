import { useRef } from 'react';
import { blocksUserInput } from '../core/messages/messages';
import { AttachButton } from './AttachButton';
import { useChatSettings, useChatState, useChatStore } from './ChatContext';
import { FileChips } from './FileChips';
import { DictateButton } from './DictateButton';
import { useMarkdownOnTyping } from './markdown/usePreloadMarkdown';
import { useTimeFormatOnTyping } from './MessageTime';
import { SendButton } from './SendButton';
import { useChosenFiles } from './useChosenFiles';
import { useComposerKeys } from './useComposerKeys';
import { useDictation } from './useDictation';
import { useDropZone } from './useDropZone';
import { useMessageBox } from './useMessageBox';

/** The message box, send, attach and dictate buttons, and the chosen files (docs/decisions.md#screens). */
export function ChatInput() {
  const store = useChatStore();
  const { options, strings } = useChatSettings();
  const waiting = useChatState((state) => state.waiting);
  const messages = useChatState((state) => state.messages);
  const historyStatus = useChatState((state) => state.historyStatus);
  // A workflow's buttons wait for a choice (docs/protocol.md#waiting-for-the-visitor).
  const blocked = blocksUserInput(messages);
  const [text, setText, textareaRef] = useMessageBox(store, blocked);
  useMarkdownOnTyping(text !== '');
  useTimeFormatOnTyping(text !== '');
  // What canSend reads (the server's wait, a pending message…) changes with the state: asked again on each change.
  const sendable = useChatState(() => store.canSend(text));
  const [files, setFiles, addFiles, onPaste, rejected] = useChosenFiles(options, strings, textareaRef);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const uploads = options.allowFileUploads;
  // A reply awaited or streaming (not the history loading) can be stopped.
  const stoppable = waiting && historyStatus !== 'loading' && !options.disabled;
  useDropZone(
    textareaRef,
    !uploads ? 'off' : waiting || options.disabled ? 'closed' : 'open',
    strings.dropFiles,
    addFiles,
  );
  const [onKeyDown, resetHistory] = useComposerKeys(store, messages, setText, submit, options.enterKey == 'newline');
  const dictation = useDictation(text, setText, textareaRef);

  function submit() {
    if (!store.canSend(text)) return;
    setText('');
    setFiles([]);
    if (fileInputRef.current) fileInputRef.current.value = '';
    resetHistory();
    dictation.cancel();
    // This render's text and files: the setters above change the next render's.
    void store.sendMessage(text, files);
  }

  function stop() {
    store.stop();
    textareaRef.current?.focus();
  }

  return (
    <div
      className="papo-input"
      style={{ '--controls-count': 1 + +uploads + +!!dictation.toggle } as React.CSSProperties}
      // Escape stops listening first, before the box's and the window's Escape (a reply, then the window).
      onKeyDownCapture={(event) => event.key === 'Escape' && dictation.stop() && event.stopPropagation()}
    >
      <div className="papo-input__row">
        <textarea
          ref={textareaRef}
          className="papo-input__textarea"
          value={text}
          rows={1}
          // Arabic typed in an English chat (or English in an Arabic one) runs its own way.
          dir="auto"
          placeholder={dictation.listening ? strings.listening : blocked ? strings.choose : strings.inputPlaceholder}
          aria-label={strings.inputPlaceholder}
          disabled={options.disabled || blocked}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={(event) => onPaste(event, event.clipboardData.files)}
        />
        <div className="papo-input__controls">
          {uploads ? (
            <AttachButton inputRef={fileInputRef} disabled={waiting || options.disabled} onFiles={addFiles} />
          ) : null}
          <DictateButton dictation={dictation} disabled={options.disabled || blocked} />
          <SendButton stoppable={stoppable} sendable={sendable} onSend={submit} onStop={stop} />
        </div>
      </div>
      {dictation.problem ? <p className="papo-input__problem">{dictation.problem}</p> : null}
      <FileChips files={files} onRemove={(name) => setFiles(files.filter((file) => file.name !== name))} />
      {/* The files left out, a line each saying why (announced through the chat's live region). */}
      {rejected ? <p className="papo-input__rejected">{rejected}</p> : null}
    </div>
  );
}
