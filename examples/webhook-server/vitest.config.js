import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'webhook-server',
    environment: 'node',
    include: ['test/**/*.test.js'],
    // Each suite starts its own servers; keep the 2-core machines from juggling too many.
    maxWorkers: 2,
    // Generous for the work that is legitimately slow on a busy 2-core machine (a child
    // process starting, the real docs indexed, 17 MiB sent): no test measures speed.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
