/**
 * Global setup of the end-to-end tests: one Chromium for every file. Each file connects to
 * it and works in contexts of its own (a context has its own cookies, storage and cache),
 * so a file sees a fresh browser without paying 2–3 s to start one on a busy machine.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_OPTIONS } from './chromium-options';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shared Chromium listens (`ws://127.0.0.1:…`). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ ...CHROMIUM_OPTIONS, host: '127.0.0.1' });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
