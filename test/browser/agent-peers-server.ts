/**
 * Global setup of the browser tests: the peers of test/peers/ that the agent transports are
 * tested against in Chromium (an AI SDK route made of the `ai` package, an OpenAI Chat
 * Completions endpoint, an AG-UI endpoint made of `@ag-ui/*`), each on 127.0.0.1 on a port
 * the OS picks, with CORS for the test page.
 */
import type { TestProject } from 'vitest/node';
import { startAgUiPeer } from '../peers/ag-ui-peer.mjs';
import { startAiSdkPeer } from '../peers/ai-sdk-peer.mjs';
import { startOpenAiPeer } from '../peers/openai-peer.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>` of test/peers/ai-sdk-peer.mjs (its paths are listed there). */
    aiSdkPeerUrl: string;
    /** `http://127.0.0.1:<port>` of test/peers/openai-peer.mjs. */
    openAiPeerUrl: string;
    /** `http://127.0.0.1:<port>` of test/peers/ag-ui-peer.mjs. */
    agUiPeerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const peers = await Promise.all([
    startAiSdkPeer({ cors: true }),
    startOpenAiPeer({ cors: true }),
    startAgUiPeer({ cors: true }),
  ]);
  const [aiSdk, openAi, agUi] = peers;
  project.provide('aiSdkPeerUrl', aiSdk.url);
  project.provide('openAiPeerUrl', openAi.url);
  project.provide('agUiPeerUrl', agUi.url);
  return async () => {
    await Promise.all(peers.map((peer) => peer.close()));
  };
}
