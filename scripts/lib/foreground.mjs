// What `npm start` and `npm run example:…` share: build whatever is not built yet, one step
// at a time, then run the reference webhook server in the foreground. Ctrl+C, or
// SIGTERM/SIGINT to npm's pid or to the script's, stops everything started (the server
// saves the chat history first). The scripts run under package.json's `exec`: npm passes
// SIGINT/SIGTERM on to the `sh -c` it runs a script in, and that shell does not pass them
// further, so `exec` makes the script npm's child instead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The library, as the docs site and the examples load it. */
export const LIBRARY = {
  what: 'the papo-chat library',
  built: ['dist/index.js', 'dist/browser/papo-chat.js', 'dist/browser/sri.json'],
  command: ['npm', 'run', 'build:lib'],
};

/** The docs site, and the docs text Lia answers from. */
export const DOCS_SITE = {
  what: 'the docs site, its search index and the docs text Lia answers from',
  built: ['docs-site/dist/index.html', 'docs-site/dist/pagefind/pagefind.js', 'docs-site/dist/docs-text.json'],
  command: ['npm', 'run', 'build:site'],
};

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

// If the parent dies without passing anything on (npm killed outright, a shell that kept
// itself), we are handed to another parent: that is how we learn it, and we stop then too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 200).unref();

/**
 * Runs a command as our current child; resolves with how it ended. `onOutput` gets the
 * child's standard output as it comes (which is passed on to ours as well).
 * @param {string[]} command
 * @param {{ env?: Record<string, string>, onOutput?: (text: string) => void }} [options]
 */
function run([file, ...args], { env, onOutput } = {}) {
  current = spawn(file, args, {
    stdio: ['inherit', onOutput ? 'pipe' : 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  });
  current.stdout?.on('data', (chunk) => {
    process.stdout.write(chunk);
    onOutput?.(chunk.toString('utf8'));
  });
  return new Promise((resolve, reject) => {
    current.on('error', reject);
    current.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

/**
 * Builds each step whose files are not all there, in order; exits when one fails or a stop
 * signal came meanwhile.
 * @param {{ what: string, built: string[], command: string[], after?: () => void }[]} steps
 */
export async function buildWhatIsMissing(steps) {
  for (const step of steps) {
    const missing = step.built.filter((file) => !existsSync(file));
    if (missing.length === 0) {
      console.log(`✔ ${step.what}: already built (npm run build rebuilds everything)`);
      continue;
    }
    console.log(`▶ building ${step.what} (missing ${missing.join(', ')})`);
    const { code, signal } = await run(step.command);
    if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143);
    if (code !== 0) process.exit(code ?? 1);
    step.after?.();
  }
}

/**
 * Runs the reference server (or another server's `script`) until it stops, then exits as it
 * did. `onListening` gets the reference server's base URL (`http://localhost:4321`) once it
 * listens.
 * @param {{ script?: string, env?: Record<string, string>, onListening?: (url: string) => void }} [options]
 */
export async function runServer({ script = 'examples/webhook-server/src/cli.js', env, onListening } = {}) {
  let output = '';
  let told = false;
  const onOutput = (text) => {
    output += text;
    const listening = told ? null : /listening on (http:\/\/\S+)[\s\S]*\n {2}sources:.*\n/.exec(output);
    if (!listening) return;
    told = true;
    onListening?.(listening[1]);
  };
  const { code, signal } = await run([process.execPath, script], {
    env,
    onOutput: onListening ? onOutput : undefined,
  });
  process.exit(code ?? (signal ? 0 : 1));
}
