// Serves the built docs site the way `npm start` does: the reference webhook server
// (examples/webhook-server) serves docs-site/dist and the chat webhook on one origin, so the
// chat on each page talks to a real endpoint. Bound to 127.0.0.1 on a free port so it never
// clashes with a developer's `npm start` on 4321.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const LISTENING = /listening on (http:\/\/\S+)/;

/** @param {string} root the repository root @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export function startSiteServer(root) {
  return startWebhookServer(root);
}

/**
 * `node examples/webhook-server/src/cli.js` as a child process, stopped by its pid.
 * @param {string} root the repository root
 * @param {{ env?: Record<string, string>, nodeArgs?: string[], ipc?: boolean }} [options]
 *   env: the server's settings; nodeArgs: before the script (`--import …`); ipc: an IPC channel
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
export function startWebhookServer(root, { env = {}, nodeArgs = [], ipc = false } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'examples/webhook-server/src/cli.js')], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
  });
  let output = '';
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(child.pid, 'SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = LISTENING.exec(output);
      if (match) {
        // Still flowing without a listener, so the server never blocks on a full pipe.
        child.stdout.off('data', onData);
        resolve({ url: match[1], child, stop });
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      reject(new Error(`the webhook server exited (code ${code}) before listening:\n${output}`)),
    );
  });
}
