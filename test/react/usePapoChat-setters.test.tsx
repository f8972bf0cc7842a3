/** usePapoChat's setMetadata and setLanguage: validated like the options, applied to the running chat. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PapoOptionsError } from '../../src/core/errors';
import { pt } from '../../src/core/i18n/i18n';
import { usePapoChat } from '../../src/react/usePapoChat';
import { fakeEnv } from '../helpers/fake-env';
import { fakeWebhook, json } from '../helpers/fake-webhook.mjs';

function setup() {
  const webhook = fakeWebhook((call) => json({ output: `eco: ${String(call.payload.chatInput)}` }));
  const { env } = fakeEnv({ fetch: webhook.fetch });
  const hook = renderHook(() => usePapoChat({ loadPreviousSession: false, metadata: { plan: 'free' } }, env));
  return { hook, calls: webhook.calls };
}

describe('usePapoChat setters', () => {
  it('switches the language, and refuses one that is neither built in, a pack nor in i18n', () => {
    const { hook } = setup();
    act(() => hook.result.current.setLanguage('pt'));
    expect(hook.result.current.strings.sendMessage).toBe(pt.sendMessage);
    expect(() => hook.result.current.setLanguage('tlh')).toThrow(PapoOptionsError);
    expect(hook.result.current.strings.sendMessage).toBe(pt.sendMessage);
  });

  it('replaces the metadata of later requests, keeping the language set before', async () => {
    const { hook, calls } = setup();
    act(() => hook.result.current.setLanguage('pt'));
    act(() => hook.result.current.setMetadata({ plan: 'pro' }));
    expect(hook.result.current.strings.sendMessage).toBe(pt.sendMessage);
    await act(() => hook.result.current.sendMessage('oi'));
    expect(calls.at(-1)!.payload.metadata).toEqual({ plan: 'pro', clientMessageId: expect.any(String) });
  });
});
