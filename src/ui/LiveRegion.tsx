import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonsOf, messageText, type ChatMessage } from '../core/messages/messages';
import { useAnnouncements } from './announce';
import { useChatSettings, useChatStore, useMarkdownLoader } from './ChatContext';
import { RENDER_BUDGET } from './Markdown';
import { loadEngineOnce, loadedEngine, spokenWords, type MarkdownEngine } from './markdown/useMarkdownEngine';
import { suggestionsAnnouncement } from './SuggestionChips';

/**
 * Announces each finished reply once, politely (docs/decisions.md#accessibility): not every streamed
 * token, and not the restored history. Failures are announced too. Only the start of a
 * very long reply is read out, as only its start is shown.
 */
export function LiveRegion() {
  const store = useChatStore();
  const { strings } = useChatSettings();
  const loadEngine = useMarkdownLoader();
  const [announcement, setAnnouncement] = useState('');
  const region = useRef<HTMLDivElement>(null);
  // The same words twice ("Copied", "Copied") differ by a space, so they are read again.
  const say = useCallback((text: string) => setAnnouncement((now) => (now === text ? `${text}\u00a0` : text)), []);
  useAnnouncements(region, say);

  useEffect(() => {
    // A reply's words take a markdown parse of up to 20 KB: done once the reply is painted,
    // in a task of its own, not in the frame that draws the reply. The newest event wins.
    let frame = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      task = undefined;
    };
    const announceReply = (message: ChatMessage, engine: MarkdownEngine | null) => {
      const text = `${strings.messageFromBot}: ${spokenWords(engine, messageText(message).slice(0, RENDER_BUDGET))}`;
      // The buttons of a waiting workflow are read with it, so a listener knows a choice is asked.
      const buttons = buttonsOf(message)?.buttons;
      const said = buttons ? `${text} ${strings.choose}: ${buttons.map(({ text }) => text).join(', ')}.` : text;
      // The follow-up chips are read with the reply, so a listener knows they are there.
      setAnnouncement(said + suggestionsAnnouncement(message, strings));
    };
    const offReply = store.on('messageReceived', (message) => {
      cancel();
      frame = requestAnimationFrame(() => {
        task = setTimeout(() => {
          const engine = loadedEngine(loadEngine);
          if (engine) return announceReply(message, engine);
          // Markdown is still on its way (it started with the send): the words follow it.
          const asked = task;
          void loadEngineOnce(loadEngine).then((loaded) => asked === task && announceReply(message, loaded));
        });
      });
    });
    const offError = store.on('error', () => {
      cancel();
      const { messages, historyStatus } = store.getSnapshot();
      const entry = messages.at(-1);
      if (entry?.type === 'error') setAnnouncement(entry.text);
      else if (historyStatus === 'failed') setAnnouncement(strings.errorHistory);
    });
    return () => {
      cancel();
      offReply();
      offError();
    };
  }, [store, strings, loadEngine]);

  return (
    <div ref={region} className="papo-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {announcement}
    </div>
  );
}
