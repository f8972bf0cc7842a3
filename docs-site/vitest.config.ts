import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Astro's virtual modules, for the client scripts tested in happy-dom.
      'astro:prefetch': fileURLToPath(new URL('./test/stubs/astro-prefetch.ts', import.meta.url)),
    },
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    // Some tests read the whole built site: seconds on a loaded machine, more than the 5 s default allows.
    testTimeout: 120_000,
  },
});
