/**
 * The live setters (core/live-setters.ts) are the same on every adapter: the instance of
 * createChat (which `<papo-chat>` exposes as `chat`), usePapoChat's result, and
 * `<PapoChat>`, whose prop of each setter's option calls it.
 */
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_OPTIONS, type LiveSetters } from '../../src/core/store/live-setters';
import { chatElementClass, defineChatElement, type ChatElement } from '../../src/element/element';
import { createChatWith, type ChatInstance } from '../../src/embed/createChat';
import { placeInTarget } from '../../src/embed/target';
import { PapoChat, usePapoChat } from '../../src/react';
import { fakeEnv } from '../helpers/fake-env';

const SETTERS = Object.keys(LIVE_OPTIONS) as (keyof LiveSetters)[];
/** A new value for each setter's option. */
const NEW_VALUES = { setMetadata: { plan: 'pro' }, setLanguage: 'pt', setColorScheme: 'dark' } as const;

afterEach(() => document.body.replaceChildren());

describe('the live setters', () => {
  it('are setMetadata, setLanguage and setColorScheme', () => {
    expect(SETTERS).toEqual(['setMetadata', 'setLanguage', 'setColorScheme']);
  });

  it('usePapoChat has each, and each sets its option', () => {
    const { env } = fakeEnv();
    const hook = renderHook(() => usePapoChat({ loadPreviousSession: false }, env));
    for (const setter of SETTERS) {
      act(() => (hook.result.current[setter] as (value: unknown) => void)(NEW_VALUES[setter]));
      expect(hook.result.current.options[LIVE_OPTIONS[setter]]).toEqual(NEW_VALUES[setter]);
    }
  });

  it("<PapoChat>'s instance has each, and a new value of its option's prop calls it", () => {
    let instance: ChatInstance | undefined;
    const onReady = (ready: ChatInstance) => (instance = ready);
    const view = render(<PapoChat onReady={onReady} />);
    for (const setter of SETTERS) {
      expect(typeof instance![setter]).toBe('function');
      const spy = vi.spyOn(instance!, setter);
      view.rerender(<PapoChat onReady={onReady} {...{ [LIVE_OPTIONS[setter]]: NEW_VALUES[setter] }} />);
      expect(spy).toHaveBeenCalledWith(NEW_VALUES[setter]);
    }
    view.unmount();
  });

  it("the <papo-chat> element's chat has each", async () => {
    const tag = 'papo-chat-live-setters';
    defineChatElement(chatElementClass(createChatWith(() => import('../../src/embed/app'), placeInTarget)), tag);
    const element = document.createElement(tag) as ChatElement;
    element.setAttribute('webhook-url', 'https://hooks.example/chat');
    document.body.append(element);
    await vi.waitFor(() => expect(element.chat).not.toBeNull());
    for (const setter of SETTERS) expect(typeof element.chat![setter]).toBe('function');
  });
});
