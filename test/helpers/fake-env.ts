/** A ChatEnv made of fakes: deterministic ids and clock, in-memory storage, recorded warnings. */
import { vi } from 'vitest';
import type { ChatEnv, KeyValueStorage } from '../../src/core/env';

export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Storage that refuses everything, like Safari's private mode or a sandboxed iframe. */
export class ThrowingStorage implements KeyValueStorage {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  }
  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** Sequential valid v4 uuids, so tests can name the ids they expect. */
export function uuidSequence() {
  let counter = 0;
  return () => {
    counter += 1;
    return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
  };
}

export function fakeEnv(overrides: Partial<ChatEnv> = {}) {
  const warnings: string[] = [];
  const env: ChatEnv = {
    fetch: vi.fn(async () => new Response('{"output":"ok"}', { status: 200 })),
    storage: new MemoryStorage(),
    randomUUID: uuidSequence(),
    now: () => Date.UTC(2026, 10, 21, 12, 0, 0),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    warn: (message) => {
      warnings.push(message);
    },
    ...overrides,
  };
  return { env, warnings };
}
