/**
 * n8n's wait-for-reply flow (docs/protocol.md#waiting-for-the-visitor): after a POST
 * answered "execution started", the workflow's messages come over a socket and the
 * visitor's answers go back over it. A wait is bounded (docs/n8n.md#limits-of-the-wait):
 * its messages are applied once per frame and at most MAX_MESSAGES_PER_WAIT of them; a
 * dropped socket is opened again with growing delays, a few times; a silent one is given
 * up. Each of those ends ends the wait with the usual error entry and Retry.
 *
 * Loaded only when a wait starts or resumes (src/core/store/store-execution.ts): it imports
 * nothing but types from outside this folder, and gets the rest from its host (./port.ts).
 */
import type { ExecutionRecord } from '../n8n/execution-record';
import type { MessagePart } from '../messages/message-parts';
import type { BotMessage, UserMessage } from '../messages/messages';
import { createFrameBatch, MAX_MESSAGES_PER_WAIT } from './batch';
import { createChoices } from './choices';
import { executionSocketUrl, replyFrame, type ExecutionFrame } from './frames';
import type { SocketWait, WaitFailure, WaitHost } from './port';
import { createReconnectAllowance } from './reconnect';
import { openExecutionSocket, SILENCE_LIMIT_MS, type ExecutionSocket, type SocketEnd } from './socket';
import { socketFileOf } from './socket-file';

type ShownFrame = Exclude<ExecutionFrame, { kind: 'heartbeat' }>;

export function createSocketWait(host: WaitHost): SocketWait {
  const { options, env, cell, emitter } = host.context;
  const reconnects = createReconnectAllowance(env.now);
  const batch = createFrameBatch<ShownFrame>(env.nextFrame, applyFrames);
  let socket: ExecutionSocket | null = null;
  let current: ExecutionRecord | null = null;
  let reconnectTimer: unknown;
  /** Workflow messages received in this wait, shown or queued. */
  let messagesInWait = 0;
  let lastFrameKind: ShownFrame['kind'] | null = null;
  /** The first message on a new socket may be the question already on screen. */
  let mayRepeat = false;
  /** The visitor's newest message in this wait: what Retry sends again when the wait fails. */
  let lastUserMessageId: string | null = null;

  /** A new wait for the workflow: the allowances start again. */
  function newWait() {
    reconnects.reset();
    messagesInWait = 0;
  }

  /** `awaitingReply`: a question is on screen and the visitor may answer; otherwise n8n works. */
  function show(awaitingReply: boolean) {
    if (!current) return;
    cell.set({ execution: { executionId: current.executionId, awaitingReply }, waiting: !awaitingReply });
  }

  /** Stops listening: no socket, no reconnect to come, nothing queued. */
  function letGo() {
    socket?.close();
    socket = null;
    current = null;
    env.clearTimeout(reconnectTimer);
    batch.clear();
  }

  /** The wait is over: the next message is a normal POST. */
  function finish() {
    letGo();
    lastUserMessageId = null;
    host.over();
  }

  function fail(failure: WaitFailure) {
    const retryMessageId = lastUserMessageId;
    finish();
    host.fail(failure, retryMessageId);
  }

  /** A WebhookSocketError's failure. */
  const socketFailure = (url: string, detail: string): WaitFailure => ({ kind: 'socket', url, detail });

  function connect(record: ExecutionRecord) {
    socket?.close();
    current = record;
    mayRepeat = true;
    // The options of this moment: a chat whose webhook changed opens its socket there.
    const { webhookUrl } = options();
    let url: string;
    let webhookOrigin: string;
    try {
      url = executionSocketUrl(webhookUrl, host.pageUrl(), record);
      webhookOrigin = new URL(webhookUrl, host.pageUrl()).origin;
    } catch {
      return fail(socketFailure(webhookUrl, 'could not be opened: the webhook URL is not valid'));
    }
    const handlers = {
      onFrame: (frame: ShownFrame) => socket === opened && onFrame(frame),
      onEnd: (end: SocketEnd) => socket === opened && onEnd(end, url),
    };
    const opened: ExecutionSocket = openExecutionSocket(host.openSocket, url, webhookOrigin, handlers, env);
    socket = opened;
  }

  function onFrame(frame: ShownFrame) {
    // The 1008 close that follows says it (onEnd).
    if (frame.kind === 'unknownExecution') return;
    // A run of `continue`s says no more than one: a flood of them must not grow the queue.
    if (frame.kind === 'continue' && lastFrameKind === 'continue') return;
    lastFrameKind = frame.kind;
    if (frame.kind === 'message' && ++messagesInWait > MAX_MESSAGES_PER_WAIT) {
      // What was queued shows; the rest of this socket could come faster than a page can show it.
      batch.flush();
      const detail = `sent more than ${MAX_MESSAGES_PER_WAIT} messages in one wait; the rest were not shown`;
      if (current) fail(socketFailure(options().webhookUrl, detail));
      return;
    }
    batch.push(frame);
  }

  /** The frames of one animation frame, in order, as one store update. */
  function applyFrames(frames: ShownFrame[]) {
    if (!current) return;
    // One copy per frame, whatever the frame brings.
    const messages = [...cell.get().messages];
    let awaitingReply = cell.get().execution?.awaitingReply === true;
    const received: BotMessage[] = [];
    let failure: WaitFailure | null = null;
    for (const frame of frames) {
      if (frame.kind === 'unknownExecution') continue;
      if (frame.kind === 'continue') {
        awaitingReply = false;
      } else if (frame.kind === 'error') {
        failure = { kind: 'workflow', text: frame.text };
        break;
      } else {
        const { text, buttons, blockUserInput } = frame;
        const choices: MessagePart[] =
          buttons.length > 0 ? [{ type: 'buttons', buttons, blockUserInput, status: 'open' }] : [];
        const last = messages.at(-1);
        // n8n sends the pending question again to a new socket; the restored history (or the
        // socket that dropped) already shows it, with its text only (memory keeps no buttons).
        // (A workflow's message, from memory or a socket, is one text part and maybe buttons.)
        const repeated =
          mayRepeat &&
          last?.type === 'text' &&
          last.sender === 'bot' &&
          last.parts[0]?.type === 'text' &&
          last.parts[0].text === text;
        mayRepeat = false;
        if (repeated) {
          // Its buttons, if the frame has any, are the ones to show now.
          const parts = last.parts.filter((part) => choices.length === 0 || part.type !== 'buttons');
          messages[messages.length - 1] = { ...last, parts: [...parts, ...choices] };
        } else if (text !== '' || buttons.length > 0) {
          const message = host.botMessage([{ type: 'text', text }, ...choices]);
          messages.push(message);
          received.push(message);
        }
        awaitingReply = true;
      }
    }
    cell.set({ messages, execution: { executionId: current.executionId, awaitingReply }, waiting: !awaitingReply });
    for (const message of received) emitter.emit('messageReceived', message);
    if (failure) fail(failure);
  }

  function onEnd(end: SocketEnd, url: string) {
    socket = null;
    // What arrived before the end is shown before the end is handled.
    batch.flush();
    if (!current) return;
    if (end === 'silent') return fail({ kind: 'silent', url, afterMs: SILENCE_LIMIT_MS });
    if (end === 'dropped') {
      const delay = reconnects.next();
      if (delay === null) return fail(socketFailure(url, 'was lost'));
      const record = current;
      reconnectTimer = env.setTimeout(() => current === record && connect(record), delay);
      return;
    }
    if (end === 'refused') {
      const notice = `n8n refused the execution ${current.executionId}`;
      // A message of the visitor's waits for an answer that will not come: say so, with Retry.
      if (lastUserMessageId !== null) return fail(socketFailure(url, `was refused: ${notice}`));
      // A wait resumed after a reload that ended meanwhile: nothing is lost.
      env.warn(`${notice}; the resumed wait is over.`);
    }
    finish();
  }

  /** The POST's answer said the workflow's messages come over a socket (its record is stored). */
  function start(record: ExecutionRecord, userMessage: UserMessage) {
    lastUserMessageId = userMessage.id;
    newWait();
    connect(record);
    show(false);
  }

  /** After the history is restored: reconnect to the execution that was waiting. */
  function resume(record: ExecutionRecord) {
    newWait();
    connect(record);
    show(false);
  }

  /** The visitor's answer to the question on screen, over the socket. */
  async function reply(userMessage: UserMessage): Promise<boolean> {
    const record = current;
    if (!record) return false;
    lastUserMessageId = userMessage.id;
    newWait();
    show(false);
    let files;
    try {
      files = await Promise.all((userMessage.files ?? []).map(socketFileOf));
    } catch {
      fail(socketFailure(options().webhookUrl, 'could not carry the attached files'));
      return false;
    }
    // The socket ended while the files were read: that end already said what happened.
    if (current !== record) return false;
    if (!socket?.send(replyFrame(record.sessionId, userMessage.text, files))) {
      fail(socketFailure(options().webhookUrl, 'was closed before the message could be sent'));
      return false;
    }
    return true;
  }

  return {
    start,
    resume,
    reply,
    choose: createChoices(host, () => current && show(false)),
    working: () => current !== null && cell.get().execution?.awaitingReply === false,
    forget: finish,
    close: letGo,
  };
}
