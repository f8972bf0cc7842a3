import { useRef, useState } from 'react';
import type { UserMessage } from '../core/messages/messages';
import { useChatSettings, useChatStore } from './ChatContext';
import { focusMessageBox } from './focusMessageBox';
import { EditIcon } from './icons';
import { InlineForm } from './InlineForm';

/**
 * Edit (`messageActions.edit`) on the visitor's last message: a toggle that opens the text in
 * a form in place of it. Cancel and Escape close it and give the focus back to Edit; Send puts
 * the edited message in place of this one and the reply to it, and the message box takes the
 * focus with "Message edited" announced.
 */
export function EditMessage({ message }: { message: UserMessage }) {
  const store = useChatStore();
  const { strings } = useChatSettings();
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    setEditing(false);
    button.current?.focus();
  };
  const send = (text: string) => {
    // Blank, or a reply arrived meanwhile: the form stays, with the text as it is.
    if (!store.canSend(text)) return;
    const chat = button.current?.closest('.papo-chat');
    void store.editMessage(message.id, text);
    focusMessageBox(chat, strings.messageEdited);
  };

  return (
    <>
      {editing ? (
        <InlineForm
          label={strings.editMessage}
          value={message.text}
          cancel={strings.cancel}
          enterSends
          onSend={send}
          onCancel={cancel}
        />
      ) : (
        <p className="papo-message__plain" dir="auto">
          {message.text}
        </p>
      )}
      <div className="papo-actions">
        <button
          ref={button}
          type="button"
          className="papo-icon-button papo-actions__button papo-actions__edit"
          aria-label={strings.editMessage}
          title={strings.editMessage}
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          <EditIcon size={18} />
        </button>
      </div>
    </>
  );
}
