/**
 * The crash view around every React island (docs/decisions.md#the-docs-site): "Esta página deu erro." with the
 * error message, its causes and a "Tentar novamente" button that renders the island again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** The error and each `cause` below it, as messages. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && messages.length < 10) {
    messages.push(current instanceof Error ? current.message || current.name : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Atesta Docs: um componente da página falhou.', error, info.componentStack);
  }

  private retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <div key={attempt}>{this.props.children}</div>;
    const [message, ...causes] = errorChain(error);
    return (
      <div role="alert" className="crash-view">
        <p className="crash-title">
          <strong>Esta página deu erro.</strong>
        </p>
        <p>{message}</p>
        {causes.length > 0 && (
          <ul>
            {causes.map((cause, index) => (
              <li key={index}>Causa: {cause}</li>
            ))}
          </ul>
        )}
        <button type="button" className="button" onClick={this.retry}>
          Tentar novamente
        </button>
      </div>
    );
  }
}
