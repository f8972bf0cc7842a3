import { useRef } from 'react';
import type { ChatMessage, UserMessage } from '../core/messages/messages';

/**
 * Up/Down walk through what the visitor already sent, like a shell (docs/decisions.md#arrow-keys).
 * `null` means "back at the draft they were writing".
 */
export function useSentHistory(messages: readonly ChatMessage[]) {
  const position = useRef<number | null>(null);
  const draft = useRef('');

  return {
    /** The text to show after moving, or `undefined` when there is nowhere to go. */
    move(direction: 'back' | 'forward', currentText: string): string | undefined {
      // Picked out on a key press, not on each render (each key typed): a restored
      // conversation may hold 10 000 messages (docs/performance.md#long-conversations).
      const sent = messages.filter(
        (message): message is UserMessage => message.sender === 'user' && message.type === 'text',
      );
      if (sent.length === 0) return undefined;
      if (position.current === null) {
        if (direction === 'forward') return undefined;
        draft.current = currentText;
        position.current = sent.length - 1;
      } else if (direction === 'back') {
        if (position.current === 0) return undefined;
        position.current -= 1;
      } else if (position.current === sent.length - 1) {
        position.current = null;
        return draft.current;
      } else {
        position.current += 1;
      }
      return sent[position.current]?.text ?? '';
    },
    reset() {
      position.current = null;
    },
  };
}
