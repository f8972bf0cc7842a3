/**
 * The loaders validate a language of `i18n` only as an object (src/core/i18n/language-schema-loose.ts);
 * the chat's code checks its keys when it loads. Here the loader's schema is swapped in.
 */
import { describe, expect, it, vi } from 'vitest';
import { mountChat, openChat, stubWebhook } from './harness';

vi.mock('../../src/core/i18n/language-schema', () => import('../../src/core/i18n/language-schema-loose'));

describe('i18n keys, checked when the chat loads', () => {
  it('reports an unknown key naming it (and the closest key); the chat goes on', async () => {
    stubWebhook();
    const onError = vi.fn();
    // createChat does not throw: the loader does not know the keys.
    const widget = mountChat({ onError, i18n: { pt: { titel: 'Olá!', subtitle: 'Sub' } as never } });
    await openChat(widget);
    expect(widget.root.querySelector('.papo-header__subtitle')!.textContent).toBe('Sub');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ path: 'i18n.pt.titel' }));
    expect(String(onError.mock.calls[0]![0])).toBe(
      'PapoOptionsError: "i18n.pt.titel" is not a key of "i18n.pt". Did you mean "title"?',
    );
  });
});
