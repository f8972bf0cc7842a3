// `npm start`: builds whatever is not built yet (the library, then the docs site with its
// search index), then runs the reference webhook server, which serves the site and the
// chat webhook on one port. Ctrl+C, or SIGTERM/SIGINT to npm's pid or to this script's,
// stops everything it started (the server saves the chat history first).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  {
    what: 'the papo-chat library',
    built: ['dist/index.js', 'dist/browser/papo-chat.js', 'dist/browser/sri.json'],
    command: ['run', 'build:lib'],
  },
  {
    what: 'the docs site, its search index and the docs text Lia answers from',
    built: ['docs-site/dist/index.html', 'docs-site/dist/pagefind/pagefind.js', 'docs-site/dist/docs-text.json'],
    command: ['run', 'build:site'],
  },
];

/** The one process running for us right now (a build, then the server). */
let current = null;
let stopping = false;

/**
 * Passes a stop request on to the current child, once. The child leads its own process
 * group, so a terminal's Ctrl+C reaches it only through here, not twice (a second signal
 * makes the server exit without saving).
 */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (!current) process.exit(signal === 'SIGINT' ? 130 : 143);
  try {
    // The whole group: a build is npm, a shell and the build tools under it.
    process.kill(-current.pid, signal);
  } catch {
    // Already gone: its 'exit' handler finishes for us.
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

// npm passes SIGINT/SIGTERM on to the `sh -c` it runs the script in, and that shell does
// not pass them further: package.json's `exec` makes this script npm's child instead. If
// the parent dies without passing anything on (npm killed outright, a shell that kept
// itself), we are handed to another parent: that is how we learn it, and we stop then too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 200).unref();

/** Runs a command as our current child; resolves with how it ended. */
function run(command, args) {
  current = spawn(command, args, { stdio: 'inherit', detached: true });
  return new Promise((resolve, reject) => {
    current.on('error', reject);
    current.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

for (const step of steps) {
  const missing = step.built.filter((file) => !existsSync(file));
  if (missing.length === 0) {
    console.log(`✔ ${step.what}: already built (npm run build rebuilds everything)`);
    continue;
  }
  console.log(`▶ building ${step.what} (missing ${missing.join(', ')})`);
  const { code, signal } = await run('npm', step.command);
  if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143);
  if (code !== 0) process.exit(code ?? 1);
}

const { code, signal } = await run(process.execPath, ['examples/webhook-server/src/cli.js']);
process.exit(code ?? (signal ? 0 : 1));
