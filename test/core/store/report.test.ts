/** reportError: a failure reaches the console, `onError` and `error` listeners, and never throws. */
import { describe, expect, it, vi } from 'vitest';
import { PapoError } from '../../../src/core/errors';
import { createEmitter } from '../../../src/core/store/events';
import { reportError } from '../../../src/core/store/report';

describe('reportError', () => {
  it('warns, calls onError and emits error', () => {
    const warn = vi.fn();
    const onError = vi.fn();
    const emitter = createEmitter(() => {});
    const listener = vi.fn();
    emitter.on('error', listener);
    const error = new PapoError('start', 'It could not start.', { cause: 'why' });

    reportError(error, { env: { warn }, onError, emitter });

    // The class name once, then the message (String(error)).
    expect(warn).toHaveBeenCalledWith('PapoError: It could not start.', 'why');
    expect(onError).toHaveBeenCalledWith(error);
    expect(listener).toHaveBeenCalledWith(error);
  });

  it('warns about an onError that throws, and needs no emitter (no chat exists to listen on)', () => {
    const warn = vi.fn();
    const thrown = new Error('callback bug');

    expect(() =>
      reportError(new PapoError('options', 'Bad option.'), {
        env: { warn },
        onError: () => {
          throw thrown;
        },
      }),
    ).not.toThrow();

    expect(warn.mock.calls).toEqual([
      ['PapoError: Bad option.', undefined],
      ['The onError callback threw.', thrown],
    ]);
  });
});
