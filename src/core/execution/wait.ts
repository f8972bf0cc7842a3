/**
 * n8n's wait-for-reply flow (docs/protocol.md#waiting-for-the-visitor): after a POST
 * answered "execution started", the workflow's messages come over a socket and the
 * visitor's answers go back over it. A wait is bounded (docs/n8n.md#limits-of-the-wait):
 * its messages are applied once per frame and at most MAX_MESSAGES_PER_WAIT of them; a
 * dropped socket is opened again with growing delays, a few times; a silent one is given
 * up. Each of those ends ends the wait with the usual error entry and Retry.
 *
 * Its parts: the socket and its reconnects (./connection.ts), the frames on their way to the
 * screen (./frame-intake.ts), and here the wait itself: start, the visitor's replies, the end.
 *
 * Loaded only when a wait starts or resumes (src/core/store/store-execution.ts): it imports
 * nothing but types from outside this folder, and gets the rest from its host (./port.ts).
 */
import type { ExecutionRecord } from '../n8n/execution-record';
import type { UserMessage } from '../messages/messages';
import { createChoices } from './choices';
import { createExecutionConnection, socketFailure, type ExecutionConnection } from './connection';
import { createFrameIntake } from './frame-intake';
import { replyFrame } from './frames';
import type { SocketWait, WaitFailure, WaitHost } from './port';
import { socketFileOf } from './socket-file';

export function createSocketWait(host: WaitHost): SocketWait {
  const { options, env, cell } = host.context;
  const intake = createFrameIntake(host, { record: () => connection.record(), fail });
  const connection = createExecutionConnection(host, intake, { closed, failed: fail });
  /** The visitor's newest message in this wait: what Retry sends again when the wait fails. */
  let lastUserMessageId: string | null = null;

  /** A new wait for the workflow: the allowances start again. */
  function newWait() {
    connection.newWait();
    intake.newWait();
  }

  /** `awaitingReply`: a question is on screen and the visitor may answer; otherwise n8n works. */
  function show(awaitingReply: boolean) {
    const current = connection.record();
    if (current) cell.set({ execution: { executionId: current.executionId, awaitingReply }, waiting: !awaitingReply });
  }

  /** The wait is over: the next message is a normal POST. */
  function finish() {
    connection.letGo();
    lastUserMessageId = null;
    host.over();
  }

  function fail(failure: WaitFailure) {
    const retryMessageId = lastUserMessageId;
    finish();
    host.fail(failure, retryMessageId);
  }

  function closed(end: 'finished' | 'refused', url: string, record: ExecutionRecord) {
    if (end === 'refused') {
      const notice = `n8n refused the execution ${record.executionId}`;
      // A message of the visitor's waits for an answer that will not come: say so, with Retry.
      if (lastUserMessageId !== null) return fail(socketFailure(url, `was refused: ${notice}`));
      // A wait resumed after a reload that ended meanwhile: nothing is lost.
      env.warn(`${notice}; the resumed wait is over.`);
    }
    finish();
  }

  /** After the history is restored: reconnect to the execution that was waiting. */
  function resume(record: ExecutionRecord) {
    newWait();
    connection.connect(record);
    show(false);
  }

  /** The visitor's answer to the question on screen, over the socket. */
  async function reply(userMessage: UserMessage): Promise<boolean> {
    const record = connection.record();
    if (!record) return false;
    lastUserMessageId = userMessage.id;
    newWait();
    show(false);
    const sent = await sendReply(connection, record, userMessage);
    if (typeof sent === 'string') fail(socketFailure(options().webhookUrl, sent));
    return sent === true;
  }

  return {
    /** The POST's answer said the workflow's messages come over a socket (its record is stored). */
    start(record, userMessage) {
      lastUserMessageId = userMessage.id;
      resume(record);
    },
    resume,
    reply,
    choose: createChoices(host, () => show(false)),
    working: () => connection.record() !== null && cell.get().execution?.awaitingReply === false,
    forget: finish,
    close: connection.letGo,
  };
}

/**
 * Sends the visitor's answer over `record`'s socket: `true` once sent, `false` when the
 * socket ended meanwhile (that end already said what happened), or what went wrong.
 */
async function sendReply(connection: ExecutionConnection, record: ExecutionRecord, userMessage: UserMessage) {
  let files;
  try {
    files = await Promise.all((userMessage.files ?? []).map(socketFileOf));
  } catch {
    return 'could not carry the attached files';
  }
  if (connection.record() !== record) return false;
  return (
    connection.send(replyFrame(record.sessionId, userMessage.text, files)) ||
    'was closed before the message could be sent'
  );
}
