/**
 * Sending a message, the reply (whole or streamed), and Retry: the rules of when the
 * visitor may send, and what a failure leaves on screen (docs/decisions.md#failures).
 */
import { botMessage, timestampOf } from './bot-message';
import { WebhookAbortError, WebhookStreamError } from '../errors';
import type { ExecutionStarted } from '../n8n/execution-started';
import { blocksUserInput, isPending, type BotMessage, type UserMessage } from '../messages/messages';
import { toPapoError, type StoreContext } from './store-context';
import type { ExecutionWait } from './store-execution';
import { lastUserMessageIn, showFailure } from './store-failure';
import { createResend } from './store-resend';
import { retry, type Deliver } from './store-retry';
import type { StateCell } from './store-state';
import { consumeReplyStream } from './store-stream';

type Received = { replies: BotMessage[] } | { execution: ExecutionStarted };
/** A send under way; `stopped` once the visitor stopped it (an abort for any other reason is not a Stop). */
interface InFlight {
  controller: AbortController;
  userMessage: UserMessage;
  stopped: boolean;
}

/** Whether `text` may go now: the rules of when the visitor may send. */
function mayGo({ options, cell, serverWait }: StoreContext, text: string) {
  const state = cell.get();
  // While the history loads, one message waits for it (pending); a second waits in the box.
  // While the server asks to wait, a send would only be refused again; the draft stays in the box.
  return (
    text.trim() !== '' &&
    !state.waiting &&
    !options().disabled &&
    !(state.historyStatus === 'loading' && state.messages.some(isPending)) &&
    !blocksUserInput(state.messages) &&
    !serverWait.active()
  );
}

/**
 * The reply's bot messages, already on screen; or the workflow that will answer over a socket.
 * `stopped`: whether the visitor stopped this request.
 */
async function receive(
  { env, cell, transport }: StoreContext,
  userMessage: UserMessage,
  controller: AbortController,
  stopped: () => boolean,
  choice?: readonly [string, number],
  regenerates?: string,
): Promise<Received> {
  // The message's id goes with it, so a workflow (and the reference server) can drop a repeat.
  const result = await transport.sendMessage(
    {
      sessionId: cell.get().sessionId ?? '',
      text: userMessage.text,
      files: userMessage.files,
      clientMessageId: userMessage.id,
      choice,
      regenerates,
    },
    { signal: controller.signal, stopped },
  );
  if (result.kind === 'execution') return { execution: result.execution };
  if (result.kind === 'shown') return result;
  if (result.kind === 'reply') {
    const { kind: _kind, text, files = [], ...extras } = result;
    // The reply's files after its text (docs/protocol.md#files-in-a-reply).
    const reply = botMessage(env, [{ type: 'text', text }, ...files], extras);
    cell.updateMessages((messages) => [...messages, reply]);
    return { replies: [reply] };
  }
  let execution: ExecutionStarted | null = null;
  const replies = await consumeReplyStream(result.chunks, {
    createMessage: (text) => botMessage(env, text, { status: 'streaming' }),
    updateMessages: cell.updateMessages,
    clock: env,
    onExecutionStarted: (started) => (execution = started),
    stoppedByVisitor: stopped,
  });
  if (execution) return { execution };
  if (replies.length === 0) throw new WebhookStreamError('The chat webhook streamed no reply.', undefined, 'empty');
  return { replies };
}

/** The bubbles of the reply to `userMessage` that Stop cut off (`stopped`). */
function stoppedReplies(cell: StateCell, userMessage: UserMessage) {
  const { messages } = cell.get();
  const after = messages.slice(messages.indexOf(userMessage) + 1);
  return after.filter((message) => message.type === 'text' && message.status === 'stopped');
}

/**
 * Sending now would start a session and throw away the history on its way: the message
 * shows at once, marked pending, and goes out in whichever session the load leaves.
 */
async function afterHistory(cell: StateCell, userMessage: UserMessage): Promise<UserMessage> {
  const pending: UserMessage = { ...userMessage, status: 'pending' };
  cell.updateMessages((messages) => [...messages, pending]);
  // Resolves once the previous session has loaded or failed to.
  await new Promise<void>((resolve) => {
    const off = cell.subscribe(() => {
      if (cell.get().historyStatus === 'loading') return;
      off();
      resolve();
    });
  });
  const sent = { ...userMessage };
  cell.updateMessages((messages) => messages.map((message) => (message === pending ? sent : message)));
  return sent;
}

/** The visitor's message as it is sent: a new id, now, and the files if any. */
function userMessageOf(env: StoreContext['env'], text: string, files: readonly File[]): UserMessage {
  return {
    id: env.randomUUID(),
    type: 'text',
    text,
    sender: 'user',
    status: 'sent',
    createdAt: timestampOf(env),
    ...(files.length > 0 ? { files: [...files] } : {}),
  };
}

/** A send that threw: a Stop emits `stopped`, another abort says nothing, anything else shows the failure. */
function afterFailedSend(context: StoreContext, error: unknown, request: InFlight) {
  const { controller, userMessage } = request;
  if (error instanceof WebhookAbortError || controller.signal.aborted) {
    if (request.stopped) context.emitter.emit('stopped', { messages: stoppedReplies(context.cell, userMessage) });
  } else {
    showFailure(context, toPapoError(error), userMessage.id);
  }
}

/**
 * A button under a bot message: n8n's wait requests its link; an agent's tool approval
 * answered sends its reply's next request, as a send of the visitor's last message would.
 */
async function choose(
  context: StoreContext,
  executions: Pick<ExecutionWait, 'choose'>,
  messageId: string,
  index: number,
  deliver: Deliver,
) {
  const { messages, waiting } = context.cell.get();
  const last = lastUserMessageIn(messages);
  const userMessage = messages.find((message): message is UserMessage => message.id === last);
  return context.options().transport == 'n8n'
    ? executions.choose(messageId, index)
    : !waiting && !!userMessage && deliver(userMessage, [messageId, index]);
}

export function createSending(
  context: StoreContext,
  startNewSession: () => void,
  executions: Pick<ExecutionWait, 'start' | 'reply' | 'choose' | 'awaitingReply' | 'working' | 'forget'>,
) {
  const { env, emitter, cell, request } = context;
  /** The request in flight and the message it answers, for Stop. */
  let inFlight: InFlight | null = null;

  /** `choice`: an agent's tool approval answered, which continues its reply (it is refused when none is shown). */
  const deliver: Deliver = async (userMessage, choice, regenerates) => {
    const controller = request.begin();
    const sending: InFlight = { controller, userMessage, stopped: false };
    inFlight = sending;
    cell.set({ waiting: true, lastError: null });
    let waitStarted: Promise<void> | undefined;
    // How many replies showed: none when a choice continued no reply (it was refused).
    let shown = 1;
    try {
      const received = await receive(context, userMessage, controller, () => sending.stopped, choice, regenerates);
      if ('execution' in received) waitStarted = executions.start(received.execution, userMessage);
      else {
        shown = received.replies.length;
        for (const reply of received.replies) emitter.emit('messageReceived', reply);
      }
    } catch (error) {
      afterFailedSend(context, error, sending);
      return false;
    } finally {
      if (inFlight === sending) inFlight = null;
      request.end(controller);
      // A workflow that answers over a socket keeps the typing indicator until its message.
      if (!request.busy() && !executions.working()) cell.set({ waiting: false });
    }
    // The socket's code may still be on its way: the send settles once the socket is opened.
    await waitStarted;
    return shown > 0;
  };

  /**
   * Stop: the reply awaited or streaming is abandoned (what streamed in stays, marked
   * `stopped`), or a workflow working over a socket is let go of; the box is free at once.
   */
  function stop(): boolean {
    if (inFlight) {
      inFlight.stopped = true;
      inFlight.controller.abort();
      inFlight = null;
    } else if (executions.working()) {
      executions.forget();
      emitter.emit('stopped', { messages: [] });
    } else {
      return false;
    }
    cell.set({ waiting: false });
    return true;
  }

  const canSend = (text: string) => mayGo(context, text);

  async function sendMessage(text: string, files: readonly File[] = []) {
    if (!canSend(text)) return false;
    let userMessage = userMessageOf(env, text, files);
    if (cell.get().historyStatus === 'loading') userMessage = await afterHistory(cell, userMessage);
    if (cell.get().sessionId === null) startNewSession();
    if (!cell.get().messages.includes(userMessage)) cell.updateMessages((messages) => [...messages, userMessage]);
    emitter.emit('messageSent', userMessage);
    // A workflow waiting for the visitor takes the answer on its socket; a POST would start another.
    return executions.awaitingReply() ? executions.reply(userMessage) : deliver(userMessage);
  }

  return {
    ...createResend(context, { canSend, deliver, newMessage: (text, files) => userMessageOf(env, text, files) }),
    canSend,
    sendMessage,
    retry: (messageId: string) => retry(context, messageId, deliver),
    stop,
    choose: (messageId: string, index: number) => choose(context, executions, messageId, index, deliver),
  };
}
