/**
 * `transport: 'ai-sdk'`: the Vercel AI SDK's UI message stream (docs/transports.md#the-ai-sdk-ui-message-stream).
 * The request is the body `useChat`'s default transport sends (the chat's id, every message
 * with its parts, the trigger), so a route that ends in `toUIMessageStreamResponse()` answers
 * it unchanged; the answer's Server-Sent Events become the reply's parts.
 */
import type { ToolPart } from '../messages/message-parts';
import type { BotMessage } from '../messages/messages';
import type { ChatTransport, ChatTurn, PartUpdate } from '../transport/chat-transport';
import { approvalButtons, continuedParts } from './approvals';
import type { AgentHost } from './port';
import { readAttachments, type Attached, type Attachment } from './attachments';
import { postJson } from './post';
import { sseJson } from './sse';

/** The UI message stream version this reader knows (the `x-vercel-ai-ui-message-stream` header). */
const STREAM_VERSION = 'v1';

type UiPart = Record<string, unknown> & { type: string };
interface UiMessage {
  id: string;
  role: 'user' | 'assistant';
  parts: UiPart[];
}

/** A finished reply's parts as `useChat` keeps them, so the route's model sees its own tool calls again. */
function uiParts(message: BotMessage): UiPart[] {
  const parts: UiPart[] = [];
  for (const part of message.parts) {
    if (part.type === 'text' || part.type === 'step') parts.push({ type: 'text', text: part.text, state: 'done' });
    else if (part.type === 'reasoning') parts.push({ type: 'reasoning', text: part.text, state: 'done' });
    else if (part.type === 'tool') parts.push(toolUiPart(part));
  }
  for (const source of message.sources ?? []) {
    parts.push({ type: 'source-url', sourceId: source.url, url: source.url, title: source.title });
  }
  return parts;
}

/** useChat's tool states; a call answered but not yet run or refused is `approval-responded`. */
const TOOL_STATES: Record<ToolPart['status'], string> = {
  streaming: 'input-available',
  running: 'input-available',
  called: 'input-available',
  approval: 'approval-requested',
  done: 'output-available',
  failed: 'output-error',
  denied: 'output-denied',
};

function toolUiPart({ name, callId, input, output, error, status, approval }: ToolPart): UiPart {
  const done = status === 'done';
  const answered = status === 'running' && approval?.approved !== undefined;
  return {
    type: `tool-${name}`,
    toolCallId: callId,
    state: answered ? 'approval-responded' : TOOL_STATES[status],
    input: input ?? {},
    ...(done ? { output } : status === 'failed' ? { errorText: error ?? '' } : {}),
    ...(approval && { approval }),
  };
}

/** What the visitor sent, as `sendMessage({ text, files })` makes it: a file part per file, then the text. */
const userParts = (text: string, files: Attachment[]): UiPart[] => [
  ...files.map(({ name, type, url }) => ({ type: 'file', mediaType: type, filename: name, url })),
  { type: 'text', text },
];

/**
 * The conversation as `useChat` sends it: the history, then the new message (with
 * `regenerate-message` and the replaced reply's id as `messageId`, as `regenerate()` sends
 * them, for a new reply); or, answering
 * tool approvals, the history ending with the reply they belong to, and its id as `messageId`
 * (what `addToolApprovalResponse` and `sendAutomaticallyWhen` send). `extras`
 * (`webhookConfig.body`) go first, as `useChat`'s `body`, so they never replace the chat's own fields.
 */
export function requestBody(
  { sessionId, messageId, text, files, history, continues, regenerates }: ChatTurn,
  attached: Attached,
  extras?: Record<string, unknown>,
) {
  const messages: UiMessage[] = [];
  for (const message of history) {
    if (message.type !== 'text') continue;
    messages.push(
      message.sender === 'user'
        ? { id: message.id, role: 'user', parts: userParts(message.text, attached(message.files)) }
        : { id: message.backendId ?? message.id, role: 'assistant', parts: uiParts(message) },
    );
  }
  if (continues)
    return { ...extras, id: sessionId, messages, trigger: 'submit-message', messageId: messages.at(-1)?.id };
  messages.push({ id: messageId, role: 'user', parts: userParts(text, attached(files)) });
  return regenerates
    ? { ...extras, id: sessionId, messages, trigger: 'regenerate-message', messageId: regenerates }
    : { ...extras, id: sessionId, messages, trigger: 'submit-message' };
}

/** What one UI message stream chunk changes in the reply, given the tool calls so far. */
function updateOf(chunk: UiPart, texts: Map<string, string>, tools: Map<string, ToolPart>): PartUpdate | undefined {
  const { type } = chunk;
  const id = String(chunk.id ?? '');
  if (type === 'text-start' || type === 'text-delta') {
    texts.set(id, (texts.get(id) ?? '') + String(chunk.delta ?? ''));
    return { key: `text:${id}`, part: { type: 'text', text: texts.get(id)! } };
  }
  if (type.startsWith('reasoning-')) {
    const key = `reasoning:${id}`;
    texts.set(key, (texts.get(key) ?? '') + String(chunk.delta ?? ''));
    const status = type === 'reasoning-end' ? 'done' : 'running';
    return { key, part: { type: 'reasoning', text: texts.get(key)!, status } };
  }
  if (type.startsWith('tool-')) return toolUpdate(chunk, tools);
  if (type === 'source-url') {
    return {
      key: `source:${String(chunk.sourceId)}`,
      part: { type: 'source', url: String(chunk.url), title: String(chunk.title ?? '') },
    };
  }
  if (type === 'file') {
    return {
      key: `file:${String(chunk.url)}`,
      part: { type: 'file', url: String(chunk.url), mimeType: String(chunk.mediaType ?? '') },
    };
  }
  if (type === 'error') return { error: String(chunk.errorText ?? '') };
  // The route stopped the model mid-reply: what arrived stays, with Retry.
  if (type === 'abort') return { error: String(chunk.reason ?? 'the reply was aborted') };
  // A data part is the route's own (useChat hands it to `onData`): the page's to use.
  if (type.startsWith('data-')) return { event: chunk };
  // The route's id for the reply, which useChat gives its assistant message and sends back.
  if (type === 'start' && typeof chunk.messageId === 'string') return { messageId: chunk.messageId };
  // start-step, finish-step, finish, message-metadata: nothing to draw.
  return undefined;
}

/** The approval as useChat keeps it from a `tool-approval-request` chunk, sent back as it came. */
function approvalOf({ approvalId, approvalDescriptor, signature, ...chunk }: UiPart) {
  return {
    id: String(approvalId),
    ...(approvalDescriptor != null && { descriptor: approvalDescriptor }),
    ...('inputSchemaInput' in chunk && { inputSchemaInput: chunk.inputSchemaInput }),
    ...(signature != null && { signature }),
  };
}

/** A tool call's part as its chunks arrive: input streaming, called, asking, answered, failed or denied. */
function toolUpdate(chunk: UiPart, tools: Map<string, ToolPart>): PartUpdate | undefined {
  const callId = String(chunk.toolCallId ?? '');
  const known = tools.get(callId);
  const name = String(chunk.toolName ?? known?.name ?? 'tool');
  const base: ToolPart = known ?? { type: 'tool', callId, name, status: 'streaming' };
  const next: Record<string, Partial<ToolPart>> = {
    'tool-input-start': { status: 'streaming' },
    'tool-input-available': { status: 'running', input: chunk.input },
    'tool-input-error': { status: 'failed', input: chunk.input, error: String(chunk.errorText ?? '') },
    'tool-output-available': { status: chunk.preliminary ? 'running' : 'done', output: chunk.output },
    'tool-output-error': { status: 'failed', error: String(chunk.errorText ?? '') },
    'tool-output-denied': { status: 'denied' },
  };
  const change: Partial<ToolPart> | undefined =
    chunk.type === 'tool-approval-request' ? { status: 'approval', approval: approvalOf(chunk) } : next[chunk.type];
  if (!change) return undefined;
  const part: ToolPart = { ...base, ...change };
  tools.set(callId, part);
  return { key: `tool:${callId}`, part };
}

/** The stream's chunks: its events that are objects with a `type`. */
async function* uiChunks(text: AsyncIterable<string>): AsyncGenerator<UiPart> {
  for await (const chunk of sseJson(text)) {
    if (chunk !== null && typeof chunk === 'object' && typeof (chunk as UiPart).type === 'string')
      yield chunk as UiPart;
  }
}

export function aiSdkTransport(host: AgentHost): ChatTransport {
  return {
    async *send(turn, signal) {
      const body = requestBody(turn, await readAttachments(turn), host.context.options().webhookConfig.body);
      const response = await postJson(host, body, signal);
      const version = response.headers.get('x-vercel-ai-ui-message-stream');
      if (version !== null && version !== STREAM_VERSION) {
        yield {
          error: `the route speaks version ${version} of the UI message stream; this chat reads ${STREAM_VERSION}`,
        };
        return;
      }
      const texts = new Map<string, string>();
      // A continued reply's tool calls get their results by id.
      const tools = new Map<string, ToolPart>();
      for (const part of continuedParts(turn)) if (part.type === 'tool') tools.set(part.callId, part);
      let asked = false;
      for await (const chunk of uiChunks(response.text)) {
        const update = updateOf(chunk, texts, tools);
        if (update) yield update;
        asked ||= chunk.type === 'tool-approval-request';
        // The question under the step's tools: n8n's buttons, one group for all that ask (./approvals.ts).
        if (asked && chunk.type === 'finish-step')
          yield { key: 'approval', part: approvalButtons(host.context.cell.get().strings) };
      }
    },
  };
}
