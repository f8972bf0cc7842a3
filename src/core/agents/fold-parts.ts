/**
 * Folds a transport's part updates into one bot message on screen: a part is added the
 * first time its key is seen and replaced after; a source joins the reply's sources. Growing
 * text is painted at most once a frame, anything new or changed in state at once.
 */
import type { MessagePart, ReasoningPart } from '../messages/message-parts';
import type { BotMessage } from '../messages/messages';
import type { PartUpdate } from '../transport/chat-transport';
import type { AgentHost } from './port';

/** Whole seconds from `startedAt` to now, at least 1: "Thought for 1 s" rather than 0. */
const secondsSince = (startedAt: number, now: number) => Math.max(1, Math.round((now - startedAt) / 1000));

/**
 * Resolves the reply (with the backend's id for it, `backendId`, when one came); throws what the stream threw (the reply `failed`, or closed when
 * `signal` aborted: `stopped` if the visitor stopped it) or the backend's error.
 * `continued`: the reply on screen that these updates continue (its tools' approvals
 * answered); its tool calls keep their place, so their results land on them.
 */
export async function foldParts(
  updates: AsyncIterable<PartUpdate>,
  host: AgentHost,
  signal: AbortSignal,
  stopped: () => boolean,
  continued?: BotMessage,
): Promise<BotMessage[]> {
  const { cell, env } = host.context;
  const painter = host.paint({ updateMessages: cell.updateMessages, clock: env }, continued);
  const indexOf = new Map<string, number>();
  continued?.parts.forEach((part, index) => part.type === 'tool' && indexOf.set(`tool:${part.callId}`, index));
  if (continued) painter.put({ ...continued, status: 'streaming' }, true);
  const reasoningSince = new Map<string, number>();
  let backendId = continued?.backendId;

  /** A reasoning part that ends gets how long it took, unless the transport said. */
  function timed(key: string, part: ReasoningPart): ReasoningPart {
    if (!reasoningSince.has(key)) reasoningSince.set(key, env.now());
    if (part.status !== 'done' || part.seconds !== undefined) return part;
    return { ...part, seconds: secondsSince(reasoningSince.get(key)!, env.now()) };
  }

  function apply(key: string, given: MessagePart) {
    const reply = painter.reply();
    if (!reply && given.type === 'text' && given.text === '') return;
    const current = { ...(reply ?? host.botMessage([])), ...(backendId && { backendId }) };
    if (given.type === 'source') {
      painter.put({ ...current, sources: host.cleanSources([...(current.sources ?? []), given]) }, true);
      return;
    }
    const part = given.type === 'reasoning' ? timed(key, given) : given;
    const at = indexOf.get(key);
    const before = at === undefined ? undefined : current.parts[at];
    if (at === undefined) indexOf.set(key, current.parts.length);
    const parts =
      at === undefined ? [...current.parts, part] : current.parts.map((old, index) => (index === at ? part : old));
    // Only text growing in place waits for the next frame; a new part or a new state shows at once.
    const sameState = before && (before as { status?: string }).status === (part as { status?: string }).status;
    painter.put({ ...current, parts }, !sameState);
  }

  /**
   * Ends the reply with `status`: reasoning still open is done, and a tool call still under
   * way in a reply cut short (stopped, failed) failed with it, so nothing says it goes on. In
   * a reply that ended well it was only `called`: the model asked for it and no result came
   * (Chat Completions leaves running tools to the client), so it is not "Using…" for ever.
   */
  function close(status: BotMessage['status']) {
    const reply = painter.reply();
    if (reply?.status === 'streaming') {
      const keyOf = (index: number) => [...indexOf].find(([, at]) => at === index)?.[0] ?? '';
      const parts = reply.parts.map((part, index): MessagePart => {
        if (part.type === 'reasoning' && part.status === 'running')
          return timed(keyOf(index), { ...part, status: 'done' });
        const underWay = part.type === 'tool' && (part.status === 'streaming' || part.status === 'running');
        if (!underWay) return part;
        return status === 'done' ? { ...part, status: 'called' } : { ...part, status: 'failed', error: status };
      });
      painter.put({ ...reply, parts, status }, true);
    }
    painter.flush();
  }

  try {
    for await (const update of updates) {
      if ('error' in update)
        throw host.streamError(`The chat backend failed${update.error ? `: ${update.error}` : '.'}`, 'workflow');
      if ('event' in update) host.context.emitter.emit('agentEvent', update.event);
      else if ('messageId' in update) backendId = update.messageId;
      else apply(update.key, update.part);
    }
  } catch (error) {
    close(!signal.aborted ? 'failed' : stopped() ? 'stopped' : 'done');
    throw error;
  }
  close('done');
  const reply = painter.reply();
  if (!reply) throw host.streamError('The chat backend sent no reply.', 'empty');
  return [reply];
}
