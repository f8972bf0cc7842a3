/** Renders chat UI around a real store whose webhook is a fake (no network). */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ChatEnv } from '../../src/core/env';
import type { ChatOptions } from '../../src/core/options/options';
import { createChatStore } from '../../src/core/store/store';
import { ChatProvider, type WindowControls } from '../../src/ui/ChatContext';
import type { MarkdownEngineLoader } from '../../src/ui/markdown/useMarkdownEngine';
import { fakeEnv } from './fake-env';
import { fakeWebhook, json, type WebhookCall } from './fake-webhook.mjs';

export function fakeWindowControls(initiallyOpen = true) {
  let open = initiallyOpen;
  const listeners = new Set<() => void>();
  const closeCalls: Array<{ returnFocus?: boolean } | undefined> = [];
  const controls: WindowControls = {
    isOpen: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close(options) {
      closeCalls.push(options);
      open = false;
      listeners.forEach((listener) => listener());
    },
  };
  return {
    controls,
    closeCalls,
    setOpen(next: boolean) {
      open = next;
      listeners.forEach((listener) => listener());
    },
  };
}

export function renderChat(
  ui: ReactNode,
  {
    options = {},
    handler = (call: WebhookCall) => json({ output: `eco: ${String(call.payload.chatInput)}` }),
    windowControls,
    env: envOverrides = {},
    loadMarkdown,
  }: {
    options?: ChatOptions;
    handler?: (call: WebhookCall) => Response | Promise<Response>;
    windowControls?: WindowControls;
    /** Parts of the env to replace, e.g. a fake clock. */
    env?: Partial<ChatEnv>;
    /** What loads markdown (by default it is there already: test/setup-dom.ts). */
    loadMarkdown?: MarkdownEngineLoader;
  } = {},
) {
  const webhook = fakeWebhook(handler);
  const { env, warnings } = fakeEnv({ fetch: webhook.fetch, ...envOverrides });
  const store = createChatStore({ loadPreviousSession: false, ...options }, env);
  const result = render(<ChatProvider value={{ store, windowControls, loadMarkdown }}>{ui}</ChatProvider>);
  return { ...result, store, calls: webhook.calls, warnings };
}
