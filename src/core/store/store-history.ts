/**
 * Sessions: starting a new one, and restoring the previous conversation from the webhook
 * (docs/protocol.md#loading-the-previous-session).
 */
import { restoredIds, timestampOf } from './bot-message';
import { WebhookAbortError } from '../errors';
import { mapHistory } from '../n8n/history';
import { isPending } from '../messages/messages';
import { toPapoError, type StoreContext } from './store-context';
import type { ExecutionWait } from './store-execution';

export function createSessions(
  { options, env, cell, session, transport, request, report }: StoreContext,
  executions: Pick<ExecutionWait, 'forget' | 'pendingFor' | 'resume'>,
) {
  function startNewSession() {
    request.abort();
    executions.forget();
    const sessionId = env.randomUUID();
    session.write(sessionId);
    // What the visitor sent while the history loaded stays: it goes out in the new session.
    const pending = cell.get().messages.filter(isPending);
    cell.set({ sessionId, messages: pending, waiting: false, lastError: null });
  }

  async function loadPreviousSession() {
    if (!options().loadPreviousSession) return;
    const candidateId = session.read() ?? env.randomUUID();
    const controller = request.begin();
    cell.set({ historyStatus: 'loading' });
    let resumed: Promise<void> | undefined;
    try {
      const data = await transport.loadPreviousSession(candidateId, { signal: controller.signal });
      // A session started while the history was on its way wins over the history.
      if (cell.get().sessionId !== null) return;
      const history = Array.isArray(data) ? data : [];
      // Adopt the id only when the server knows this conversation, or a workflow of it
      // still waits for the visitor (one without memory has no history).
      const waitingExecution = executions.pendingFor(candidateId);
      if (history.length === 0 && !waitingExecution) return cell.set({ historyStatus: 'loaded' });
      session.write(candidateId);
      const messages = mapHistory(history, { createId: restoredIds(env), createdAt: timestampOf(env) });
      // Anything on screen now was sent while the history loaded (pending): it comes after.
      cell.set({ sessionId: candidateId, messages: [...messages, ...cell.get().messages], historyStatus: 'loaded' });
      if (waitingExecution) resumed = executions.resume(candidateId);
    } catch (error) {
      if (error instanceof WebhookAbortError) return;
      const papoError = toPapoError(error);
      cell.set({ historyStatus: 'failed', lastError: papoError });
      report(papoError);
      // The visitor can still talk: a fresh session replaces the one that could not be read.
      if (cell.get().sessionId === null) startNewSession();
      cell.set({ lastError: papoError });
    } finally {
      request.end(controller);
    }
    // Settles once the waiting execution's socket is opened (its code may still be on its way).
    await resumed;
  }

  return { startNewSession, loadPreviousSession };
}
