/**
 * A render error anywhere in the chat (a message component of the integrator's that throws,
 * a bug of ours) would leave React nothing to show: a blank window until the page reloads.
 * This boundary shows ChatCrashed in its place instead, reports the error as other failures
 * are (docs/decisions.md#failures), and its Reload makes the chat again.
 */
import { Component, useId, useState, type ErrorInfo, type ReactNode } from 'react';
import { warnInConsole } from '../core/env';
import { PapoError } from '../core/errors';
import { ChatCrashed } from './ChatCrashed';
import { useChatRecovery } from './ChatContext';

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  onError: (error: unknown) => void;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The error a render failure is reported as: `code` "render", and what the visitor sees now. */
export function renderError(error: unknown): PapoError {
  const detail = error instanceof Error ? error.message : String(error);
  return new PapoError(
    'render',
    `The chat failed to draw (${detail}); its window shows a button that reloads it. A component of messageComponents that throws is a common cause.`,
    { cause: error },
  );
}

/** `children` (the chat), or, once they threw while rendering, ChatCrashed; `titleId` labels the window. */
export function ChatErrorBoundary({ titleId, children }: { titleId?: string; children: ReactNode }) {
  const ownTitleId = useId();
  const recovery = useChatRecovery();
  // Without the embed layer's recovery, Reload draws the same store again.
  const [attempt, setAttempt] = useState(0);
  const report = (error: unknown) => {
    const failure = renderError(error);
    if (recovery) recovery.report(failure);
    else warnInConsole(String(failure), error);
  };
  const reload = () => (recovery ? recovery.reload() : setAttempt((count) => count + 1));
  return (
    <Boundary
      key={attempt}
      onError={report}
      fallback={<ChatCrashed titleId={titleId ?? ownTitleId} onReload={reload} />}
    >
      {children}
    </Boundary>
  );
}
