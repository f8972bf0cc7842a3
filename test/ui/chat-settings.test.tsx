/**
 * The parts of every message read the chat's texts and options from a context that changes
 * only with them: a store subscription in each made every change of the store (a message
 * added, `waiting`) re-render every part of every message, and cost heap per message.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en, pt } from '../../src/core/i18n/i18n';
import { useChatSettings } from '../../src/ui/ChatContext';
import { renderChat } from '../helpers/render-chat';

describe('useChatSettings', () => {
  it('re-renders a reader when the texts or options change, not when messages do', async () => {
    let renders = 0;
    function Reader() {
      renders += 1;
      const { strings, options } = useChatSettings();
      return (
        <p>
          {strings.copy} {options.defaultLanguage}
        </p>
      );
    }
    const { store } = renderChat(<Reader />);
    expect(screen.getByText(`${en.copy} en`)).toBeTruthy();
    const before = renders;

    act(() => {
      store.addBotMessage({ type: 'text', text: 'Olá' });
      store.addBotMessage({ type: 'text', text: 'Tudo bem?' });
    });
    expect(store.getSnapshot().messages).toHaveLength(2);
    expect(renders).toBe(before);

    act(() => store.setOptions({ ...store.getSnapshot().options, defaultLanguage: 'pt' }));
    expect(screen.getByText(`${pt.copy} pt`)).toBeTruthy();
    expect(renders).toBe(before + 1);
  });
});
