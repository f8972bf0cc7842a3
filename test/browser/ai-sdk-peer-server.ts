/**
 * Global setup of the browser tests: the AI SDK route of test/peers/ai-sdk-peer.mjs (the `ai`
 * package's own streamText and mock model) on 127.0.0.1, with CORS for the test page.
 */
import type { TestProject } from 'vitest/node';
import { startAiSdkPeer } from '../peers/ai-sdk-peer.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>`: POST / streams a reply with reasoning and a tool call. */
    aiSdkPeerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const peer = await startAiSdkPeer({ cors: true });
  project.provide('aiSdkPeerUrl', peer.url);
  return () => peer.close();
}
