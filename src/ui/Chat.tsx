import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useChatSettings, useChatState, useChatStore, useTakeDraft, useWindowControls } from './ChatContext';
import { ChatInput } from './ChatInput';
import { Header } from './Header';
import { LiveRegion } from './LiveRegion';
import { useMarkdownOnSend } from './markdown/usePreloadMarkdown';
import { MessageList } from './MessageList';
import { WelcomeScreen } from './WelcomeScreen';

/** The chat layout of docs/decisions.md#screens: header, scrolling body, and footer. */
export function Chat({ titleId: givenTitleId }: { titleId?: string }) {
  const store = useChatStore();
  const { options, strings } = useChatSettings();
  const sessionId = useChatState((state) => state.sessionId);
  const historyStatus = useChatState((state) => state.historyStatus);
  const hasMessages = useChatState((state) => state.messages.length > 0);
  const windowControls = useWindowControls();
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  useMarkdownOnSend();
  const showWelcome = sessionId === null && options.showWelcomeScreen && historyStatus !== 'loading';
  // Without a welcome screen a session follows the history load whatever it brings, so the
  // box is there to type in from the start of the load (a message sent then waits for it,
  // shown as pending: store-sending.ts) and stays mounted until the session exists.
  const showInput = sessionId !== null || (!options.showWelcomeScreen && historyStatus !== 'idle');
  const canClose = windowControls && options.showWindowCloseButton;
  // "New conversation" disappears once pressed: the box takes the focus, so it does not
  // fall to <body> (where Escape no longer reaches the window).
  const footer = useRef<HTMLDivElement>(null);
  // The chat the loader drew while this code was on its way has no message box when this
  // chat opens on a welcome screen: it goes now. Otherwise the message box takes it over
  // when it appears (ChatInput), which may be a render or two after this one.
  const takeDraft = useTakeDraft();
  const welcomeFirst = options.showWelcomeScreen;
  useLayoutEffect(() => {
    if (welcomeFirst) takeDraft?.();
  }, [takeDraft, welcomeFirst]);
  const focusBoxAfterRestart = useRef(false);
  useEffect(() => {
    if (!focusBoxAfterRestart.current) return;
    focusBoxAfterRestart.current = false;
    footer.current?.querySelector('textarea')?.focus();
  }, [sessionId]);
  function startNewConversation() {
    focusBoxAfterRestart.current = true;
    store.startNewSession();
  }

  return (
    <div className="papo-chat" data-mode={options.mode}>
      <Header
        titleId={titleId}
        onClose={canClose ? () => windowControls.close({ returnFocus: true }) : undefined}
        onNewConversation={sessionId !== null && hasMessages ? startNewConversation : undefined}
      />
      <div className="papo-body">{showWelcome ? <WelcomeScreen /> : <MessageList />}</div>
      <div className="papo-footer" ref={footer}>
        {showInput ? (
          <ChatInput />
        ) : historyStatus === 'loading' || showWelcome ? null : (
          <button type="button" className="papo-button papo-footer__start" onClick={() => store.startNewSession()}>
            {strings.newConversation}
          </button>
        )}
      </div>
      <LiveRegion />
    </div>
  );
}
