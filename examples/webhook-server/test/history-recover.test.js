// An unreadable HISTORY_FILE stops the start, naming the way out and touching nothing; with
// --recover (HISTORY_RECOVER=1) it is moved aside with the time in its name, the error log
// says so, and the server starts on a new database.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readConfig } from '../src/config.js';
import { createHistoryStore } from '../src/history/history.js';
import { fakeClock, silentLogger, spawnCli, tempDir, waitFor } from './helpers.js';

/** A file that starts like a SQLite database and is not one. */
function corruptDatabase() {
  const bytes = Buffer.alloc(8192, 0x41);
  Buffer.from('SQLite format 3\0', 'latin1').copy(bytes);
  return bytes;
}

async function corruptFile() {
  const dir = await tempDir('papo-recover-');
  const file = join(dir, 'history.db');
  await writeFile(file, corruptDatabase());
  return { dir, file };
}

describe('a corrupt HISTORY_FILE', () => {
  it('by default: the start is refused, naming --recover, and the file is left as it was', async () => {
    const { dir, file } = await corruptFile();
    const store = createHistoryStore({ file, logger: silentLogger });
    await expect(store.load()).rejects.toThrow(/HISTORY_FILE .*history\.db.*--recover \(or HISTORY_RECOVER=1\)/);
    expect(await readFile(file)).toEqual(corruptDatabase());
    expect(await readdir(dir)).toEqual(['history.db']);
  });

  it('with recover: moved aside with the time in its name, logged as an error, and a new history works', async () => {
    const { dir, file } = await corruptFile();
    /** @type {string[]} */
    const errors = [];
    const clock = fakeClock(Date.UTC(2026, 10, 26, 9, 30));
    const store = createHistoryStore({
      file,
      clock,
      recover: true,
      logger: { ...silentLogger, error: (/** @type {string} */ text) => errors.push(text) },
    });
    await store.load();
    store.append('s', [{ type: 'human', content: 'de novo' }]);
    expect(store.get('s')).toEqual([{ type: 'human', content: 'de novo' }]);
    store.close();

    const aside = 'history.db.corrupt-2026-11-26T09-30-00-000Z';
    expect((await readdir(dir)).filter((name) => !/-(?:wal|shm)$/.test(name)).sort()).toEqual(['history.db', aside]);
    expect(await readFile(join(dir, aside))).toEqual(corruptDatabase());
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('RECOVER');
    expect(errors[0]).toContain(join(dir, aside));
    expect(errors[0]).toContain('EMPTY history');
  });
});

describe('the CLI', () => {
  it('exits 1 on a corrupt file, naming --recover; with --recover it starts, saying so', async () => {
    const { dir, file } = await corruptFile();
    const refused = spawnCli(file);
    onTestFinished(() => {
      refused.child.kill('SIGKILL');
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('--recover');

    const recovered = spawnCli(file, ['--recover']);
    try {
      await waitFor(() => recovered.output().includes('listening on'));
      expect(recovered.output()).toContain('RECOVER');
    } finally {
      recovered.child.kill('SIGTERM');
    }
    expect(await recovered.exited).toBe(0);
    expect((await readdir(dir)).some((name) => name.startsWith('history.db.corrupt-'))).toBe(true);
  });

  it('refuses an unknown argument with exit code 2, naming it', async () => {
    const cli = spawnCli(join(await tempDir(), 'h.db'), ['--recovre']);
    // Were the argument taken, the server would run on: it must not outlive the test.
    onTestFinished(() => {
      cli.child.kill('SIGKILL');
    });
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toContain('unknown argument "--recovre"');
  });

  it('reads HISTORY_RECOVER=1, and refuses another value naming it', () => {
    expect(readConfig({ HISTORY_RECOVER: '1' }).history?.recover).toBe(true);
    expect(readConfig({}).history?.recover).toBe(false);
    expect(() => readConfig({ HISTORY_RECOVER: 'yes' })).toThrow(/^HISTORY_RECOVER: /);
  });
});
