/**
 * The transport of a chat whose backend is not n8n (`transport: 'ai-sdk'`, `'openai'`,
 * `'ag-ui'` or an integrator's ChatTransport): each visitor message goes out with the
 * conversation before it, and the reply's parts are folded onto the screen as they stream. Loaded on the first request
 * (src/core/store/store-agents.ts); it imports nothing but types from outside this
 * folder except plain functions, and gets the rest from its host (./port.ts).
 */
import type { ChatMessage } from '../messages/messages';
import type { Transport } from '../n8n/transport';
import type { ChatTransport } from '../transport/chat-transport';
import { agUiTransport } from './ag-ui';
import { aiSdkTransport } from './ai-sdk';
import { openAiTransport } from './openai';
import { answered } from './approvals';
import { foldParts } from './fold-parts';
import type { AgentHost } from './port';

/** What a backend that keeps no memory is sent again: the visitor's messages and the finished replies. */
function historyBefore(messages: readonly ChatMessage[], messageId: string): ChatMessage[] {
  const end = messages.findIndex((message) => message.id === messageId);
  return (end === -1 ? messages : messages.slice(0, end)).filter(
    (message) =>
      message.type === 'text' &&
      (message.sender === 'user'
        ? message.status === 'sent'
        : message.status === 'done' || message.status === 'stopped'),
  );
}

export function createAgentTransport(host: AgentHost): Transport {
  const { options, cell } = host.context;
  /** Built once per chat and name: AG-UI's keeps the agent's state between runs. */
  const built = new Map<string, ChatTransport>();
  const chosen = (): ChatTransport => {
    const { transport } = options();
    if (typeof transport === 'object') return transport;
    if (!built.has(transport)) {
      const make = transport === 'openai' ? openAiTransport : transport === 'ag-ui' ? agUiTransport : aiSdkTransport;
      built.set(transport, make(host));
    }
    return built.get(transport)!;
  };
  return {
    // The conversation lives in the page: nothing is stored to restore.
    loadPreviousSession: async () => [],
    async sendMessage(
      { sessionId, text, files = [], clientMessageId = '', choice, regenerates },
      { signal, stopped = () => false } = {},
    ) {
      const aborted = signal ?? new AbortController().signal;
      if (choice) {
        const answer = answered(cell.get().messages, ...choice);
        if (!answer) return { kind: 'shown', replies: [] };
        const { reply, done } = answer;
        cell.updateMessages((messages) => messages.map((message) => (message.id === reply.id ? reply : message)));
        // Another tool of the reply still asks: its question is the news.
        if (!done) return { kind: 'shown', replies: [reply] };
        const history = [...historyBefore(cell.get().messages, reply.id), reply];
        const turn = { sessionId, messageId: reply.id, text: '', files: [], history, continues: true as const };
        return { kind: 'shown', replies: await foldParts(chosen().send(turn, aborted), host, aborted, stopped, reply) };
      }
      const turn = {
        sessionId,
        messageId: clientMessageId,
        text,
        files,
        history: historyBefore(cell.get().messages, clientMessageId),
        regenerates,
      };
      return { kind: 'shown', replies: await foldParts(chosen().send(turn, aborted), host, aborted, stopped) };
    },
    async sendFeedback(rating) {
      await chosen().feedback?.(rating);
    },
  };
}
