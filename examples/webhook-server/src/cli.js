#!/usr/bin/env node
// `node examples/webhook-server/src/cli.js`: environment → server, prints where it listens,
// and on SIGINT/SIGTERM stops taking requests and closes the history database before exiting.

import { ConfigError, readConfig } from './config.js';
import { scavengeOnMainThread } from './gc.js';
import { createServer } from './server.js';
import { startupLines } from './startup-log.js';

/** The only argument: move an unreadable HISTORY_FILE aside and start (as HISTORY_RECOVER=1). */
const RECOVER = '--recover';
const unknown = process.argv.slice(2).find((arg) => arg !== RECOVER);
if (unknown !== undefined) {
  console.error(
    `papo-webhook-server: unknown argument "${unknown}": the only one is ${RECOVER} (settings are environment variables)`,
  );
  process.exit(2);
}

/** @type {import('./server-options.js').ServerOptions} */
let options;
try {
  options = readConfig(process.env);
  if (process.argv.includes(RECOVER)) options.history = { ...options.history, recover: true };
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`papo-webhook-server: ${error.message}`);
  process.exit(2);
}

scavengeOnMainThread();
const app = createServer(options);
try {
  await app.listen();
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  const hint = code === 'EADDRINUSE' ? ` (port ${options.port} is taken: set PORT)` : '';
  console.error(`papo-webhook-server: could not start: ${String(error)}${hint}`);
  process.exit(1);
}

// Handlers first: whoever waits for the "listening" line may signal at once, and a signal
// before them would kill the server without closing the history database.
let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) {
    console.error(`papo-webhook-server: ${signal} again, exiting now.`);
    process.exit(130);
  }
  stopping = true;
  console.info(`papo-webhook-server: ${signal}, shutting down…`);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(`papo-webhook-server: error while shutting down: ${String(error)}`);
    process.exit(1);
  }
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

for (const { level, text } of startupLines(options, /** @type {string} */ (app.url))) console[level](text);
if (options.history?.file) console.info(`  history: ${options.history.file}`);
if (options.testFaults) console.info(`  test faults ON: POST ${app.url}/__test__/faults`);
