/**
 * Every story's chat: a real store from `createChatStore`, whose env talks to a fake
 * webhook and keeps the session in memory, handed to the UI through `ChatProvider`.
 * The loader builds it before each render (so `play` gets the same objects through
 * `context.loaded`); the decorator renders the story inside it with the widget's styles.
 *
 * Styles go in a light-DOM `<style>`: Testing Library queries do not pierce shadow roots,
 * and the shadow-root embedding has its own tests. The wrapper gets what `:host` would give.
 */
import type { Decorator, Loader } from '@storybook/react-vite';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import { directionOf } from '../../src/core/i18n/direction';
import { createBrowserEnv } from '../../src/core/env';
import { loadLanguage } from '../../src/core/i18n/languages';
import type { ChatOptions } from '../../src/core/options/options';
import { createChatStore, type ChatStore } from '../../src/core/store/store';
import { launcherStyles } from '../../src/embed/launcher-styles';
import { unreadBadgeStyles } from '../../src/embed/unread-badge.styles';
import { ChatProvider } from '../../src/ui/ChatContext';
import { chatStyles } from '../../src/ui/styles';
import { css, token } from '../../src/ui/tokens';
import { createFakeWebhook, type FakeWebhook, type WebhookScript } from '../../test/helpers/fake-webhook.mjs';
import { createMemoryStorage } from './memory-storage';
import { createStoryWindow, StoryToggle, type StoryWindow } from './story-window';
import { createStoryWorkflow, type WorkflowScript } from './story-workflow';

export interface ChatStoryParameters {
  options?: ChatOptions;
  webhook?: WebhookScript;
  /** The webhook is an n8n workflow answering over a socket, as scripted here. */
  workflow?: WorkflowScript;
  /** Window mode: the toggle and window controls, open or closed at first. Fullscreen otherwise. */
  window?: { open: boolean };
  /** The fullscreen chat's box (default 400 × 600). */
  size?: { width: number | string; height: number | string };
  /** Runs once the chat has started, e.g. to add a component message. */
  setup?: (store: ChatStore) => void;
}

export interface StoryChat {
  store: ChatStore;
  webhook: FakeWebhook;
  storyWindow?: StoryWindow;
  parameters: ChatStoryParameters;
}

/** `parameters: chatStory({...})` in a story, typed. */
export const chatStory = (chat: ChatStoryParameters) => ({ chat });

/** A story's parameters when its chat starts with one question and its answer, restored from the history. */
export const afterOneExchange = (question: string, answer: string) =>
  chatStory({
    webhook: {
      history: [
        { sender: 'user', text: question },
        { sender: 'bot', text: answer },
      ],
    },
  });

/** The chat a story renders, from a `play` function's (or decorator's) context. */
export function chatOf(context: { loaded: Record<string, unknown> }): StoryChat {
  return context.loaded.chat as StoryChat;
}

export const loadChat: Loader = async ({ parameters }) => {
  const chatParameters: ChatStoryParameters = parameters.chat ?? {};
  const webhook = createFakeWebhook(chatParameters.webhook);
  const workflow = chatParameters.workflow && createStoryWorkflow(chatParameters.workflow, webhook.fetch);
  const env = createBrowserEnv({
    fetch: workflow?.fetch ?? webhook.fetch,
    ...(workflow ? { openSocket: workflow.openSocket } : {}),
    storage: createMemoryStorage(),
    warn: fn().mockName('env.warn'),
  });
  const mode = chatParameters.window ? 'window' : 'fullscreen';
  // A language with a pack: its strings first, as createChat does before the chat's first render.
  await loadLanguage(chatParameters.options?.defaultLanguage ?? 'en');
  const store = createChatStore({ mode, ...chatParameters.options }, env);
  await store.initialize();
  chatParameters.setup?.(store);
  const storyWindow = chatParameters.window ? createStoryWindow(chatParameters.window.open) : undefined;
  return { chat: { store, webhook, storyWindow, parameters: chatParameters } satisfies StoryChat };
};

const frameStyles = [
  chatStyles,
  // `:host` rules do nothing in the light DOM; the one that hides the open toggle on phones
  // when the window has its own close button is pointed at the wrapper, which plays the host;
  // so are the colour scheme's.
  launcherStyles.replaceAll(':host([data-close-button])', '.papo-story[data-close-button]'),
  unreadBadgeStyles,
]
  .map((styles) => styles.replace(/:host\((\[data-scheme='\w+'\])\)/g, '.papo-story$1'))
  .concat(css`
    .papo-story {
      font-family: ${token('font-family')};
      font-size: 16px;
      line-height: 1.5;
      color: ${token('color-dark')};
    }
    .papo-story--fullscreen {
      border: 1px solid ${token('color-light-shade-100')};
    }
    .papo-story--window {
      width: 100vw;
      height: 100vh;
    }
  `)
  .join('\n');

/** The toolbar's globals (`.storybook/preview.ts`): unset, the story's own options decide. */
export interface StoryGlobals {
  scheme?: 'light' | 'dark' | 'auto';
  dir?: 'ltr' | 'rtl';
}

function ChatFrame({ chat, globals, children }: { chat: StoryChat; globals: StoryGlobals; children: ReactNode }) {
  const { store, storyWindow, parameters } = chat;
  const { options, strings } = store.getSnapshot();
  useEffect(() => () => store.destroy(), [store]);
  const size = parameters.size ?? { width: 400, height: 600 };
  // The `theme` option sets `--chat--*` properties on the host element; here the wrapper is the host.
  const style: CSSProperties = { ...options.theme, ...(storyWindow ? {} : size) };
  return (
    <div
      className={`papo-story papo-story--${storyWindow ? 'window' : 'fullscreen'}`}
      data-close-button={storyWindow && options.showWindowCloseButton ? '' : undefined}
      // What createChat puts on the host: the colour scheme and the direction.
      data-scheme={globals.scheme ?? options.colorScheme}
      dir={globals.dir ?? directionOf(options.dir, options.defaultLanguage)}
      style={style}
    >
      <style>{frameStyles}</style>
      <ChatProvider value={{ store, windowControls: storyWindow?.controls }}>{children}</ChatProvider>
      {storyWindow ? <StoryToggle storyWindow={storyWindow} strings={strings} /> : null}
    </div>
  );
}

export const withChat: Decorator = (Story, context) => (
  <ChatFrame chat={chatOf(context)} globals={context.globals as StoryGlobals}>
    <Story />
  </ChatFrame>
);
