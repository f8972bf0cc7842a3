import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from '../../../src/core/n8n/retry-after';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('parseRetryAfter', () => {
  it('reads whole seconds', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5000);
    expect(parseRetryAfter(' 2 ', NOW)).toBe(2000);
  });

  it('reads an HTTP date, measured against the given clock', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:07 GMT', NOW)).toBe(7000);
    // The obsolete RFC 850 form, which recipients must still accept.
    expect(parseRetryAfter('Saturday, 21-Nov-26 12:00:30 GMT', NOW)).toBe(30_000);
  });

  it('caps a long wait, so a hostile header cannot lock the visitor out', () => {
    expect(MAX_RETRY_AFTER_MS).toBe(60_000);
    expect(parseRetryAfter('3600', NOW)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('9'.repeat(400), NOW)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', NOW)).toBe(MAX_RETRY_AFTER_MS);
  });

  it.each([
    null,
    undefined,
    '',
    'soon',
    '1.5',
    '-5',
    '5s',
    '0x10',
    'in 5',
    'Sat, 21 Nov 2026 12:00:07',
    'Mon, 99 Foo 2026 GMT',
  ])('ignores %j', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });

  it('asks for no wait when the header says 0 or a past date', () => {
    expect(parseRetryAfter('0', NOW)).toBeUndefined();
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:59:00 GMT', NOW)).toBeUndefined();
  });
});
