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
import {
  createExecutionRecordStorage,
  type ExecutionRecord,
  type ExecutionRecordStorage,
} from '../n8n/execution-record';
import type { ExecutionStarted } from '../n8n/execution-started';
import type { SocketWait, WaitFailure, WaitHost, WaitModule } from '../execution/port';
import type { UserMessage } from '../messages/messages';
import type { StoreContext } from './store-context';
import { lastUserMessageIn, showFailure } from './store-failure';

/** What the store asks of the wait for a workflow's reply over a socket. */
export interface ExecutionWait {
  /** The POST's answer said the workflow's messages come over a socket; settles once it is opened. */
  start(execution: ExecutionStarted, userMessage: UserMessage): Promise<void>;
  /** After the history is restored: reconnect to the execution that was waiting, if any. */
  resume(sessionId: string): Promise<void>;
  /** The visitor's answer to the question on screen (a question shows only once the code is here). */
  reply(userMessage: UserMessage): Promise<boolean>;
  choose(messageId: string, index: number): Promise<boolean>;
  /** Whether a reload would find an execution to resume for this session. */
  pendingFor(sessionId: string): boolean;
  /** A question is on screen: the visitor's next message is its answer. */
  awaitingReply(): boolean;
  /** n8n is working between messages (the typing indicator shows). */
  working(): boolean;
  /** "New conversation": let go of the execution and forget it. */
  forget(): void;
  /** Unmount: close the socket but keep the record, so the next load resumes. */
  close(): void;
}

/**
 * The standalone chat's code (papo-chat.app.js) resolves this to `./papo-chat.wait.js`, a file
 * built apart beside it (tsup.config.ts); the npm build keeps it a lazy chunk of its own.
 */
const loadSocketWait = (): Promise<WaitModule> => import('../execution/wait');

/** Why a wait ended before its socket opened: the socket's code did not arrive (offline, a missing file). */
const CODE_MISSING = 'could not be opened: its code did not load';

function errorOf(failure: WaitFailure): PapoError {
  if (failure.kind === 'silent') return new WebhookTimeoutError(failure.afterMs, failure.url);
  if (failure.kind === 'socket') return new WebhookSocketError(failure.url, failure.detail);
  const detail = failure.text ? `: ${failure.text}` : '.';
  return new WebhookStreamError(`The chat workflow failed${detail}`, undefined, 'workflow');
}

/** What the socket's code is handed: the store's context, and how a wait ends or fails. */
function waitHost(context: StoreContext, records: ExecutionRecordStorage): WaitHost {
  const { env, cell, request } = context;
  return {
    context,
    openSocket: env.openSocket ?? openBrowserSocket,
    pageUrl: env.pageUrl ?? browserPageUrl,
    botMessage: (parts) => botMessage(env, parts),
    over() {
      records.clear();
      cell.set({ execution: null, waiting: request.busy() });
    },
    fail(failure, retryMessageId) {
      showFailure(context, errorOf(failure), retryMessageId ?? lastUserMessageIn(cell.get().messages));
    },
    report: (failure) => context.report(errorOf(failure)),
  };
}

/** `load`: how the socket's code arrives (tests hand in one that fails, as a 404 would). */
export function createExecutionWait(
  context: StoreContext,
  load: () => Promise<WaitModule> = loadSocketWait,
): ExecutionWait {
  const { options, env, cell } = context;
  const records = createExecutionRecordStorage(env, () => options().storageKey);
  let wait: SocketWait | null = null;
  let loading: Promise<SocketWait> | null = null;
  /** A wait started or resumed whose code is on its way. */
  let opening: ExecutionRecord | null = null;
  /** Moves on with every start, resume, forget and close: code that arrives for an older turn opens nothing. */
  let turn = 0;

  const host = waitHost(context, records);

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
    host.over();
    host.fail({ kind: 'socket', url: options().webhookUrl, detail: CODE_MISSING }, retryMessageId);
  }

  function letGo() {
    turn += 1;
    opening = null;
  }

  return {
    async start(execution: ExecutionStarted, userMessage: UserMessage) {
      const sessionId = cell.get().sessionId;
      if (sessionId === null) return;
      const record: ExecutionRecord = { sessionId, ...execution };
      records.write(record);
      await begin(record, userMessage.id, (loadedWait) => loadedWait.start(record, userMessage));
    },
    async resume(sessionId: string) {
      const record = records.read();
      if (!record || record.sessionId !== sessionId) return;
      await begin(record, null, (loadedWait) => loadedWait.resume(record));
    },
    reply: async (userMessage: UserMessage) => (wait ? wait.reply(userMessage) : false),
    choose: async (messageId: string, index: number) => (wait ? wait.choose(messageId, index) : false),
    pendingFor: (sessionId: string) => records.read()?.sessionId === sessionId,
    awaitingReply: () => cell.get().execution?.awaitingReply === true,
    working: () => opening !== null || wait?.working() === true,
    forget() {
      letGo();
      if (wait) wait.forget();
      else host.over();
    },
    close() {
      letGo();
      wait?.close();
    },
  };
}
