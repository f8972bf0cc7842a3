/**
 * The live demo of /docs/Chat: a second, independent chat (own target and storage key)
 * embedded in the page in fullscreen mode. The widget's code loads lazily, with a spinner
 * when slow and a Retry button when it fails; a crash shows the ErrorBoundary's view.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { PapoChatProps } from 'papo-chat/react';
import { ErrorBoundary } from './ErrorBoundary';

const SPINNER_DELAY_MS = 200;

function loadWidget(): Promise<{ default: ComponentType<PapoChatProps> }> {
  return import('papo-chat/react').then((module) => ({ default: module.PapoChat }));
}

function Spinner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible ? (
    <p role="status" className="demo-loading">
      <span className="spinner" aria-hidden="true" /> Carregando a demonstração…
    </p>
  ) : null;
}

function Demo({ webhookUrl }: { webhookUrl: string }) {
  const [Widget] = useState(() => lazy(loadWidget));
  return (
    <Suspense fallback={<Spinner />}>
      <Widget
        className="demo-chat"
        mode="fullscreen"
        defaultLanguage="pt"
        showWelcomeScreen
        webhookUrl={webhookUrl}
        storageKey="atesta-docs/demo-sessionId"
        metadata={{ origem: 'docs-chat-demo' }}
      />
    </Suspense>
  );
}

export default function ChatDemo({ webhookUrl }: { webhookUrl: string }) {
  return (
    <ErrorBoundary>
      <div className="chat-demo">
        <Demo webhookUrl={webhookUrl} />
      </div>
    </ErrorBoundary>
  );
}
