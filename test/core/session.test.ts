import { describe, expect, it } from 'vitest';
import { createSessionStorage } from '../../src/core/session';
import { fakeEnv, MemoryStorage, ThrowingStorage } from '../helpers/fake-env';

const KEY = 'papo-chat/sessionId';
const ID = '00000000-0000-4000-8000-00000000abcd';

describe('session storage', () => {
  it('reads the id stored under the key', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, ID);
    const { env } = fakeEnv({ storage });
    expect(createSessionStorage(env, () => KEY).read()).toBe(ID);
  });

  it('writes the id under the configured key', () => {
    const storage = new MemoryStorage();
    const { env } = fakeEnv({ storage });
    expect(createSessionStorage(env, () => 'custom/key').write(ID)).toBe(true);
    expect(storage.getItem('custom/key')).toBe(ID);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('treats garbage in storage as no session', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '{"not":"an id"}');
    const { env } = fakeEnv({ storage });
    expect(createSessionStorage(env, () => KEY).read()).toBeNull();
  });

  it('keeps working in memory when storage throws on every call', () => {
    const { env, warnings } = fakeEnv({ storage: new ThrowingStorage() });
    const session = createSessionStorage(env, () => KEY);
    expect(session.read()).toBeNull();
    expect(session.write(ID)).toBe(false);
    expect(session.read()).toBe(ID);
    expect(warnings.join()).toContain(KEY);
  });

  it('keeps working in memory when there is no storage at all', () => {
    const { env } = fakeEnv({ storage: null });
    const session = createSessionStorage(env, () => KEY);
    expect(session.write(ID)).toBe(false);
    expect(session.read()).toBe(ID);
  });
});
