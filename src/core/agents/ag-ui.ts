/**
 * `transport: 'ag-ui'`: an AG-UI agent endpoint (docs/transports.md#ag-ui). Each turn is a
 * run: a `RunAgentInput` with the conversation folded into AG-UI messages, as `HttpAgent`
 * sends it; the answer's events become the reply's text, reasoning and tool calls.
 */
import type { ToolPart } from '../messages/message-parts';
import type { BotMessage } from '../messages/messages';
import type { ChatTransport, ChatTurn, PartUpdate } from '../transport/chat-transport';
import type { AgentHost } from './port';
import { applyPatch } from './json-patch';
import { postJson } from './post';
import { sseJson } from './sse';

type AgUiEvent = Record<string, unknown> & { type: string };

/** The events the chat does not draw but hands to the page (`agentEvent`). */
const PASSED_ON = /^(RUN_STARTED|RUN_FINISHED|STEP_|STATE_|MESSAGES_SNAPSHOT|ACTIVITY_|CUSTOM|RAW)/;

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

type AgUiMessage =
  | { id: string; role: 'user'; content: string }
  | { id: string; role: 'assistant'; content?: string; toolCalls?: ToolCall[] }
  | { id: string; role: 'tool'; toolCallId: string; content: string; error?: string };

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

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
 * A finished reply as AG-UI messages: an assistant message of its text and the tool calls
 * after it, each answered call's `tool` message, and text after the results as the next
 * assistant message. A call with no result is left out: many models refuse a call that
 * was never answered.
 */
function replyMessages(message: BotMessage): AgUiMessage[] {
  const out: AgUiMessage[] = [];
  let texts: string[] = [];
  let calls: ToolCall[] = [];
  let results: AgUiMessage[] = [];
  const flush = () => {
    if (texts.length === 0 && calls.length === 0) return;
    const id = out.length === 0 ? message.id : `${message.id}-${out.length}`;
    out.push({
      id,
      role: 'assistant',
      ...(texts.length ? { content: texts.join('\n\n') } : {}),
      ...(calls.length ? { toolCalls: calls } : {}),
    });
    out.push(...results);
    [texts, calls, results] = [[], [], []];
  };
  for (const part of message.parts) {
    if (part.type === 'text' && part.text) {
      if (results.length) flush();
      texts.push(part.text);
    } else if (part.type === 'tool' && (part.status === 'done' || part.status === 'failed')) {
      const { callId, name, input, output, error } = part;
      calls.push({ id: callId, type: 'function', function: { name, arguments: json(input ?? {}) } });
      results.push({
        id: `${message.id}-${callId}`,
        role: 'tool',
        toolCallId: callId,
        ...(part.status === 'done' ? { content: json(output) } : { content: error ?? '', error: error ?? '' }),
      });
    }
  }
  flush();
  return out;
}

/**
 * The run's input, as `HttpAgent` sends it: the thread, a new run, the conversation, the
 * agent's state, and `webhookConfig.body` as `forwardedProps` (the protocol's place for what
 * the client adds; top-level fields could clash with RunAgentInput's own).
 */
export function requestBody(
  { sessionId, messageId, text, history }: ChatTurn,
  runId: string,
  state: unknown = {},
  forwardedProps: Record<string, unknown> = {},
) {
  const messages = history.flatMap((message): AgUiMessage[] =>
    message.type !== 'text'
      ? []
      : message.sender === 'user'
        ? [{ id: message.id, role: 'user', content: message.text }]
        : replyMessages(message),
  );
  messages.push({ id: messageId, role: 'user', content: text });
  return { threadId: sessionId, runId, state, messages, tools: [], context: [], forwardedProps };
}

/** The reply's parts so far, keyed by the ids the events give: each grows or changes in place. */
function replyParts() {
  const texts = new Map<string, string>();
  const tools = new Map<string, ToolPart>();
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
  return {
    text: (id: string, delta: unknown): PartUpdate => ({
      key: `text:${id}`,
      part: { type: 'text', text: grow(`text:${id}`, delta) },
    }),
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

/** Folds one run's events into part updates. */
function reader() {
  const { text, reasoning, tool, toolArgs, called } = replyParts();
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
  return { updatesOf, end };
}

/**
 * The agent's state, as `HttpAgent` keeps it for a thread: replaced by `STATE_SNAPSHOT`,
 * patched by `STATE_DELTA` (a patch that does not apply is dropped, as there), sent with
 * each run. A new conversation starts again from `{}`.
 */
function threadState() {
  let thread = '';
  let state: unknown = {};
  return {
    of(threadId: string) {
      if (threadId !== thread) [thread, state] = [threadId, {}];
      return state;
    },
    take({ type, snapshot, delta }: AgUiEvent) {
      try {
        if (type === 'STATE_SNAPSHOT') state = snapshot;
        if (type === 'STATE_DELTA') state = applyPatch(state, delta);
      } catch {
        // The agent's next snapshot sets it right.
      }
    },
  };
}

export function agUiTransport(host: AgentHost): ChatTransport {
  const state = threadState();
  return {
    async *send(turn, signal) {
      const { env, options } = host.context;
      const body = requestBody(turn, env.randomUUID(), state.of(turn.sessionId), options().webhookConfig.body);
      const response = await postJson(host, body, signal, { Accept: 'text/event-stream' });
      const { updatesOf, end } = reader();
      for await (const event of sseJson(response.text)) {
        if (event === null || typeof event !== 'object') continue;
        const { type } = event as AgUiEvent;
        state.take(event as AgUiEvent);
        yield* updatesOf(event as AgUiEvent);
        if (type === 'RUN_FINISHED') break;
      }
      yield* end();
    },
  };
}
