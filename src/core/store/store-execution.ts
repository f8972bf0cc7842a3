/**
 * n8n's wait-for-reply flow in the store (docs/protocol.md#waiting-for-the-visitor): after a
 * POST answered "execution started", the workflow's messages come over a socket and the
 * visitor's answers go back over it. The wait is kept with the session, so a reload
 * reconnects to it.
 *
 * The socket's code (src/core/execution/) is loaded the first time a wait starts or
 * resumes: a chat that never meets such a workflow does not download it
 * (docs/performance.md#size). What must answer at once stays here: the stored record, the
 * state's flags, and letting go, which wins over code still on its way. The errors are
 * made here too, from what the wait reports, so there is one copy of each error class.
 */
import { botMessage } from './bot-message';
import { browserPageUrl, openBrowserSocket } from '../env';
import { WebhookSocketError, WebhookStreamError, WebhookTimeoutError, type PapoError } from '../errors';
import { createExecutionRecordStorage, type ExecutionRecord } from '../n8n/execution-record';
import type { ExecutionStarted } from '../n8n/execution-started';
import type { SocketWait, WaitFailure, WaitHost, WaitModule } from '../execution/port';
import type { UserMessage } from '../messages/messages';
import type { StoreContext } from './store-context';
import { lastUserMessageIn, showFailure } from './store-failure';

export type ExecutionWait = ReturnType<typeof createExecutionWait>;

/**
 * The standalone chat's code (papo-chat.app.js) resolves this to `./papo-chat.wait.js`, a file
 * built apart beside it (tsup.config.ts); the npm build keeps it a lazy chunk of its own.
 */
const loadSocketWait = (): Promise<WaitModule> => import('../execution/wait');

function errorOf(failure: WaitFailure): PapoError {
  if (failure.kind === 'silent') return new WebhookTimeoutError(failure.afterMs, failure.url);
  if (failure.kind === 'socket') return new WebhookSocketError(failure.url, failure.detail);
  const detail = failure.text ? `: ${failure.text}` : '.';
  return new WebhookStreamError(`The chat workflow failed${detail}`, undefined, 'workflow');
}

/** `load`: how the socket's code arrives (tests hand in one that fails, as a 404 would). */
export function createExecutionWait(context: StoreContext, load: () => Promise<WaitModule> = loadSocketWait) {
  const { options, env, cell, request } = context;
  const records = createExecutionRecordStorage(env, () => options().storageKey);
  let wait: SocketWait | null = null;
  let loading: Promise<SocketWait> | null = null;
  /** A wait started or resumed whose code is on its way. */
  let opening: ExecutionRecord | null = null;
  /** Moves on with every start, resume, forget and close: code that arrives for an older turn opens nothing. */
  let turn = 0;

  function over() {
    records.clear();
    cell.set({ execution: null, waiting: request.busy() });
  }

  const host: WaitHost = {
    context,
    openSocket: env.openSocket ?? openBrowserSocket,
    pageUrl: env.pageUrl ?? browserPageUrl,
    botMessage: (parts) => botMessage(env, parts),
    over,
    fail(failure, retryMessageId) {
      showFailure(context, errorOf(failure), retryMessageId ?? lastUserMessageIn(cell.get().messages));
    },
    report: (failure) => context.report(errorOf(failure)),
  };

  /** Asked for once; after a failure (offline), the next wait asks again. */
  function loaded(): Promise<SocketWait> {
    loading ??= load().then(
      (module) => (wait = module.createSocketWait(host)),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /** n8n works: the typing indicator shows at once, while the socket's code loads. */
  async function begin(record: ExecutionRecord, retryMessageId: string | null, go: (wait: SocketWait) => void) {
    const mine = ++turn;
    opening = record;
    cell.set({ execution: { executionId: record.executionId, awaitingReply: false }, waiting: true });
    let arrived: SocketWait | null = null;
    try {
      arrived = await loaded();
    } catch {
      // Offline, or the file is missing: the wait ends as a socket that cannot open does.
    }
    if (mine !== turn) return;
    opening = null;
    if (arrived) return go(arrived);
    over();
    host.fail(
      { kind: 'socket', url: options().webhookUrl, detail: 'could not be opened: its code did not load' },
      retryMessageId,
    );
  }

  function letGo() {
    turn += 1;
    opening = null;
  }

  return {
    /** The POST's answer said the workflow's messages come over a socket; settles once it is opened. */
    async start(execution: ExecutionStarted, userMessage: UserMessage) {
      const sessionId = cell.get().sessionId;
      if (sessionId === null) return;
      const record: ExecutionRecord = { sessionId, ...execution };
      records.write(record);
      await begin(record, userMessage.id, (loadedWait) => loadedWait.start(record, userMessage));
    },
    /** After the history is restored: reconnect to the execution that was waiting, if any. */
    async resume(sessionId: string) {
      const record = records.read();
      if (!record || record.sessionId !== sessionId) return;
      await begin(record, null, (loadedWait) => loadedWait.resume(record));
    },
    /** The visitor's answer to the question on screen (a question shows only once the code is here). */
    reply: async (userMessage: UserMessage) => (wait ? wait.reply(userMessage) : false),
    choose: async (messageId: string, index: number) => (wait ? wait.choose(messageId, index) : false),
    /** Whether a reload would find an execution to resume for this session. */
    pendingFor: (sessionId: string) => records.read()?.sessionId === sessionId,
    /** A question is on screen: the visitor's next message is its answer. */
    awaitingReply: () => cell.get().execution?.awaitingReply === true,
    /** n8n is working between messages (the typing indicator shows). */
    working: () => opening !== null || wait?.working() === true,
    /** "New conversation": let go of the execution and forget it. */
    forget() {
      letGo();
      if (wait) wait.forget();
      else over();
    },
    /** Unmount: close the socket but keep the record, so the next load resumes. */
    close() {
      letGo();
      wait?.close();
    },
  };
}
