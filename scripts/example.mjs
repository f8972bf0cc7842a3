// `npm run example:plain-html`, `example:element`, `example:react`: builds what the example
// needs (as `npm start` does, plus the React app), then runs the reference webhook server
// with the example's folder mounted under /examples/…/ beside the docs site. The page, its
// chat's webhook (/webhook/chat) and the docs Lia links to are then on one origin: the
// page's strict Content-Security-Policy holds and her sources open. Prints the page's URL.
// `example:ai-sdk`, `example:openai` and `example:ag-ui` build the library only and run the
// example's own server instead, which serves its page, the bundle and its chat route, and
// prints the URL itself.
import { renameSync, rmSync } from 'node:fs';
import { buildWhatIsMissing, DOCS_SITE, LIBRARY, runServer } from './lib/foreground.mjs';

const REACT_DIST = 'examples/react-app/dist';
/**
 * A build of its own, moved into place when done: two runs at once never mix their files.
 * Under node_modules (as Vite's own cache is), which git, lint and format all pass over.
 */
const reactOut = `node_modules/.papo-example-build-${process.pid}`;

const reactApp = {
  what: 'the React example app (vite build)',
  built: [`${REACT_DIST}/index.html`],
  command: ['npm', 'run', 'build', '-w', 'examples/react-app', '--', '--outDir', reactOut, '--emptyOutDir'],
  after() {
    try {
      renameSync(`examples/react-app/${reactOut}`, REACT_DIST);
    } catch {
      // Another run put its build there first: that one is served.
      rmSync(`examples/react-app/${reactOut}`, { recursive: true, force: true });
    }
  },
};

const plainHtml = '/examples/plain-html/=dist/browser,examples/plain-html';
const EXAMPLES = {
  'plain-html': { steps: [LIBRARY, DOCS_SITE], mounts: plainHtml, page: '/examples/plain-html/' },
  element: { steps: [LIBRARY, DOCS_SITE], mounts: plainHtml, page: '/examples/plain-html/element' },
  react: {
    steps: [LIBRARY, DOCS_SITE, reactApp],
    mounts: `/examples/react-app/=${REACT_DIST}`,
    page: '/examples/react-app/',
  },
  'ai-sdk': { steps: [LIBRARY], server: 'examples/ai-sdk/server.mjs' },
  openai: { steps: [LIBRARY], server: 'examples/openai/server.mjs' },
  'ag-ui': { steps: [LIBRARY], server: 'examples/ag-ui/server.mjs' },
};

const name = process.argv[2];
const example = EXAMPLES[name];
if (!example) {
  console.error(
    `scripts/example.mjs: the example must be one of ${Object.keys(EXAMPLES).join(', ')}, got "${name ?? ''}"`,
  );
  process.exit(2);
}

await buildWhatIsMissing(example.steps);
if (example.server) {
  await runServer({ script: example.server });
} else {
  await runServer({
    env: { MOUNTS: example.mounts },
    onListening(url) {
      console.log(`\n▶ The ${name} example, whose chat answers: ${url}${example.page}`);
      console.log('  (Ctrl+C stops the server)');
    },
  });
}
