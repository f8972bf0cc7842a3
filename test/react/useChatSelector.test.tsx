/** useChatSelector: a selection that re-renders only when it changes (Object.is, or the given isEqual). */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/core/options/options';
import { createChatStore, type ChatState } from '../../src/core/store/store';
import { useChatSelector } from '../../src/react';
import { fakeEnv } from '../helpers/fake-env';

function setup<Selected>(selector: (state: ChatState) => Selected, isEqual?: (a: Selected, b: Selected) => boolean) {
  const { env } = fakeEnv();
  const store = createChatStore({ loadPreviousSession: false }, env);
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useChatSelector(store, selector, isEqual);
  });
  return { store, hook, renders: () => renders };
}

describe('useChatSelector', () => {
  it('re-renders when the selected value changes, not when the rest of the state does', () => {
    const { store, hook, renders } = setup((state) => state.messages.length);
    expect(hook.result.current).toBe(0);
    act(() => store.setOptions(resolveOptions({ loadPreviousSession: false, defaultLanguage: 'pt' })));
    act(() => store.startNewSession());
    expect(renders()).toBe(1);
    act(() => void store.addBotMessage({ text: 'Olá' }));
    expect(hook.result.current).toBe(1);
    expect(renders()).toBe(2);
  });

  it('with isEqual, keeps the selection it had while the new one is equal', () => {
    const { store, hook, renders } = setup(
      (state) => ({ count: state.messages.length }),
      (previous, next) => previous.count === next.count,
    );
    const first = hook.result.current;
    act(() => store.startNewSession());
    expect(hook.result.current).toBe(first);
    expect(renders()).toBe(1);
    act(() => void store.addBotMessage({ text: 'Olá' }));
    expect(hook.result.current).toEqual({ count: 1 });
    expect(renders()).toBe(2);
  });

  it('a selector that builds a new value each call is asked once per state, not in a loop', () => {
    let calls = 0;
    const { store, hook } = setup((state) => {
      calls += 1;
      return { id: state.sessionId };
    });
    const before = calls;
    act(() => store.startNewSession());
    expect(hook.result.current.id).toBe(store.getSnapshot().sessionId);
    // One state, a few reads by React, each served from the selection kept for it.
    expect(calls - before).toBeLessThanOrEqual(2);
  });
});
