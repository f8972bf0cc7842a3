/**
 * Turns the LangChain-serialised memory that `loadPreviousSession` returns (docs/protocol.md
 * §1) into chat messages. Agents leave tool calls, tool results and system prompts in
 * memory; the visitor never typed or saw those, so they are left out (docs/decisions.md#history).
 */
import { isRecord } from '../arguments';
import { workflowMessageText } from './execution-started';
import type { TextMessage } from '../messages/messages';

interface SerializedMessage {
  id?: unknown;
  kwargs?: {
    content?: unknown;
    tool_calls?: unknown;
    additional_kwargs?: { hideFromUI?: unknown; tool_calls?: unknown };
  };
}

/**
 * The message's class, the last name of its LangChain id (`["langchain_core", "messages",
 * "AIMessage"]`), read without joining the names: a string per message is garbage a
 * 10 000-message restore collects before its first paint (docs/performance.md#long-conversations).
 */
function typeName({ id }: SerializedMessage): string {
  const name = Array.isArray(id) ? id[id.length - 1] : id;
  return typeof name === 'string' ? name : '';
}

const isHidden = (type: string) =>
  type.includes('ToolMessage') || type.includes('SystemMessage') || type.includes('FunctionMessage');

/** `content` is a string, or (multimodal and Anthropic-style messages) a list of parts. */
function contentText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  return content
    .map((part: unknown) => {
      if (typeof part === 'string') return part;
      const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
      return type === 'text' && typeof text === 'string' ? text : '';
    })
    .join('');
}

function hasToolCalls(item: SerializedMessage): boolean {
  const calls = [item.kwargs?.tool_calls, item.kwargs?.additional_kwargs?.tool_calls];
  // n8n sends `"tool_calls": []` on every AI message (trace 03): only a non-empty list is a call.
  if (calls.some((list) => Array.isArray(list) && list.length > 0)) return true;
  const content = item.kwargs?.content;
  return Array.isArray(content) && content.some((part) => (part as { type?: unknown })?.type === 'tool_use');
}

export interface HistoryMappingContext {
  createId: () => string;
  /** ISO timestamp given to every restored message (memory does not keep one). */
  createdAt: string;
}

export function mapHistory(data: unknown, { createId, createdAt }: HistoryMappingContext): TextMessage[] {
  if (!Array.isArray(data)) return [];
  const messages: TextMessage[] = [];
  // One pass and one object per message, each built whole (no spread of a shared base), and
  // no closure or string made on the way: a restore of 10 000 messages maps them all before
  // its first paint (docs/performance.md#long-conversations).
  for (const raw of data) {
    if (!isRecord(raw)) continue;
    const item = raw as SerializedMessage;
    const type = typeName(item);
    if (isHidden(type)) continue;
    if (item.kwargs?.additional_kwargs?.hideFromUI) continue;
    const text = contentText(item.kwargs?.content);
    if (text === null) continue;
    if (text === '' && hasToolCalls(item)) continue;
    const id = createId();
    // A Respond to Chat message with buttons is kept as n8n's JSON (docs/protocol.md#waiting-for-the-visitor).
    messages.push(
      type.includes('HumanMessage')
        ? { id, type: 'text', createdAt, restored: true, sender: 'user', text, status: 'sent' }
        : {
            id,
            type: 'text',
            createdAt,
            restored: true,
            sender: 'bot',
            parts: [{ type: 'text', text: workflowMessageText(text) }],
            status: 'done',
          },
    );
  }
  return messages;
}
