// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserEnv } from '../../src/core/env';

describe('createBrowserEnv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('uses the page localStorage when it is reachable', () => {
    expect(createBrowserEnv().storage).toBe(globalThis.localStorage);
  });

  it('has no storage when merely reading localStorage throws (sandboxed iframe)', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(createBrowserEnv().storage).toBeNull();
  });

  it('makes v4 uuids and ISO-able timestamps', () => {
    const env = createBrowserEnv();
    expect(env.randomUUID()).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(env.now()).toISOString()).toMatch(/^\d{4}-/);
  });

  it('calls the page fetch at call time, so a later polyfill or spy is honoured', async () => {
    const spy = vi.fn(async () => new Response('x'));
    vi.stubGlobal('fetch', spy);
    await createBrowserEnv().fetch('http://127.0.0.1/x');
    expect(spy).toHaveBeenCalledWith('http://127.0.0.1/x', undefined);
  });

  it('prefixes warnings so site owners can tell where they come from', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createBrowserEnv().warn('webhook down', 'detail');
    createBrowserEnv().warn('no detail');
    expect(warn).toHaveBeenNthCalledWith(1, '[papo-chat] webhook down', 'detail');
    expect(warn).toHaveBeenNthCalledWith(2, '[papo-chat] no detail');
  });

  it('runs and clears timers through the global functions', () => {
    vi.useFakeTimers();
    const env = createBrowserEnv();
    const fired = vi.fn();
    const cancelled = vi.fn();
    env.setTimeout(fired, 10);
    env.clearTimeout(env.setTimeout(cancelled, 10));
    vi.advanceTimersByTime(10);
    expect(fired).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('lets overrides replace any part', () => {
    const env = createBrowserEnv({ storage: null, now: () => 5 });
    expect(env.storage).toBeNull();
    expect(env.now()).toBe(5);
  });
});
