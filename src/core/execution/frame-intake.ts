/**
 * A wait's frames on their way to the screen (docs/n8n.md#limits-of-the-wait): repeats and
 * floods are dropped, at most MAX_MESSAGES_PER_WAIT messages are taken, and the rest is
 * applied once per animation frame as one store update (./apply-frames.ts).
 */
import type { ExecutionRecord } from '../n8n/execution-record';
import { applyFrames } from './apply-frames';
import { createFrameBatch, MAX_MESSAGES_PER_WAIT } from './batch';
import type { ShownFrame } from './connection';
import type { WaitFailure, WaitHost } from './port';

/** What the intake asks of the wait it serves. */
export interface IntakeWait {
  /** The execution being followed, or `null` once the wait let go of it. */
  record(): ExecutionRecord | null;
  fail(failure: WaitFailure): void;
}

export function createFrameIntake(host: WaitHost, wait: IntakeWait) {
  const { options, env, cell, emitter } = host.context;
  const batch = createFrameBatch<ShownFrame>(env.nextFrame, apply);
  /** Workflow messages received in this wait, shown or queued. */
  let messagesInWait = 0;
  let lastFrameKind: ShownFrame['kind'] | null = null;
  let mayRepeat = false;

  function apply(frames: ShownFrame[]) {
    const record = wait.record();
    if (!record) return;
    const before = cell.get();
    const after = applyFrames(
      frames,
      { ...before, awaitingReply: before.execution?.awaitingReply === true, mayRepeat },
      host.botMessage,
    );
    const { messages, awaitingReply, received, failure } = after;
    mayRepeat = after.mayRepeat;
    cell.set({ messages, execution: { executionId: record.executionId, awaitingReply }, waiting: !awaitingReply });
    for (const message of received) emitter.emit('messageReceived', message);
    if (failure) wait.fail(failure);
  }

  function push(frame: ShownFrame) {
    // The 1008 close that follows says it (the socket's end).
    if (frame.kind === 'unknownExecution') return;
    // A run of `continue`s says no more than one: a flood of them must not grow the queue.
    if (frame.kind === 'continue' && lastFrameKind === 'continue') return;
    lastFrameKind = frame.kind;
    if (frame.kind === 'message' && ++messagesInWait > MAX_MESSAGES_PER_WAIT) {
      // What was queued shows; the rest of this socket could come faster than a page can show it.
      batch.flush();
      const detail = `sent more than ${MAX_MESSAGES_PER_WAIT} messages in one wait; the rest were not shown`;
      if (wait.record()) wait.fail({ kind: 'socket', url: options().webhookUrl, detail });
      return;
    }
    batch.push(frame);
  }

  return {
    push,
    /** Applies what is queued now: before a socket's end is handled, so nothing is lost. */
    flush: batch.flush,
    clear: batch.clear,
    /** A new wait for the workflow: the message allowance starts again. */
    newWait: () => {
      messagesInWait = 0;
    },
    /** A new socket: its first message may be the question already on screen. */
    newSocket: () => {
      mayRepeat = true;
    },
  };
}
