import { useEffect, useRef } from 'react';
import { useChatSettings, useWindowControls, useWindowOpen } from './ChatContext';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';

/**
 * What the window shows in place of a chat that failed to draw (ChatErrorBoundary): its
 * title and close button, as the header has them, the problem (announced: role="alert")
 * and a button that reloads the chat, which takes the focus the crash dropped.
 */
export function ChatCrashed({ titleId, onReload }: { titleId: string; onReload: () => void }) {
  const { strings, options } = useChatSettings();
  const controls = useWindowControls();
  const open = useWindowOpen();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const reload = button.current;
    if (!open || !reload) return;
    // The focus was in the chat that went away (it fell to <body>, or stays on the shadow
    // host), or still is in the window: not elsewhere on the page, where the visitor may be typing.
    const root = reload.getRootNode() as Document | ShadowRoot;
    const focused = document.activeElement;
    const ours =
      focused === null ||
      focused === document.body ||
      ('host' in root && root.host === focused) ||
      reload.closest('.papo-window, .papo-fullscreen, .papo-chat')?.contains(focused);
    if (ours) reload.focus();
  }, [open]);

  return (
    <div className="papo-chat" data-mode={options.mode} data-crashed="">
      <div className="papo-header">
        <div className="papo-header__text">
          <h2 id={titleId} className="papo-header__title">
            {strings.title}
          </h2>
        </div>
        {controls && options.showWindowCloseButton ? (
          <IconButton
            className="papo-header__close"
            label={strings.closeButtonTooltip}
            onClick={() => controls.close({ returnFocus: true })}
          >
            <CloseIcon size={18} />
          </IconButton>
        ) : null}
      </div>
      <div className="papo-body">
        <div className="papo-welcome">
          <p role="alert">{strings.chatCrashed}</p>
          <button ref={button} type="button" className="papo-button" onClick={onReload}>
            {strings.reloadChat}
          </button>
        </div>
      </div>
    </div>
  );
}
