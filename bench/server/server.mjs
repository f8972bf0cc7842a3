// Starts the reference webhook server (examples/webhook-server) the way `npm start` runs it,
// `node …/cli.js` on 127.0.0.1 and a free port, with loop-probe.mjs loaded into it, and
// stops it by its pid.
import { fileURLToPath } from 'node:url';
import { startWebhookServer } from '../site/server.mjs';

const probe = fileURLToPath(new URL('./loop-probe.mjs', import.meta.url));

/**
 * @param {string} root the repository root
 * @param {Record<string, string>} env the server's settings (cli.js reads them from the environment)
 */
export async function startServer(root, env) {
  const { url, child, stop } = await startWebhookServer(root, {
    env,
    nodeArgs: ['--expose-gc', '--import', probe],
    ipc: true,
  });
  let asked = 0;
  /** @type {Map<number, (stats: ServerStats) => void>} */
  const waiting = new Map();
  child.on('message', (message) => {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });

  /**
   * The event loop's delay since the last reset, and the memory now.
   * @param {{ reset?: boolean, collect?: boolean }} [options] reset: start the delay's histogram
   *   again; collect: a full garbage collection before the memory is read
   * @returns {Promise<ServerStats>}
   */
  const stats = ({ reset = false, collect = false } = {}) =>
    new Promise((resolve) => {
      asked += 1;
      waiting.set(asked, resolve);
      child.send({ type: 'papo-bench-stats', id: asked, reset, collect });
    });

  return { url, pid: child.pid, stats, stop };
}

/**
 * @typedef {object} ServerStats
 * @property {{ max: number, p99: number, mean: number }} loop event-loop delay, ms
 * @property {number} rss bytes
 * @property {number} heapUsed bytes
 */
