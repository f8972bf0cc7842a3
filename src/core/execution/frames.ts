/**
 * n8n's "wait for the visitor's reply" flow (docs/protocol.md#waiting-for-the-visitor): a
 * Chat Trigger answering "Using Response Nodes" starts the workflow and replies at once with
 * the execution's id; the workflow's messages then come over a WebSocket, and the visitor's
 * answers go back over it. This file reads and writes the socket's frames; no I/O. What the
 * rest of the core reads of the flow (the POST's answer, a stored message's text) is in
 * src/core/n8n/execution-started.ts.
 */
import type { ExecutionStarted } from '../n8n/execution-started';
import type { ChoiceButton } from '../messages/reply-extras';

/**
 * `ws(s)://<the webhook's origin>/chat?sessionId=…&executionId=…&isPublic=true[&token=…]`.
 * A relative webhook URL is resolved against `base` (the page).
 */
export function executionSocketUrl(
  webhookUrl: string,
  base: string,
  { sessionId, executionId, resumeToken }: { sessionId: string } & ExecutionStarted,
): string {
  const origin = new URL(webhookUrl, base).origin;
  const url = new URL('/chat', origin.replace(/^http/, 'ws'));
  url.searchParams.set('sessionId', sessionId);
  url.searchParams.set('executionId', executionId);
  url.searchParams.set('isPublic', 'true');
  if (resumeToken) url.searchParams.set('token', resumeToken);
  return url.href;
}

export type ExecutionFrame =
  | { kind: 'heartbeat' }
  /** The workflow went on without waiting for the visitor: more may come, or the end. */
  | { kind: 'continue' }
  | { kind: 'message'; text: string; buttons: ChoiceButton[]; blockUserInput: boolean }
  | { kind: 'error'; text: string }
  /** n8n's notice before it closes (1008) a socket it will not serve (docs/protocol.md). */
  | { kind: 'unknownExecution'; text: string };

const HEARTBEAT = 'n8n|heartbeat';
const CONTINUE = 'n8n|continue';
export const HEARTBEAT_ACK = 'n8n|heartbeat-ack';

/**
 * What n8n sends, once, before closing (1008) a socket whose execution it will not resume:
 * 1.x names the unknown id; 2.x says `Connection rejected`, also for a missing or wrong token.
 */
const UNKNOWN_EXECUTION = /^(?:Execution with id "[^"]*" does not exist|Connection rejected)$/;

function parseObject(data: string): Record<string, unknown> | null {
  if (!data.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(data);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Buttons whose link resumes this workflow: same origin as the webhook, http(s). Any other
 * link would let a workflow message make the visitor's browser call elsewhere; those are
 * dropped (the text still shows).
 */
function buttonsOf(value: unknown, webhookOrigin: string): ChoiceButton[] {
  if (!Array.isArray(value)) return [];
  const buttons: ChoiceButton[] = [];
  for (const item of value) {
    if (item === null || typeof item !== 'object') continue;
    const { text, link, type } = item as Record<string, unknown>;
    if (typeof text !== 'string' || text.trim() === '' || typeof link !== 'string') continue;
    let url: URL;
    try {
      url = new URL(link, webhookOrigin);
    } catch {
      continue;
    }
    if (url.origin !== webhookOrigin || !/^https?:$/.test(url.protocol)) continue;
    buttons.push({ text, link: url.href, kind: type === 'secondary' ? 'secondary' : 'primary' });
  }
  return buttons;
}

const plainMessage = (text: string): ExecutionFrame => ({ kind: 'message', text, buttons: [], blockUserInput: false });

/**
 * One text frame from n8n. Both forms are read: the plain strings of n8n 1.x
 * (`n8n|heartbeat`, `n8n|continue`, the message as raw text) and the JSON objects of newer
 * versions (`{"type":"heartbeat"|"continue"|"message"|"with-buttons"|"error"}`). Text that is
 * neither is a message, as n8n's own widget shows it.
 */
export function parseExecutionFrame(data: string, webhookOrigin: string): ExecutionFrame {
  if (data === HEARTBEAT) return { kind: 'heartbeat' };
  if (data === CONTINUE) return { kind: 'continue' };
  if (UNKNOWN_EXECUTION.test(data)) return { kind: 'unknownExecution', text: data };
  const object = parseObject(data);
  switch (object?.type) {
    case 'heartbeat':
      return { kind: 'heartbeat' };
    case 'continue':
      return { kind: 'continue' };
    case 'message':
      return typeof object.text === 'string' ? plainMessage(object.text) : plainMessage(data);
    case 'with-buttons': {
      const text = typeof object.text === 'string' ? object.text : '';
      const buttons = buttonsOf(object.buttons, webhookOrigin);
      // Blocking the text box with no button to press would strand the visitor.
      return { kind: 'message', text, buttons, blockUserInput: object.blockUserInput === true && buttons.length > 0 };
    }
    case 'error':
      return { kind: 'error', text: typeof object.message === 'string' ? object.message : '' };
    default:
      return plainMessage(data);
  }
}

/** A file as n8n reads it from the socket: name, MIME type and the bytes in base64. */
export interface SocketFile {
  name: string;
  type: string;
  data: string;
}

/** The visitor's answer to a waiting workflow, as n8n validates it. */
export function replyFrame(sessionId: string, chatInput: string, files: readonly SocketFile[] = []): string {
  return JSON.stringify({ sessionId, action: 'sendMessage', chatInput, files });
}
