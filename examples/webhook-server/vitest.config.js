import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'webhook-server',
    environment: 'node',
    include: ['test/**/*.test.js'],
    // Each suite starts its own servers; keep the 2-core machines from juggling too many.
    maxWorkers: 2,
  },
});
