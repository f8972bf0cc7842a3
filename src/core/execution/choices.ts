/**
 * The buttons under a waiting workflow's message (docs/protocol.md#waiting-for-the-visitor):
 * a click requests the button's link (on the webhook's origin), which resumes the workflow;
 * one choice per message.
 */
import type { ChoiceButton } from '../messages/reply-extras';
import type { ButtonsPart } from '../messages/message-parts';
import type { WaitHost } from './port';

/** `onChosen`: the workflow goes on (typing until its next message or its end). */
export function createChoices(host: WaitHost, onChosen: () => void) {
  const { options, env, cell } = host.context;

  function updateChoices(messageId: string, patch: Pick<ButtonsPart, 'status' | 'chosen'>) {
    cell.updateMessages((messages) =>
      messages.map((message) =>
        message.id === messageId && message.type === 'text' && message.sender === 'bot'
          ? { ...message, parts: message.parts.map((part) => (part.type === 'buttons' ? { ...part, ...patch } : part)) }
          : message,
      ),
    );
  }

  /** The other buttons can no longer be chosen once one's link answered. */
  return async function choose(messageId: string, index: number): Promise<boolean> {
    const message = cell.get().messages.find((candidate) => candidate.id === messageId);
    const choices =
      message?.type === 'text' && message.sender === 'bot'
        ? message.parts.find((part): part is ButtonsPart => part.type === 'buttons')
        : undefined;
    const button: ChoiceButton | undefined = choices?.buttons[index];
    if (!choices || !button || choices.status === 'chosen' || choices.status === 'sending') return false;
    updateChoices(messageId, { status: 'sending' });
    // A link that never answers must not leave the buttons pending: it fails like a timeout.
    const controller = new AbortController();
    const { requestTimeoutMs } = options();
    const timer = env.setTimeout(() => controller.abort(), requestTimeoutMs);
    try {
      const init: RequestInit = { method: 'GET', mode: 'cors', cache: 'no-cache', signal: controller.signal };
      const response = await env.fetch(button.link, init);
      response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (cause) {
      updateChoices(messageId, { status: 'failed' });
      const reason = controller.signal.aborted ? `no answer in ${requestTimeoutMs} ms` : String(cause);
      host.report({ kind: 'socket', url: button.link, detail: `did not take the choice "${button.text}" (${reason})` });
      return false;
    } finally {
      env.clearTimeout(timer);
    }
    updateChoices(messageId, { status: 'chosen', chosen: index });
    onChosen();
    return true;
  };
}
