/**
 * Tool approvals (docs/transports.md#tool-approvals): a backend that asks before running a
 * tool gets the tool part in `approval` with a `buttons` part after it, n8n's buttons. A
 * press answers the first tool of the reply still asking, as the AI SDK's
 * `addToolApprovalResponse` does; once none asks, the reply's next request goes out.
 */
import type { ButtonsPart, MessagePart, ToolApproval } from '../messages/message-parts';
import type { BotMessage, ChatMessage } from '../messages/messages';
import type { ChatStrings } from '../i18n/strings';
import type { ChatTurn } from '../transport/chat-transport';

/** The buttons under a tool that asks: Allow (index 0), Deny (1). */
export const approvalButtons = ({ approve, deny }: ChatStrings): ButtonsPart => ({
  type: 'buttons',
  buttons: [
    { text: approve, link: '', kind: 'primary' },
    { text: deny, link: '', kind: 'secondary' },
  ],
  // Until answered, a new message would reach a model that still waits for the tool's result.
  blockUserInput: true,
  status: 'open',
});

/** The parts of the reply a turn continues (its questions answered); none for a new message. */
export const continuedParts = ({ continues, history }: ChatTurn): readonly MessagePart[] => {
  const reply = continues && history.at(-1);
  return reply && 'parts' in reply ? reply.parts : [];
};

const asking = (part: MessagePart) => part.type === 'tool' && part.status === 'approval';

/**
 * Button `index` pressed under reply `messageId`: the reply with its first asking tool
 * answered (`running` until the backend runs or refuses it) and, once no tool asks, its
 * buttons chosen (an AG-UI confirmation asks with the buttons alone); `undefined` when the
 * buttons there are chosen already, or there are none (the press is refused).
 */
export function answered(messages: readonly ChatMessage[], messageId: string, index: number) {
  const reply = messages.find(
    (message): message is BotMessage => message.id === messageId && message.type === 'text' && message.sender === 'bot',
  );
  const at = reply?.parts.findIndex(asking);
  if (!reply?.parts.some((part) => part.type == 'buttons' && part.status == 'open') || index > 1) return undefined;
  let parts = reply.parts.map((part, partIndex) =>
    partIndex === at && part.type === 'tool'
      ? { ...part, status: 'running' as const, approval: { ...part.approval, approved: index === 0 } as ToolApproval }
      : part,
  );
  const done = !parts.some(asking);
  if (done)
    parts = parts.map((part) =>
      part.type === 'buttons' && part.status !== 'chosen' ? { ...part, status: 'chosen', chosen: index } : part,
    );
  return { reply: { ...reply, parts }, done };
}
