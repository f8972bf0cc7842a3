/** <PapoChat>: `defaultLanguage` and `metadata` apply live (the other props are read on mount). */
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatInstance } from '../../src/embed/createChat';
import { PapoChat } from '../../src/react/PapoChat';

describe('<PapoChat> live props', () => {
  it('switches the language of a mounted chat, the toggle too, and hands on new metadata', () => {
    let instance: ChatInstance | undefined;
    const onReady = (ready: ChatInstance) => (instance = ready);
    const view = render(<PapoChat defaultLanguage="en" metadata={{ plan: 'free' }} onReady={onReady} />);
    const toggle = () => document.querySelector('[data-papo-chat]')!.shadowRoot!.querySelector('.papo-toggle')!;
    expect(toggle().getAttribute('aria-label')).toBe('Open chat');
    const setMetadata = vi.spyOn(instance!, 'setMetadata');

    view.rerender(<PapoChat defaultLanguage="pt" metadata={{ plan: 'free' }} onReady={onReady} />);
    expect(toggle().getAttribute('aria-label')).toBe('Abrir chat');

    const pro = { plan: 'pro' };
    view.rerender(<PapoChat defaultLanguage="pt" metadata={pro} onReady={onReady} />);
    expect(setMetadata).toHaveBeenCalledWith(pro);
    view.unmount();
  });
});
