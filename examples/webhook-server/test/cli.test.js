// The environment variables, and the CLI as a real process: starts, prints its URL,
// serves, and on SIGTERM shuts down cleanly with the history in its database.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { CLI_DEFAULTS, readConfig } from '../src/config.js';
import { LOCAL_DEV_ORIGINS } from '../src/chat/cors.js';
import { spawnCli, tempDir, waitFor, WEBHOOK } from './helpers.js';

const CLI = fileURLToPath(new URL('../src/cli.js', import.meta.url));

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({}, '/srv');
    expect(config).toMatchObject({
      port: 4321,
      host: 'localhost',
      siteDir: CLI_DEFAULTS.SITE_DIR,
      allowedOrigins: LOCAL_DEV_ORIGINS,
      maxBodyBytes: 10 * 1024 * 1024,
      maxFiles: 5,
      streamDelayMs: 30,
      testFaults: false,
      history: {
        file: undefined,
        maxMessages: 100,
        maxSessions: 1000,
        maxTotalMessages: 20_000,
        idleMs: 24 * 60 * 60 * 1000,
      },
    });
    expect(CLI_DEFAULTS.SITE_DIR.endsWith(join('docs-site', 'dist'))).toBe(true);
  });

  it('reads every variable, paths relative to the working directory', () => {
    const config = readConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        SITE_DIR: 'site',
        ALLOWED_ORIGINS: 'https://docs.atesta.example, http://localhost:*',
        HISTORY_FILE: 'data/history.db',
        HISTORY_MAX_MESSAGES: '20',
        HISTORY_MAX_SESSIONS: '50',
        HISTORY_MAX_TOTAL_MESSAGES: '500',
        HISTORY_IDLE_MINUTES: '60',
        MAX_BODY_BYTES: '2048',
        MAX_FILES: '1',
        STREAM_DELAY_MS: '0',
        PAPO_TEST_FAULTS: '1',
        CHAT_INPUT_KEY: 'pergunta',
        CHAT_SESSION_KEY: 'conversa',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      siteDir: '/srv/site',
      allowedOrigins: ['https://docs.atesta.example', 'http://localhost:*'],
      maxBodyBytes: 2048,
      maxFiles: 1,
      streamDelayMs: 0,
      testFaults: true,
      chatInputKey: 'pergunta',
      chatSessionKey: 'conversa',
      history: {
        file: '/srv/data/history.db',
        maxMessages: 20,
        maxSessions: 50,
        maxTotalMessages: 500,
        idleMs: 3_600_000,
      },
    });
  });

  for (const [name, value] of [
    ['PORT', 'http'],
    ['PORT', '70000'],
    ['MAX_BODY_BYTES', '-1'],
    ['ALLOWED_ORIGINS', 'https://docs.atesta.example/path'],
    ['ALLOWED_ORIGINS', 'docs.atesta.example'],
    ['PAPO_TEST_FAULTS', 'yes'],
    ['HISTORY_MAX_TOTAL_MESSAGES', '1'],
    ['CHAT_INPUT_KEY', 'action'],
    ['CHAT_SESSION_KEY', 'a b'],
    ['DOCS_DIR', 'docs-site/src/content/docs'],
  ]) {
    it(`refuses ${name}=${value}, naming the variable`, () => {
      expect(() => readConfig({ [String(name)]: value })).toThrow(new RegExp(`^${name}: `));
    });
  }
});

describe('DOCS_DIR, read no more', () => {
  it('says where Lia reads the docs now', () => {
    expect(() => readConfig({ DOCS_DIR: 'docs' })).toThrow(/docs-text\.json in SITE_DIR.*npm run build:site/);
  });
});

describe('the CLI process', () => {
  it('prints its URL, serves the webhook and the site, and exits 0 on SIGTERM with the history saved', async () => {
    const historyFile = join(await tempDir(), 'history.db');
    const { child, output: printed, exited } = spawnCli(historyFile);
    try {
      await waitFor(() => printed().includes('docs:'));
      const output = printed();
      const base = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      expect(output).toContain(`webhook: ${base}/webhook/chat`);
      const reply = await fetch(`${base}${WEBHOOK}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'sendMessage', sessionId: 'cli', chatInput: 'Como renovar o token?' }),
      });
      expect((await reply.json()).sources).toContainEqual(
        expect.objectContaining({ url: `${base}/docs/api/autenticacao#renovar-o-token` }),
      );
      expect((await fetch(`${base}/docs/intro`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const saved = new Database(historyFile, { readonly: true });
    try {
      expect(saved.prepare('SELECT key FROM sessions').all()).toEqual([{ key: 'cli' }]);
    } finally {
      saved.close();
    }
  });

  it('exits 2 with a clear message on a bad variable', async () => {
    const child = spawn(process.execPath, [CLI], { env: { ...process.env, PORT: 'abc' } });
    let errors = '';
    child.stderr.on('data', (data) => (errors += data));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(errors).toContain('PORT: must be a whole number');
  });
});
