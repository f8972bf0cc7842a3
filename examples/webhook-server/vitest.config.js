import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'webhook-server',
    environment: 'node',
    include: ['test/**/*.test.js'],
    // Each suite starts its own servers; keep the 2-core machines from juggling too many.
    maxWorkers: 2,
    // Generous for the work that is legitimately slow on a busy 2-core machine (a child
    // process starting, the real docs indexed, 17 MiB sent): no test measures speed. A 2-core
    // machine with other work on it (two test runs, CPU burners) runs them several times slower.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
