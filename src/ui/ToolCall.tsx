import { memo } from 'react';
import { formatString } from '../core/i18n/i18n';
import type { ToolPart } from '../core/messages/message-parts';
import { useChatSettings } from './ChatContext';

/**
 * The most of a tool's input, output or error shown: a backend's megabytes would freeze the
 * page (drawn, and line-broken as one long word by Chromium).
 */
export const TOOL_DATA_LIMIT = 4_000;

/**
 * A tool's data as text: a string as it is, anything else as indented JSON; cut at the limit.
 * The transports give what they parsed from JSON, which JSON can always write again.
 */
export function toolData(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return text.length > TOOL_DATA_LIMIT ? `${text.slice(0, TOOL_DATA_LIMIT)}…` : text;
}

/**
 * A tool the agent called, as a closed step (docs/decisions.md#messages-and-options): named
 * for the tool and its state in words (asking for approval: the buttons after it answer), `aria-busy` until it is done; opened, its input and its
 * result or error, in that order. They are data, so they are text nodes in `<pre>`, never markdown or HTML.
 * Memoised: the JSON is written again only when the part changes, not on each streamed chunk.
 */
export const ToolCall = memo(function ToolCall({ part }: { part: ToolPart }) {
  const { strings } = useChatSettings();
  const { status } = part;
  const summary =
    {
      done: strings.toolDone,
      failed: strings.toolFailed,
      called: strings.toolCalled,
      approval: strings.toolApproval,
      denied: strings.toolDenied,
    }[status as string] ?? strings.toolRunning;
  const data = (value: unknown) => value !== undefined && <pre>{toolData(value)}</pre>;
  return (
    <details className="papo-step" aria-busy={status === 'streaming' || status === 'running'}>
      <summary>{formatString(summary, { name: part.name })}</summary>
      <div className="papo-step__text">
        {data(part.input)}
        {data(status === 'failed' ? part.error : part.output)}
      </div>
    </details>
  );
});
