// Environment variables → createServer() options, with a message naming the variable
// when one is wrong.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, fieldName, parseMounts, parseOrigins, publicUrl } from './config-values.js';
import { DOCS_TEXT_FILE } from './lia/docs-index.js';
import { DEFAULTS } from './server-options.js';

/** The repository root, for the default docs-site paths. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What the CLI uses when a variable is unset (createServer's own defaults stream with no pause). */
export const CLI_DEFAULTS = {
  SITE_DIR: resolve(REPO_ROOT, 'docs-site/dist'),
  STREAM_DELAY_MS: 30,
};

export { ConfigError };

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} [cwd] where relative paths start
 * @returns {import('./server-options.js').ServerOptions}
 */
export function readConfig(env, cwd = process.cwd()) {
  /** @param {string} name */
  const text = (name) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  /** @param {string} name @param {number} fallback @param {number} min @param {number} max */
  const integer = (name, fallback, min, max) => {
    const value = text(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max) {
      throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
    }
    return number;
  };
  /** @param {string} name @param {string} fallback */
  const path = (name, fallback) => resolve(cwd, text(name) ?? fallback);

  if (text('DOCS_DIR') !== undefined) {
    // Lia used to read the MDX sources; she now reads the text the site's build writes.
    throw new ConfigError(
      'DOCS_DIR',
      'is no longer read: Lia answers from docs-text.json in SITE_DIR, which `npm run build:site` writes',
    );
  }
  const siteDir = path('SITE_DIR', CLI_DEFAULTS.SITE_DIR);
  const historyFile = text('HISTORY_FILE');
  const faults = text('PAPO_TEST_FAULTS');
  if (faults !== undefined && faults !== '0' && faults !== '1') {
    throw new ConfigError('PAPO_TEST_FAULTS', `must be 1 (on) or 0 (off), got "${faults}"`);
  }
  const recover = text('HISTORY_RECOVER');
  if (recover !== undefined && recover !== '0' && recover !== '1') {
    throw new ConfigError(
      'HISTORY_RECOVER',
      `must be 1 (move an unreadable HISTORY_FILE aside) or 0, got "${recover}"`,
    );
  }
  const maxBodyBytes = integer('MAX_BODY_BYTES', DEFAULTS.maxBodyBytes, 1024, 1024 * 1024 * 1024);
  const maxInflightBodyBytes = integer(
    'MAX_INFLIGHT_BODY_BYTES',
    Math.max(DEFAULTS.maxInflightBodyBytes, maxBodyBytes),
    1024,
    64 * 1024 * 1024 * 1024,
  );
  if (maxInflightBodyBytes < maxBodyBytes) {
    // Otherwise a body the server accepts could never be received.
    throw new ConfigError('MAX_INFLIGHT_BODY_BYTES', `must be at least MAX_BODY_BYTES (${maxBodyBytes})`);
  }
  const maxJsonBodyBytes = integer('MAX_JSON_BODY_BYTES', DEFAULTS.maxJsonBodyBytes, 1024, maxBodyBytes);
  const maxInflightBodyBytesPerClient = integer(
    'MAX_INFLIGHT_BODY_BYTES_PER_CLIENT',
    Math.min(maxInflightBodyBytes, Math.max(DEFAULTS.maxInflightBodyBytesPerClient, maxBodyBytes)),
    maxBodyBytes,
    maxInflightBodyBytes,
  );
  const jsonBodyReserveBytes = integer(
    'JSON_BODY_RESERVE_BYTES',
    Math.min(DEFAULTS.jsonBodyReserveBytes, maxInflightBodyBytes - maxBodyBytes),
    0,
    maxInflightBodyBytes - maxBodyBytes,
  );
  const headersTimeoutMs = integer('HEADERS_TIMEOUT_MS', DEFAULTS.headersTimeoutMs, 100, 600_000);
  const requestTimeoutMs = integer('REQUEST_TIMEOUT_MS', DEFAULTS.requestTimeoutMs, 100, 3_600_000);
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new ConfigError('REQUEST_TIMEOUT_MS', `must be at least HEADERS_TIMEOUT_MS (${headersTimeoutMs})`);
  }
  return {
    port: integer('PORT', DEFAULTS.port, 0, 65535),
    host: text('HOST') ?? DEFAULTS.host,
    siteDir,
    docsText: docsTextFile(text('DOCS_TEXT_FILE'), siteDir, cwd),
    mounts: parseMounts(text('MOUNTS'), cwd),
    publicUrl: publicUrl(text('PUBLIC_URL')),
    allowedOrigins: parseOrigins(text('ALLOWED_ORIGINS')),
    chatInputKey: fieldName('CHAT_INPUT_KEY', text('CHAT_INPUT_KEY') ?? DEFAULTS.chatInputKey),
    chatSessionKey: fieldName('CHAT_SESSION_KEY', text('CHAT_SESSION_KEY') ?? DEFAULTS.chatSessionKey),
    maxBodyBytes,
    maxJsonBodyBytes,
    maxInflightBodyBytes,
    maxInflightBodyBytesPerClient,
    jsonBodyReserveBytes,
    headersTimeoutMs,
    requestTimeoutMs,
    bodyTimeoutMs: integer('BODY_TIMEOUT_MS', DEFAULTS.bodyTimeoutMs, 100, 600_000),
    minBodyBytesPerSecond: integer('MIN_BODY_BYTES_PER_SECOND', DEFAULTS.minBodyBytesPerSecond, 0, 1024 * 1024 * 1024),
    minBodyRateGraceMs: integer('MIN_BODY_RATE_GRACE_MS', DEFAULTS.minBodyRateGraceMs, 100, 600_000),
    keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', DEFAULTS.keepAliveTimeoutMs, 100, 600_000),
    maxPipelinedRequests: integer('MAX_PIPELINED_REQUESTS', DEFAULTS.maxPipelinedRequests, 0, 10_000),
    maxConnectionsPerClient: integer('MAX_CONNECTIONS_PER_CLIENT', DEFAULTS.maxConnectionsPerClient, 1, 1_000_000),
    sendTimeoutMs: integer('SEND_TIMEOUT_MS', DEFAULTS.sendTimeoutMs, 100, 3_600_000),
    maxFiles: integer('MAX_FILES', DEFAULTS.maxFiles, 0, 1000),
    streamDelayMs: integer('STREAM_DELAY_MS', CLI_DEFAULTS.STREAM_DELAY_MS, 0, 10_000),
    history: {
      file: historyFile === undefined ? undefined : resolve(cwd, historyFile),
      maxMessages: integer('HISTORY_MAX_MESSAGES', DEFAULTS.history.maxMessages, 2, 100_000),
      maxSessions: integer('HISTORY_MAX_SESSIONS', DEFAULTS.history.maxSessions, 1, 10_000_000),
      maxTotalMessages: integer('HISTORY_MAX_TOTAL_MESSAGES', DEFAULTS.history.maxTotalMessages, 2, 100_000_000),
      idleMs: integer('HISTORY_IDLE_MINUTES', DEFAULTS.history.idleMs / 60_000, 1, 525_600) * 60_000,
      recover: recover === '1',
    },
    testFaults: faults === '1',
  };
}

/**
 * The docs Lia answers from: `DOCS_TEXT_FILE` when set (it must exist); else SITE_DIR's own
 * docs-text.json; else, when SITE_DIR has none (it serves something else, an example), the
 * docs site's build, so that serving another folder does not leave Lia without docs.
 * @param {string | undefined} value
 * @param {string} siteDir
 * @param {string} cwd
 */
function docsTextFile(value, siteDir, cwd) {
  if (value !== undefined) {
    const file = resolve(cwd, value);
    if (!existsSync(file)) {
      throw new ConfigError(
        'DOCS_TEXT_FILE',
        `no file at ${file}: \`npm run build:site\` writes docs-site/dist/${DOCS_TEXT_FILE}`,
      );
    }
    return file;
  }
  const own = join(siteDir, DOCS_TEXT_FILE);
  const built = join(CLI_DEFAULTS.SITE_DIR, DOCS_TEXT_FILE);
  return existsSync(own) || !existsSync(built) ? own : built;
}
