import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatInstance } from '../../src/embed/createChat';
import { PapoChat } from '../../src/react/PapoChat';

describe('<PapoChat>', () => {
  it('applies a new colorScheme prop to the chat it made, without making another', () => {
    const onReady = vi.fn<(instance: ChatInstance) => void>();
    const props = { webhookUrl: 'https://hooks.example/chat', onReady };
    const { container, rerender, unmount } = render(<PapoChat {...props} colorScheme="dark" />);
    const host = () => container.querySelector('[data-papo-chat]')!;
    const first = host();
    expect(first.getAttribute('data-scheme')).toBe('dark');

    rerender(<PapoChat {...props} colorScheme="auto" />);

    expect(host()).toBe(first);
    expect(first.getAttribute('data-scheme')).toBe('auto');
    expect(onReady).toHaveBeenCalledTimes(1);
    unmount();
  });
});
