import { describe, expect, it } from 'vitest';
import { createUuid, isUuid } from '../../src/core/uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createUuid', () => {
  it('uses crypto.randomUUID when the context offers it', () => {
    const id = createUuid({
      randomUUID: () => '11111111-2222-4333-8444-555555555555',
      getRandomValues: () => {
        throw new Error('unused');
      },
    });
    expect(id).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('builds a v4 uuid from getRandomValues where randomUUID is missing (plain http)', () => {
    const ids = new Set(
      Array.from({ length: 50 }, () =>
        createUuid({
          getRandomValues: <T extends ArrayBufferView | null>(array: T) =>
            globalThis.crypto.getRandomValues(array as never) as T,
        }),
      ),
    );
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('sets the version and variant bits even when every random byte is 0xff', () => {
    const id = createUuid({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    });
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('isUuid', () => {
  it('accepts uuids and rejects anything else', () => {
    expect(isUuid('00000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid(null)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
