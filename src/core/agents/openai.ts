/**
 * `transport: 'openai'`: OpenAI's Chat Completions (docs/transports.md#openai-chat-completions),
 * as OpenAI and the servers that copy it (LiteLLM, vLLM, Ollama, OpenRouter…) speak it. The
 * client keeps the conversation, so each turn sends it again as `messages`; the answer's
 * `chat.completion.chunk` events (or one `chat.completion`, when the server does not stream)
 * become the reply's text, reasoning and tool calls.
 */
import type { ToolPart } from '../messages/message-parts';
import type { ChatTransport, ChatTurn, PartUpdate } from '../transport/chat-transport';
import type { AgentHost } from './port';
import { readAttachments, type Attached, type Attachment } from './attachments';
import { postJson } from './post';
import { replyTurns, toolCall, toolResult } from './reply-turns';
import { sseJson } from './sse';

interface ToolCallDelta {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

/** What one choice of a chunk brings; a whole `message` is read as one delta. */
interface Delta {
  content?: string | null;
  /** DeepSeek, vLLM and LiteLLM's name for the thinking; OpenRouter and Ollama say `reasoning`. */
  reasoning_content?: string | null;
  reasoning?: string | null;
  tool_calls?: ToolCallDelta[];
}

interface Chunk {
  choices?: { delta?: Delta; message?: Delta; finish_reason?: string | null }[];
  error?: { message?: string } | string;
}

/** As much of the `openai` package's ChatCompletionMessageParam as is sent (held to it in test/peers/). */
type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string } }
  | { type: 'file'; file: { filename: string; file_data: string } };
type Message =
  | { role: 'user'; content: string | ContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: ReturnType<typeof toolCall>[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** What the visitor sent: the text, then each file as an image or a file part, or the text alone. */
function userMessage(text: string, files: Attachment[]): Message {
  const content: string | ContentPart[] = files.length
    ? [
        { type: 'text', text },
        ...files.map(({ name, type, url }): ContentPart =>
          type.startsWith('image/')
            ? { type: 'image_url', image_url: { url } }
            : { type: 'file', file: { filename: name, file_data: url } },
        ),
      ]
    : text;
  return { role: 'user', content };
}

/**
 * The conversation as a Chat Completions client sends it: the history, then the new message.
 * A reply's tool calls go back on its assistant message, each answered by a `tool` message.
 * `extras` (`webhookConfig.body`: `temperature`, `user`…) go first, so they never replace these fields.
 */
export function requestBody(
  { text, files, history }: ChatTurn,
  model: string,
  attached: Attached,
  extras?: Record<string, unknown>,
) {
  const messages = history.flatMap((message): Message[] =>
    message.type !== 'text'
      ? []
      : message.sender === 'user'
        ? [userMessage(message.text, attached(message.files))]
        : replyTurns(message).flatMap(({ text, calls }): Message[] => [
            { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map(toolCall) } : {}) },
            ...calls.map((call): Message => ({ role: 'tool', tool_call_id: call.callId, content: toolResult(call) })),
          ]),
  );
  messages.push(userMessage(text, attached(files)));
  return { ...extras, ...(model ? { model } : {}), messages, stream: true };
}

/** The tool call's arguments as an object once they are whole JSON; until then, none. */
function parsed(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/** Folds the chunks of one answer into part updates; the state is the reply so far. */
function reader() {
  let text = '';
  let reasoning = '';
  let thinking = false;
  const tools: ToolPart[] = [];
  const args: string[] = [];

  const reasoningPart = (status: 'running' | 'done'): PartUpdate => ({
    key: 'reasoning',
    part: { type: 'reasoning', text: reasoning, status },
  });
  const toolUpdate = (index: number): PartUpdate => ({ key: `tool:${index}`, part: tools[index]! });

  return function* updatesOf(chunk: Chunk): Generator<PartUpdate> {
    if (chunk.error) {
      yield { error: typeof chunk.error === 'string' ? chunk.error : String(chunk.error.message ?? '') };
      return;
    }
    const choice = chunk.choices?.[0];
    if (!choice) return;
    const delta = choice.delta ?? choice.message ?? {};
    const thought = delta.reasoning_content ?? delta.reasoning;
    if (thought) {
      reasoning += thought;
      thinking = true;
      yield reasoningPart('running');
    }
    if (delta.content) {
      // The answer begins: the thinking is over.
      if (thinking) yield reasoningPart('done');
      thinking = false;
      // Text after tool calls: the server ran them itself (an agent behind the endpoint) and answers.
      for (const [index, tool] of tools.entries()) {
        if (tool.status !== 'done') {
          tools[index] = { ...tool, status: 'done' };
          yield toolUpdate(index);
        }
      }
      text += delta.content;
      yield { key: 'text', part: { type: 'text', text } };
    }
    for (const [at, call] of (delta.tool_calls ?? []).entries()) {
      const index = call.index ?? at;
      args[index] = (args[index] ?? '') + (call.function?.arguments ?? '');
      const known = tools[index];
      tools[index] = {
        type: 'tool',
        callId: call.id ?? known?.callId ?? '',
        name: call.function?.name ?? known?.name ?? 'tool',
        input: parsed(args[index]),
        status: 'streaming',
      };
      yield toolUpdate(index);
    }
    // The model asked for its tools: the client would run them; there is no result to wait for.
    if (choice.finish_reason === 'tool_calls') {
      for (const index of tools.keys()) {
        tools[index] = { ...tools[index]!, status: 'running' };
        yield toolUpdate(index);
      }
    }
  };
}

export function openAiTransport(host: AgentHost): ChatTransport {
  return {
    async *send(turn, signal) {
      const { model, webhookConfig } = host.context.options();
      const body = requestBody(turn, model, await readAttachments(turn), webhookConfig.body);
      const response = await postJson(host, body, signal);
      const updatesOf = reader();
      if (response.headers.get('content-type')?.includes('application/json')) {
        let body = '';
        for await (const piece of response.text) body += piece;
        yield* updatesOf(JSON.parse(body) as Chunk);
        return;
      }
      for await (const chunk of sseJson(response.text)) {
        if (chunk !== null && typeof chunk === 'object') yield* updatesOf(chunk as Chunk);
      }
    },
  };
}
