/**
 * The events of one AG-UI run (docs/transports.md#ag-ui), folded into the reply's parts: text,
 * reasoning and tool calls keyed by the ids the events give; the run's own events (steps,
 * state, custom…) handed to the page; `RUN_ERROR` as the backend's error; the interrupts a run
 * ends on as questions.
 */
import type { MessagePart, ToolPart } from '../messages/message-parts';
import type { PartUpdate } from '../transport/chat-transport';

export type AgUiEvent = Record<string, unknown> & { type: string };

/** What the chat reads of core 1.0.0's `Interrupt` (docs/transports.md#interrupts). */
export interface Interrupt {
  id: string;
  reason: string;
  message?: string;
  toolCallId?: string;
  expiresAt?: string;
}

/** The reasons answered with Allow / Deny, as `payload: { approved }`. */
export const asks = ({ reason }: Interrupt) => reason == 'tool_call' || reason == 'confirmation';

/** The events the chat does not draw but hands to the page (`agentEvent`). */
const PASSED_ON = /^(RUN_STARTED|RUN_FINISHED|STEP_|STATE_|MESSAGES_SNAPSHOT|ACTIVITY_|CUSTOM|RAW)/;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** JSON when it parses, else the text as it came; nothing for no text. */
function parsedOr(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The reply's parts so far, keyed by the ids the events give: each grows or changes in place.
 * `known`: the parts of the reply a resumed run continues, whose tool calls get their results by id.
 */
function replyParts(known: readonly MessagePart[]) {
  const texts = new Map<string, string>();
  const tools = new Map<string, ToolPart>();
  for (const part of known) if (part.type == 'tool') tools.set(part.callId, part);
  const args = new Map<string, string>();
  const grow = (key: string, delta: unknown) => texts.set(key, (texts.get(key) ?? '') + str(delta)).get(key)!;
  const tool = (id: string, change: Partial<ToolPart>): PartUpdate => {
    const part: ToolPart = {
      ...(tools.get(id) ?? { type: 'tool', callId: id, name: 'tool', status: 'streaming' }),
      ...change,
    };
    tools.set(id, part);
    return { key: `tool:${id}`, part };
  };
  const text = (id: string, delta: unknown): PartUpdate => ({
    key: `text:${id}`,
    part: { type: 'text', text: grow(`text:${id}`, delta) },
  });
  /**
   * The questions of a run that ended on `interrupts`: an approval bound to a tool on screen
   * asks on its step, another shows its `message` as text, as does any other reason; `buttons`
   * (Allow, Deny) follow when one asks.
   */
  function* interrupted(interrupts: Interrupt[], buttons: PartUpdate): Generator<PartUpdate> {
    let asking = false;
    for (const interrupt of interrupts) {
      const { id, toolCallId = '', message } = interrupt;
      const ask = asks(interrupt);
      if (ask && tools.has(toolCallId)) yield tool(toolCallId, { status: 'approval', approval: { id } });
      else if (message) yield text(`interrupt:${id}`, message);
      asking ||= ask;
    }
    if (asking) yield buttons;
  }
  return {
    interrupted,
    text,
    reasoning: (id: string, delta: unknown, status: 'running' | 'done'): PartUpdate => ({
      key: `reasoning:${id}`,
      part: { type: 'reasoning', text: grow(`reasoning:${id}`, delta), status },
    }),
    tool,
    toolArgs(id: string, delta: unknown) {
      args.set(id, (args.get(id) ?? '') + str(delta));
      return tool(id, { input: parsedOr(args.get(id)!) });
    },
    called: (id: string) => tool(id, { status: 'running', input: parsedOr(args.get(id) ?? '') }),
  };
}

/** Folds one run's events into part updates; `known` as for replyParts. */
export function reader(known: readonly MessagePart[] = []) {
  const { interrupted, text, reasoning, tool, toolArgs, called } = replyParts(known);
  /** The ids a `_CHUNK` event without one continues. */
  const last = { text: '', reasoning: '', tool: '' };
  /** A run of reasoning or tool chunks ends when another kind of event (or another id) comes. */
  let open: { type: string; id: string; close: () => PartUpdate } | undefined;
  let thinking = 0;

  function updateOf(event: AgUiEvent): PartUpdate | undefined {
    const { type, delta } = event;
    const messageId = str(event.messageId);
    const toolCallId = str(event.toolCallId);
    switch (type) {
      case 'TEXT_MESSAGE_START':
      case 'TEXT_MESSAGE_CONTENT':
        return text((last.text = messageId), delta);
      case 'TEXT_MESSAGE_CHUNK':
        return text((last.text = messageId || last.text), delta);
      case 'REASONING_MESSAGE_START':
      case 'REASONING_MESSAGE_CONTENT':
        return reasoning(messageId, delta, 'running');
      case 'REASONING_MESSAGE_END':
        return reasoning(messageId, '', 'done');
      case 'REASONING_MESSAGE_CHUNK': {
        const id = (last.reasoning = messageId || last.reasoning);
        open = { type, id, close: () => reasoning(id, '', 'done') };
        return reasoning(id, delta, 'running');
      }
      // Servers older than core 1.0.0 say THINKING_*, with no message id.
      case 'THINKING_TEXT_MESSAGE_START':
        thinking++;
        return reasoning(`thinking-${thinking}`, '', 'running');
      case 'THINKING_TEXT_MESSAGE_CONTENT':
        return reasoning(`thinking-${thinking}`, delta, 'running');
      case 'THINKING_TEXT_MESSAGE_END':
        return reasoning(`thinking-${thinking}`, '', 'done');
      case 'TOOL_CALL_START':
        return tool(toolCallId, { name: str(event.toolCallName) || 'tool', status: 'streaming' });
      case 'TOOL_CALL_ARGS':
        return toolArgs(toolCallId, delta);
      case 'TOOL_CALL_END':
        return called(toolCallId);
      case 'TOOL_CALL_CHUNK': {
        const id = (last.tool = toolCallId || last.tool);
        if (event.toolCallName) tool(id, { name: str(event.toolCallName) });
        open = { type, id, close: () => called(id) };
        return toolArgs(id, delta);
      }
      case 'TOOL_CALL_RESULT': {
        const { content } = event;
        return tool(toolCallId, { status: 'done', output: typeof content === 'string' ? parsedOr(content) : content });
      }
      case 'RUN_ERROR':
        return { error: str(event.message) };
    }
    // The run's own events (steps, state, custom…) are the page's to use; the rest
    // (TEXT_MESSAGE_END, REASONING_START…) only frame what is drawn above.
    return PASSED_ON.test(type) ? { event } : undefined;
  }

  function* end(): Generator<PartUpdate> {
    if (open) yield open.close();
    open = undefined;
  }
  function* updatesOf(event: AgUiEvent): Generator<PartUpdate> {
    const id = str(event.messageId ?? event.toolCallId);
    if (open && (event.type !== open.type || (id && id !== open.id))) yield* end();
    const update = updateOf(event);
    if (update) yield update;
  }
  return { updatesOf, end, interrupted };
}
