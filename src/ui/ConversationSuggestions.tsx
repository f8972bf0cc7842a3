import { useMemo } from 'react';
import { cleanSuggestions } from '../core/messages/reply-extras';
import { useChatSettings, useChatState } from './ChatContext';
import { followUpSuggestions, SuggestionChips } from './SuggestionChips';

/**
 * The chips of the message list: the `suggestions` option's questions while the
 * conversation is empty (under the greeting), then the follow-ups of the last reply. They
 * vanish while a reply is on its way and as soon as the visitor sends anything.
 */
export function ConversationSuggestions() {
  const { options } = useChatSettings();
  const messages = useChatState((state) => state.messages);
  const waiting = useChatState((state) => state.waiting);
  const historyStatus = useChatState((state) => state.historyStatus);
  const starters = useMemo(() => cleanSuggestions(options.suggestions), [options.suggestions]);
  if (waiting || historyStatus === 'loading') return null;
  return <SuggestionChips suggestions={messages.length === 0 ? starters : followUpSuggestions(messages)} />;
}
