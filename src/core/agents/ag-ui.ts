/**
 * `transport: 'ag-ui'`: an AG-UI agent endpoint (docs/transports.md#ag-ui). Each turn is a
 * run: a `RunAgentInput` with the conversation folded into AG-UI messages, as `HttpAgent`
 * sends it; the answer's events become the reply's text, reasoning and tool calls. A run that
 * ends on interrupts asks the visitor; the next run answers them in `resume`.
 */
import type { ButtonsPart, MessagePart, ToolPart } from '../messages/message-parts';
import type { BotMessage } from '../messages/messages';
import type { ChatTransport, ChatTurn } from '../transport/chat-transport';
import type { AgentHost } from './port';
import { readAttachments, type Attached, type Attachment } from './attachments';
import { applyPatch } from './json-patch';
import { postJson } from './post';
import { replyTurns, toolCall, toolResult } from './reply-turns';
import { sseJson } from './sse';
import { approvalButtons, continuedParts } from './approvals';
import { asks, reader, type AgUiEvent, type Interrupt } from './ag-ui-events';

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

type ResumeEntry =
  | { interruptId: string; status: 'resolved'; payload: { approved: boolean } }
  | { interruptId: string; status: 'cancelled' };

/**
 * The answers to the interrupts `open` on the thread, every one of them (the protocol's rule 3):
 * an approval the visitor answered in `parts` (the reply a press continues) is `resolved` with
 * `{ approved }`, from its tool's answer or else the buttons'; any other is `cancelled`, as
 * all are when a new message goes past them.
 */
export const resumeOf = (open: Interrupt[], parts: readonly MessagePart[] = []) =>
  open.map((interrupt): ResumeEntry => {
    const { id } = interrupt;
    const tool = parts.find((part): part is ToolPart => part.type == 'tool' && part.approval?.id == id);
    const chosen = parts.find((part): part is ButtonsPart => part.type == 'buttons')?.chosen;
    const approved = tool ? tool.approval!.approved : asks(interrupt) && chosen != null ? chosen == 0 : undefined;
    return approved == null
      ? { interruptId: id, status: 'cancelled' }
      : { interruptId: id, status: 'resolved', payload: { approved } };
  });

/**
 * The run's input, as `HttpAgent` sends it: the thread, a new run, the conversation, the
 * agent's state, `webhookConfig.body` as `forwardedProps` (the protocol's place for what the
 * client adds; top-level fields could clash with RunAgentInput's own), and the `resume` of the
 * interrupts open. A run that continues a reply (`continues`) carries no new message.
 */
export function requestBody(
  { sessionId, messageId, text, files, history, continues }: ChatTurn,
  runId: string,
  attached: Attached,
  state: unknown = {},
  forwardedProps: Record<string, unknown> = {},
  resume?: ResumeEntry[],
) {
  const messages = history.flatMap((message): AgUiMessage[] =>
    message.type !== 'text'
      ? []
      : message.sender === 'user'
        ? [userMessage(message.id, message.text, attached(message.files))]
        : replyMessages(message),
  );
  if (!continues) messages.push(userMessage(messageId, text, attached(files)));
  return { threadId: sessionId, runId, state, messages, tools: [], context: [], forwardedProps, resume };
}

/**
 * A thread as `HttpAgent` keeps it: the agent's state, replaced by `STATE_SNAPSHOT`, patched
 * by `STATE_DELTA` (a patch that does not apply is dropped, as there), sent with each run; and
 * the interrupts `open`, which the next run answers. A new conversation starts again from `{}`
 * and none.
 */
function threadState() {
  let thread = { id: '', state: {} as unknown, open: [] as Interrupt[] };
  return {
    of: (id: string) => (id === thread.id ? thread : (thread = { id, state: {}, open: [] })),
    take({ type, snapshot, delta }: AgUiEvent) {
      try {
        if (type === 'STATE_SNAPSHOT') thread.state = snapshot;
        if (type === 'STATE_DELTA') thread.state = applyPatch(thread.state, delta);
      } catch {
        // The agent's next snapshot sets it right.
      }
    },
  };
}

/** The interrupts a `RUN_FINISHED` ends its run on, but those past their `expiresAt` (no longer to be answered). */
const interruptsOf = ({ outcome }: AgUiEvent, now: number): Interrupt[] => {
  const { type, interrupts } = (outcome ?? {}) as { type?: string; interrupts: Interrupt[] };
  return type == 'interrupt' ? interrupts.filter(({ expiresAt }) => !(Date.parse(expiresAt!) <= now)) : [];
};

export function agUiTransport(host: AgentHost): ChatTransport {
  const threads = threadState();
  return {
    async *send(turn, signal) {
      const { env, options, cell } = host.context;
      const attached = await readAttachments(turn);
      const thread = threads.of(turn.sessionId);
      const { open } = thread;
      // A press continues the reply that asked (docs/transports.md#interrupts).
      const parts = continuedParts(turn);
      const body = requestBody(
        turn,
        env.randomUUID(),
        attached,
        thread.state,
        options().webhookConfig.body,
        open[0] && resumeOf(open, parts),
      );
      const response = await postJson(host, body, signal, { Accept: 'text/event-stream' });
      // The agent has the answers.
      thread.open = [];
      const { updatesOf, end, interrupted } = reader(parts);
      // A denied call is not run: the agent sends nothing for it.
      for (const part of parts)
        if (part.type == 'tool' && part.approval?.approved === false)
          yield { key: `tool:${part.callId}`, part: { ...part, status: 'denied' } };
      for await (const event of sseJson(response.text)) {
        if (event === null || typeof event !== 'object') continue;
        const { type } = event as AgUiEvent;
        threads.take(event as AgUiEvent);
        yield* updatesOf(event as AgUiEvent);
        if (type === 'RUN_FINISHED') {
          yield* interrupted((thread.open = interruptsOf(event as AgUiEvent, env.now())), {
            key: 'approval',
            part: approvalButtons(cell.get().strings),
          });
          break;
        }
      }
      yield* end();
    },
  };
}
