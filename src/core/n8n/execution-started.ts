/**
 * What the rest of the core reads of n8n's "wait for the visitor's reply" flow
 * (docs/protocol.md#waiting-for-the-visitor) without its socket code, which is loaded only
 * when a wait starts (src/core/execution/): the POST's answer that starts a wait,
 * and the text of a workflow message kept in n8n's memory. No I/O. (The buttons' shape,
 * ChoiceButton, is any backend's: reply-extras.ts.)
 */
import { isRecord } from '../arguments';

/** The POST's answer when the workflow's messages will come over the socket. */
export interface ExecutionStarted {
  executionId: string;
  /** Newer n8n versions protect the socket with a token, passed back as `&token=`. */
  resumeToken?: string;
}

/** `{"executionStarted":true,"executionId":"25"}` (n8n sends the id as a string; a number is accepted). */
export function executionStartedOf(body: unknown): ExecutionStarted | null {
  if (!isRecord(body)) return null;
  const { executionStarted, executionId, resumeToken } = body as Record<string, unknown>;
  if (executionStarted !== true) return null;
  const id = typeof executionId === 'number' && Number.isFinite(executionId) ? String(executionId) : executionId;
  if (typeof id !== 'string' || id === '') return null;
  return typeof resumeToken === 'string' && resumeToken !== '' ? { executionId: id, resumeToken } : { executionId: id };
}

/**
 * A workflow message as n8n's memory keeps it: the raw text that went over the socket, so
 * a message with buttons is their JSON (`{"type":"with-buttons","text":…}`, or
 * `{"type":"message","text":…}`). Its text, for the restored history; anything else is
 * the text itself, as the socket's reader shows it (src/core/execution/frames.ts).
 */
export function workflowMessageText(raw: string): string {
  if (!raw.startsWith('{')) return raw;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!isRecord(value)) return raw;
  const { type, text } = value as Record<string, unknown>;
  if (type === 'with-buttons') return typeof text === 'string' ? text : '';
  return type === 'message' && typeof text === 'string' ? text : raw;
}
