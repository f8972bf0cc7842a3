// Starts the reference webhook server (examples/webhook-server) the way `npm start` runs it,
// `node …/cli.js` on 127.0.0.1 and a free port, with loop-probe.mjs loaded into it, and
// stops it by its pid.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LISTENING = /listening on (http:\/\/\S+)/;
const probe = fileURLToPath(new URL('./loop-probe.mjs', import.meta.url));

/**
 * @param {string} root the repository root
 * @param {Record<string, string>} env the server's settings (cli.js reads them from the environment)
 */
export function startServer(root, env) {
  const child = spawn(process.execPath, ['--import', probe, join(root, 'examples/webhook-server/src/cli.js')], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  let asked = 0;
  /** @type {Map<number, (stats: ServerStats) => void>} */
  const waiting = new Map();
  child.on('message', (message) => {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });

  /**
   * The event loop's delay since the last reset, and the memory now.
   * @param {{ reset?: boolean }} [options] reset: start the delay's histogram again
   * @returns {Promise<ServerStats>}
   */
  const stats = ({ reset = false } = {}) =>
    new Promise((resolve) => {
      asked += 1;
      waiting.set(asked, resolve);
      child.send({ type: 'papo-bench-stats', id: asked, reset });
    });

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      process.kill(/** @type {number} */ (child.pid), 'SIGTERM');
    });

  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = LISTENING.exec(output);
      if (match) {
        // Still flowing without a listener, so the server never blocks on a full pipe.
        child.stdout.off('data', onData);
        resolve({ url: match[1], pid: child.pid, stats, stop });
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      reject(new Error(`the webhook server exited (code ${code}) before listening:\n${output}`)),
    );
  });
}

/**
 * @typedef {object} ServerStats
 * @property {{ max: number, p99: number, mean: number }} loop event-loop delay, ms
 * @property {number} rss bytes
 * @property {number} heapUsed bytes
 */
