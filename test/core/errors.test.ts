import { describe, expect, it } from 'vitest';
import * as errors from '../../src/core/errors';

describe('error names', () => {
  // The standalone bundle is minified, which renames classes: names must not come from them.
  it('are written out, so they survive minification', () => {
    expect(new errors.PapoError('start', 'm').name).toBe('PapoError');
    expect(new errors.PapoOptionsError('mode', '"window"', '"x"').name).toBe('PapoOptionsError');
    expect(new errors.WebhookHttpError(500, 'u').name).toBe('WebhookHttpError');
    expect(new errors.WebhookTimeoutError(1, 'u').name).toBe('WebhookTimeoutError');
    expect(new errors.WebhookNetworkError('u', null).name).toBe('WebhookNetworkError');
    expect(new errors.WebhookParseError('u').name).toBe('WebhookParseError');
    expect(new errors.WebhookStreamError('m').name).toBe('WebhookStreamError');
    expect(new errors.WebhookAbortError().name).toBe('WebhookAbortError');
  });
});

describe('PapoOptionsError', () => {
  // The message used to start with the class name, which String(error) and consoles add again.
  it('says its class name once', () => {
    const error = new errors.PapoOptionsError('mode', '"window"', '"x"');
    expect(error.message).toBe('"mode" must be "window", got "x"');
    expect(String(error)).toBe('PapoOptionsError: "mode" must be "window", got "x"');
  });
});
