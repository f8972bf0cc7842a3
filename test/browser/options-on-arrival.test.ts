/**
 * createChat as the standalone loaders build it (src/embed/options-at-once-loader.ts swapped
 * in, as tsup.config.ts does): nothing thrown at once, every mistake reported when the
 * chat's code arrives, and the setters throw only from then on.
 */
import { describe, expect, it, vi } from 'vitest';
import { PapoOptionsError } from '../../src/core/errors';
import { mountChat, openChat, runIdleCallbacks, stubWebhook } from './harness';

vi.mock('../../src/embed/options-at-once', () => import('../../src/embed/options-at-once-loader'));

describe('options checked when the chat code arrives', () => {
  it('reports each mistake once the code is fetched, keeps the defaults meanwhile, and the setters throw after', async () => {
    const webhook = stubWebhook();
    const onError = vi.fn();
    const widget = mountChat({ onError, colorScheme: 'blue', webhookConfig: { method: 'PUT' } } as never);
    expect(widget.host.getAttribute('data-scheme')).toBe('light');

    // Before the code: made safe, reported later.
    widget.instance.setColorScheme('green' as never);
    widget.instance.setMetadata('not an object' as never);
    expect(onError).not.toHaveBeenCalled();
    expect(widget.loader).not.toHaveBeenCalled();

    runIdleCallbacks();
    await expect.poll(() => onError.mock.calls.length).toBe(3);
    expect(onError.mock.calls.map(([error]) => (error as PapoOptionsError).path)).toEqual([
      'webhookConfig.method',
      'metadata',
      'colorScheme',
    ]);
    expect(onError.mock.calls.every(([error]) => error instanceof PapoOptionsError)).toBe(true);

    expect(() => widget.instance.setColorScheme('green' as never)).toThrow(PapoOptionsError);
    widget.instance.setColorScheme('dark');
    expect(widget.host.getAttribute('data-scheme')).toBe('dark');

    // The chat still works, with POST in place of the bad method.
    const textarea = await openChat(widget);
    expect(textarea).toBeTruthy();
    await expect.poll(() => webhook.calls.length).toBeGreaterThan(0);
    expect(onError).toHaveBeenCalledTimes(3);
  });
});
