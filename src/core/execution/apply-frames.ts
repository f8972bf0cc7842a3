/**
 * What one animation frame's worth of a wait's frames does to the messages on screen
 * (docs/protocol.md#waiting-for-the-visitor), as a pure step: the wait applies the result
 * as one store update.
 */
import type { MessagePart } from '../messages/message-parts';
import type { BotMessage, ChatMessage } from '../messages/messages';

import type { ShownFrame } from './connection';
import type { WaitFailure, WaitHost } from './port';

export interface ScreenBefore {
  readonly messages: readonly ChatMessage[];
  /** A question is on screen and the visitor may answer. */
  readonly awaitingReply: boolean;
  /** The first message on a new socket may be the question already on screen. */
  readonly mayRepeat: boolean;
}

export interface ScreenAfter {
  messages: ChatMessage[];
  awaitingReply: boolean;
  mayRepeat: boolean;
  /** The workflow's new messages, for the `messageReceived` event. */
  received: BotMessage[];
  /** An error frame ends the wait; the frames after it are not applied. */
  failure: WaitFailure | null;
}

export function applyFrames(
  frames: readonly ShownFrame[],
  before: ScreenBefore,
  botMessage: WaitHost['botMessage'],
): ScreenAfter {
  // One copy per frame, whatever the frame brings.
  const messages = [...before.messages];
  let { awaitingReply, mayRepeat } = before;
  const received: BotMessage[] = [];
  let failure: WaitFailure | null = null;
  for (const frame of frames) {
    if (frame.kind === 'unknownExecution') continue;
    if (frame.kind === 'continue') {
      awaitingReply = false;
    } else if (frame.kind === 'error') {
      failure = { kind: 'workflow', text: frame.text };
      break;
    } else {
      const { text, buttons, blockUserInput } = frame;
      const choices: MessagePart[] =
        buttons.length > 0 ? [{ type: 'buttons', buttons, blockUserInput, status: 'open' }] : [];
      const last = messages.at(-1);
      // n8n sends the pending question again to a new socket; the restored history (or the
      // socket that dropped) already shows it, with its text only (memory keeps no buttons).
      // (A workflow's message, from memory or a socket, is one text part and maybe buttons.)
      const repeated =
        mayRepeat &&
        last?.type === 'text' &&
        last.sender === 'bot' &&
        last.parts[0]?.type === 'text' &&
        last.parts[0].text === text;
      mayRepeat = false;
      if (repeated) {
        // Its buttons, if the frame has any, are the ones to show now.
        const parts = last.parts.filter((part) => choices.length === 0 || part.type !== 'buttons');
        messages[messages.length - 1] = { ...last, parts: [...parts, ...choices] };
      } else if (text !== '' || buttons.length > 0) {
        const message = botMessage([{ type: 'text', text }, ...choices]);
        messages.push(message);
        received.push(message);
      }
      awaitingReply = true;
    }
  }
  return { messages, awaitingReply, mayRepeat, received, failure };
}
