/**
 * `transport: 'ag-ui'`: an AG-UI agent endpoint (docs/transports.md#ag-ui). Each turn is a
 * run: a `RunAgentInput` with the conversation folded into AG-UI messages, as `HttpAgent`
 * sends it; the answer's events become the reply's text, reasoning and tool calls.
 */
import type { ToolPart } from '../messages/message-parts';
import type { BotMessage } from '../messages/messages';
import type { ChatTransport, ChatTurn, PartUpdate } from '../transport/chat-transport';
import type { AgentHost } from './port';
import { readAttachments, type Attached, type Attachment } from './attachments';
import { postJson } from './post';
import { replyTurns, toolCall, toolResult } from './reply-turns';
import { sseJson } from './sse';

type AgUiEvent = Record<string, unknown> & { type: string };

type ToolCall = ReturnType<typeof toolCall>;

/** `@ag-ui/core`'s content parts, as much of them as is sent. */
type Media = 'image' | 'audio' | 'video' | 'document';
type ContentPart =
  | { type: 'text'; text: string }
  | {
      type: Media;
      source: { type: 'data'; value: string; mimeType: string };
      metadata: { filename: string };
    };

type AgUiMessage =
  | { id: string; role: 'user'; content: string | ContentPart[] }
  | { id: string; role: 'assistant'; content?: string; toolCalls?: ToolCall[] }
  | { id: string; role: 'tool'; toolCallId: string; content: string; error?: string };

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
 * What the visitor sent: the text, then each file as the media part its type names (a
 * `document` when none does) with its bytes inline; core 1.0.0 has no field for the file's
 * name, so it goes in `metadata`. The text alone when there are no files.
 */
function userMessage(id: string, text: string, files: Attachment[]): AgUiMessage {
  const content = files.length
    ? [
        { type: 'text' as const, text },
        ...files.map(({ name, type, url }) => ({
          type: (/^(image|audio|video)\//.exec(type)?.[1] ?? 'document') as Media,
          source: { type: 'data' as const, value: url.slice(url.indexOf(',') + 1), mimeType: type },
          metadata: { filename: name },
        })),
      ]
    : text;
  return { id, role: 'user', content };
}

/**
 * A finished reply as AG-UI messages (./reply-turns.ts): each assistant turn, then a `tool`
 * message per answered call; a failed call's message carries its `error`.
 */
const replyMessages = (message: BotMessage) =>
  replyTurns(message).flatMap(({ text, calls }, turn): AgUiMessage[] => [
    {
      id: turn ? `${message.id}-${turn}` : message.id,
      role: 'assistant',
      ...(text ? { content: text } : {}),
      ...(calls.length ? { toolCalls: calls.map(toolCall) } : {}),
    },
    ...calls.map((call): AgUiMessage => ({
      id: `${message.id}-${call.callId}`,
      role: 'tool',
      toolCallId: call.callId,
      content: toolResult(call),
      ...(call.status === 'failed' ? { error: toolResult(call) } : {}),
    })),
  ]);

/** The run's input, as `HttpAgent` sends it: the thread, a new run, the conversation. */
export function requestBody(
  { sessionId, messageId, text, files, history }: ChatTurn,
  runId: string,
  attached: Attached,
) {
  const messages = history.flatMap((message): AgUiMessage[] =>
    message.type !== 'text'
      ? []
      : message.sender === 'user'
        ? [userMessage(message.id, message.text, attached(message.files))]
        : replyMessages(message),
  );
  messages.push(userMessage(messageId, text, attached(files)));
  return { threadId: sessionId, runId, state: {}, messages, tools: [], context: [], forwardedProps: {} };
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
    // RUN_STARTED, STEP_*, STATE_*, MESSAGES_SNAPSHOT, CUSTOM, RAW…: nothing drawn yet.
    return undefined;
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

export function agUiTransport(host: AgentHost): ChatTransport {
  return {
    async *send(turn, signal) {
      const body = requestBody(turn, host.context.env.randomUUID(), await readAttachments(turn));
      const response = await postJson(host, body, signal, { Accept: 'text/event-stream' });
      const { updatesOf, end } = reader();
      for await (const event of sseJson(response.text)) {
        if (event === null || typeof event !== 'object') continue;
        const { type } = event as AgUiEvent;
        if (type === 'RUN_FINISHED') break;
        yield* updatesOf(event as AgUiEvent);
      }
      yield* end();
    },
  };
}
