import { readFileSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { emulateColorScheme } from './test/browser/commands';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
/** scripts/test.mjs finds (or installs) Chromium and exports its path; no browser is downloaded here. */
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Browser mode in the system Chromium, shared by the browser tests and the story tests. */
const chromium = {
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  }),
};
/** Each project its own: Vitest names an instance after the first project that resolves it. */
const chromiumInstances = () => [{ browser: 'chromium' as const }];

/**
 * Time limits for a busy machine (CI has 2 shared cores, often loaded by other work). They
 * only bound how long a test may wait for a condition; no test passes by being fast. A
 * browser test waits for the lazy chat to load, which Vite transforms on first use: seconds
 * under load, not the default 1 s of `expect.poll` or 15 s of a test.
 */
const underLoad = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 20_000 } },
};

/**
 * The widget's dependencies, bundled before the first test: discovered mid-run (the chat
 * loads lazily), they would make Vite reload the page under a running test.
 */
const widgetDependencies = [
  'react',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'valibot',
  'markdown-it',
  'markdown-it-link-attributes',
  'highlight.js/lib/core',
  'highlight.js/lib/languages/*',
  'katex',
  'dompurify',
];

/** The stories of a Storybook config folder as a test project. */
function storyTests(name: string, configDir: string) {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir })],
    optimizeDeps: { include: widgetDependencies },
    test: { name, browser: { ...chromium, instances: chromiumInstances() }, ...underLoad },
  };
}

export default defineConfig({
  define: { __PAPO_VERSION__: JSON.stringify(version) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // React renders and dynamic imports in happy-dom: slower than the 5 s default allows
          // under load. A bound on a hang, not a speed: no test races it (a test that does
          // much work is made to do less; see test/ui/markdown/frames.test.tsx).
          testTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [
            'test/core/**',
            'test/e2e/**',
            'test/browser/**',
            'test/n8n/**',
            'test/n8n-queue/**',
            'node_modules/**',
          ],
          setupFiles: ['test/setup-dom.ts'],
          // One page environment and one module graph for every file of a worker: building
          // happy-dom and importing React again per file cost 2 minutes of the project's 3 on
          // 2 cores, for 25 s of tests. test/setup-dom.ts cleans up after each test; every file
          // also passes with its files shuffled (`--sequence.shuffle.files`).
          isolate: false,
          // After the core's files, not between them: a worker switching projects builds the
          // page again (70 s of environment time when the two were interleaved).
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // The framework-free core needs no DOM and no React: a page environment and Testing
          // Library's setup per file cost more than these tests (a file that needs a page says so).
          name: 'core',
          environment: 'node',
          testTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          include: ['test/core/**/*.test.ts'],
          // One module graph for all its files (49 s → 12 s on 2 cores). The files that load
          // a module again with another swapped in (valibot, the wait's code) reset the graph
          // before and after.
          isolate: false,
        },
      },
      {
        extends: true,
        optimizeDeps: { include: widgetDependencies },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts', 'test/browser/**/*.test.tsx'],
          // An image server on two other origins, to see which images a reply makes the browser fetch,
          // a WebSocket server that plays a hostile n8n, and the agent backends' peers (test/peers/).
          globalSetup: [
            'test/browser/pixel-server.ts',
            'test/browser/hostile-socket-server.ts',
            'test/browser/agent-peers-server.ts',
          ],
          browser: { ...chromium, instances: chromiumInstances(), commands: { emulateColorScheme } },
          ...underLoad,
        },
      },
      // Every story is a test: it renders, runs its `play` function, then axe (a11y.test: 'error').
      storyTests('storybook', '.storybook'),
      // Every story again in the dark scheme, right to left (.storybook/dark-rtl).
      storyTests('storybook-dark-rtl', '.storybook/dark-rtl'),
      {
        extends: true,
        test: {
          // The built standalone bundle in Chromium through playwright-core (run the build first).
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // One Chromium for the run (test/e2e/chromium-server.ts), and one module graph for
          // every file: starting a browser and importing the reference server again per file
          // cost about a minute of this project's time on 2 cores.
          globalSetup: ['test/e2e/chromium-server.ts'],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      // Against a real n8n: only `npm run test:n8n` starts one and sets PAPO_N8N_URL, so the
      // project exists only then and no other run (npm test, a bare `vitest run`) picks it up.
      ...(process.env.PAPO_N8N_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'n8n',
                environment: 'node',
                // `--queue` adds the tests that need n8n's queue mode (workers to kill).
                include: [
                  'test/n8n/**/*.test.ts',
                  ...(process.env.PAPO_N8N_QUEUE ? ['test/n8n-queue/**/*.test.ts'] : []),
                ],
                // Each message is a workflow execution in n8n, on a busy machine.
                testTimeout: 180_000,
                hookTimeout: 120_000,
                expect: { poll: { timeout: 60_000 } },
                // One n8n serves every file.
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['src/core/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90, branches: 90 },
    },
  },
});
