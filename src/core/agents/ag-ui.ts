/**
 * `transport: 'ag-ui'`: an AG-UI agent endpoint (docs/transports.md#ag-ui). Each turn is a
 * run: a `RunAgentInput` with the conversation folded into AG-UI messages, as `HttpAgent`
 * sends it; the answer's events become the reply's text, reasoning and tool calls.
 */
import type { BotMessage } from '../messages/messages';
import type { ChatTransport, ChatTurn } from '../transport/chat-transport';
import type { AgentHost } from './port';
import { readAttachments, type Attached, type Attachment } from './attachments';
import { applyPatch } from './json-patch';
import { postJson } from './post';
import { replyTurns, toolCall, toolResult } from './reply-turns';
import { sseJson } from './sse';
import { reader, type AgUiEvent } from './ag-ui-events';

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

/**
 * The run's input, as `HttpAgent` sends it: the thread, a new run, the conversation, the
 * agent's state, and `webhookConfig.body` as `forwardedProps` (the protocol's place for what
 * the client adds; top-level fields could clash with RunAgentInput's own).
 */
export function requestBody(
  { sessionId, messageId, text, files, history }: ChatTurn,
  runId: string,
  attached: Attached,
  state: unknown = {},
  forwardedProps: Record<string, unknown> = {},
) {
  const messages = history.flatMap((message): AgUiMessage[] =>
    message.type !== 'text'
      ? []
      : message.sender === 'user'
        ? [userMessage(message.id, message.text, attached(message.files))]
        : replyMessages(message),
  );
  messages.push(userMessage(messageId, text, attached(files)));
  return { threadId: sessionId, runId, state, messages, tools: [], context: [], forwardedProps };
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
      const attached = await readAttachments(turn);
      const body = requestBody(
        turn,
        env.randomUUID(),
        attached,
        state.of(turn.sessionId),
        options().webhookConfig.body,
      );
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
