/**
 * n8n's wait-for-reply flow in the store (docs/protocol.md#waiting-for-the-visitor): after a
 * POST answered "execution started", the workflow's messages come over a socket and the
 * visitor's answers go back over it. The wait is kept with the session, so a reload
 * reconnects to it; a socket that breaks ends it with the usual error entry and Retry.
 */
import { botMessage } from './bot-message';
import { browserPageUrl, openBrowserSocket } from './env';
import { WebhookSocketError, WebhookStreamError, type PapoError } from './errors';
import {
  executionSocketUrl,
  replyFrame,
  type ChoiceButton,
  type ExecutionFrame,
  type ExecutionStarted,
} from './execution-frames';
import { createExecutionRecordStorage, type ExecutionRecord } from './execution-record';
import { openExecutionSocket, type ExecutionSocket, type SocketEnd } from './execution-socket';
import { socketFileOf } from './socket-file';
import type { ChatMessage, TextMessage } from './messages';
import type { StoreContext } from './store-context';
import { showFailure } from './store-failure';

/** After a drop, one new socket with the same ids: n8n sends the pending question again. */
const RECONNECTS = 1;

type MessageFrame = Extract<ExecutionFrame, { kind: 'message' }>;

function lastUserMessageIn(messages: readonly ChatMessage[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.sender === 'user' && (message.type ?? 'text') === 'text') return message.id;
  }
  return null;
}

export type ExecutionWait = ReturnType<typeof createExecutionWait>;

export function createExecutionWait(context: StoreContext) {
  const { options, env, cell, emitter, request } = context;
  const records = createExecutionRecordStorage(env, options.storageKey);
  let socket: ExecutionSocket | null = null;
  let current: ExecutionRecord | null = null;
  let dropsLeft = RECONNECTS;
  /** The first message on a new socket may be the question already on screen. */
  let mayRepeat = false;
  /** The visitor's newest message in this wait: what Retry sends again when the wait fails. */
  let lastUserMessageId: string | null = null;

  const pageUrl = () => (env.pageUrl ?? browserPageUrl)();

  /** `awaitingReply`: a question is on screen and the visitor may answer; otherwise n8n works. */
  function show(awaitingReply: boolean) {
    if (!current) return;
    cell.set({ execution: { executionId: current.executionId, awaitingReply }, waiting: !awaitingReply });
  }

  /** The wait is over: the next message is a normal POST. */
  function finish() {
    socket?.close();
    socket = null;
    current = null;
    lastUserMessageId = null;
    records.clear();
    cell.set({ execution: null, waiting: request.busy() });
  }

  function fail(error: PapoError) {
    const retryMessageId = lastUserMessageId ?? lastUserMessageIn(cell.get().messages);
    finish();
    showFailure(context, error, retryMessageId);
  }

  function connect(record: ExecutionRecord) {
    socket?.close();
    current = record;
    mayRepeat = true;
    let url: string;
    let webhookOrigin: string;
    try {
      url = executionSocketUrl(options.webhookUrl, pageUrl(), record);
      webhookOrigin = new URL(options.webhookUrl, pageUrl()).origin;
    } catch {
      return fail(new WebhookSocketError(options.webhookUrl, 'could not be opened: the webhook URL is not valid'));
    }
    const opened: ExecutionSocket = openExecutionSocket(env.openSocket ?? openBrowserSocket, url, webhookOrigin, {
      onFrame: (frame) => socket === opened && onFrame(frame),
      onEnd: (end) => socket === opened && onEnd(end, url),
    });
    socket = opened;
  }

  function onFrame(frame: Exclude<ExecutionFrame, { kind: 'heartbeat' }>) {
    dropsLeft = RECONNECTS;
    // The 1008 close that follows says it (onEnd).
    if (frame.kind === 'unknownExecution') return;
    if (frame.kind === 'continue') return show(false);
    if (frame.kind === 'error') {
      const detail = frame.text ? `: ${frame.text}` : '.';
      return fail(new WebhookStreamError(`The chat workflow failed${detail}`, undefined, 'workflow'));
    }
    showMessage(frame);
  }

  function showMessage({ text, buttons, blockUserInput }: MessageFrame) {
    const choices = buttons.length > 0 ? { choices: { buttons, blockUserInput } } : {};
    const last = cell.get().messages.at(-1);
    // n8n sends the pending question again to a new socket; the restored history (or the
    // socket that dropped) already shows it.
    const repeated = mayRepeat && last?.sender === 'bot' && last.type !== 'error' && last.text === text;
    mayRepeat = false;
    if (repeated) {
      cell.updateMessages((messages) =>
        messages.map((message) => (message === last ? { ...last, ...choices } : message)),
      );
    } else if (text !== '' || buttons.length > 0) {
      const message = botMessage(env, text, choices);
      cell.updateMessages((messages) => [...messages, message]);
      emitter.emit('messageReceived', message);
    }
    show(true);
  }

  function onEnd(end: SocketEnd, url: string) {
    socket = null;
    if (end === 'dropped' && dropsLeft > 0 && current) {
      dropsLeft -= 1;
      return connect(current);
    }
    if (end === 'dropped') return fail(new WebhookSocketError(url, 'was lost'));
    if (end === 'refused') {
      const notice = `n8n refused the execution ${current?.executionId ?? ''}`;
      // A message of the visitor's waits for an answer that will not come: say so, with Retry.
      if (lastUserMessageId !== null) return fail(new WebhookSocketError(url, `was refused: ${notice}`));
      // A wait resumed after a reload that ended meanwhile: nothing is lost.
      env.warn(`${notice}; the resumed wait is over.`);
    }
    finish();
  }

  /** The POST's answer said the workflow's messages come over a socket. */
  function start(execution: ExecutionStarted, userMessage: TextMessage) {
    const sessionId = cell.get().sessionId;
    if (sessionId === null) return;
    const record: ExecutionRecord = { sessionId, ...execution };
    records.write(record);
    lastUserMessageId = userMessage.id;
    dropsLeft = RECONNECTS;
    connect(record);
    show(false);
  }

  /** After the history is restored: reconnect to the execution that was waiting, if any. */
  function resume(sessionId: string): boolean {
    const record = records.read();
    if (!record || record.sessionId !== sessionId) return false;
    dropsLeft = RECONNECTS;
    connect(record);
    show(false);
    return true;
  }

  /** The visitor's answer to the question on screen, over the socket. */
  async function reply(userMessage: TextMessage): Promise<boolean> {
    const record = current;
    if (!record) return false;
    lastUserMessageId = userMessage.id;
    show(false);
    let files;
    try {
      files = await Promise.all((userMessage.files ?? []).map(socketFileOf));
    } catch {
      fail(new WebhookSocketError(options.webhookUrl, 'could not carry the attached files'));
      return false;
    }
    // The socket ended while the files were read: that end already said what happened.
    if (current !== record) return false;
    if (!socket?.send(replyFrame(record.sessionId, userMessage.text, files))) {
      fail(new WebhookSocketError(options.webhookUrl, 'was closed before the message could be sent'));
      return false;
    }
    return true;
  }

  function updateChoices(messageId: string, patch: (choices: NonNullable<TextMessage['choices']>) => object) {
    cell.updateMessages((messages) =>
      messages.map((message) =>
        message.id === messageId && message.type !== 'error' && message.type !== 'component' && message.choices
          ? { ...message, choices: { ...message.choices, ...patch(message.choices) } }
          : message,
      ),
    );
  }

  /**
   * A button under a workflow's message: its link (on the webhook's origin) is requested,
   * which resumes the workflow; the other buttons can no longer be chosen.
   */
  async function choose(messageId: string, index: number): Promise<boolean> {
    const message = cell.get().messages.find((candidate) => candidate.id === messageId);
    const choices = message && message.type !== 'error' && message.type !== 'component' ? message.choices : undefined;
    const button: ChoiceButton | undefined = choices?.buttons[index];
    if (!choices || !button || choices.chosen !== undefined || choices.pending) return false;
    updateChoices(messageId, () => ({ pending: true, failed: false }));
    // A link that never answers must not leave the buttons pending: it fails like a timeout.
    const controller = new AbortController();
    const timer = env.setTimeout(() => controller.abort(), options.requestTimeoutMs);
    try {
      const init: RequestInit = { method: 'GET', mode: 'cors', cache: 'no-cache', signal: controller.signal };
      const response = await env.fetch(button.link, init);
      response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (cause) {
      updateChoices(messageId, () => ({ pending: false, failed: true }));
      const reason = controller.signal.aborted ? `no answer in ${options.requestTimeoutMs} ms` : String(cause);
      context.report(new WebhookSocketError(button.link, `did not take the choice "${button.text}" (${reason})`));
      return false;
    } finally {
      env.clearTimeout(timer);
    }
    updateChoices(messageId, () => ({ pending: false, chosen: index }));
    // The workflow goes on: typing until its next message or its end.
    if (current) show(false);
    return true;
  }

  return {
    start,
    resume,
    reply,
    choose,
    /** Whether a reload would find an execution to resume for this session. */
    pendingFor: (sessionId: string) => records.read()?.sessionId === sessionId,
    /** A question is on screen: the visitor's next message is its answer. */
    awaitingReply: () => cell.get().execution?.awaitingReply === true,
    /** n8n is working between messages (the typing indicator shows). */
    working: () => current !== null && cell.get().execution?.awaitingReply === false,
    /** "New conversation": let go of the execution and forget it. */
    forget: finish,
    /** Unmount: close the socket but keep the record, so the next load resumes. */
    close() {
      socket?.close();
      socket = null;
      current = null;
    },
  };
}
