import { useMemo } from 'react';
import { cleanSuggestions } from '../core/messages/reply-extras';
import { useChatSettings, useChatStore } from './ChatContext';
import { SuggestionChips } from './SuggestionChips';

/** n8n's chat credits its maker on the get-started screen (docs/decisions.md#screens). */
const VENDOR_URL = 'https://n8n.io';

export function WelcomeScreen() {
  const store = useChatStore();
  const { strings, options } = useChatSettings();
  // A question sent from here starts the conversation with it.
  const suggestions = useMemo(() => cleanSuggestions(options.suggestions), [options.suggestions]);
  return (
    <div className="papo-welcome">
      <button type="button" className="papo-button papo-welcome__start" onClick={() => store.startNewSession()}>
        {strings.getStarted}
      </button>
      <SuggestionChips suggestions={suggestions} />
      {strings.footer ? <p className="papo-welcome__footer">{strings.footer}</p> : null}
      <p className="papo-welcome__credit">
        {strings.poweredBy}{' '}
        <a href={VENDOR_URL} target="_blank" rel="noopener noreferrer">
          n8n
        </a>
      </p>
    </div>
  );
}
