import { useMemo } from 'react';
import { cleanSuggestions } from '../core/reply';
import { useChatState } from './ChatContext';
import { followUpSuggestions, SuggestionChips } from './SuggestionChips';

/**
 * The chips of the message list: the `suggestions` option's questions while the
 * conversation is empty (under the greeting), then the follow-ups of the last reply. They
 * vanish while a reply is on its way and as soon as the visitor sends anything.
 */
export function ConversationSuggestions() {
  const { messages, options, waiting, historyStatus } = useChatState();
  const starters = useMemo(() => cleanSuggestions(options.suggestions), [options.suggestions]);
  if (waiting || historyStatus === 'loading') return null;
  return <SuggestionChips suggestions={messages.length === 0 ? starters : followUpSuggestions(messages)} />;
}
