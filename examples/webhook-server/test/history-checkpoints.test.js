// The history's checkpoints run in a thread of their own: the server's connection never
// copies the write-ahead log into the database file (that fsyncs, inside a commit, on the
// event loop); the thread does, and ends when the history is closed.

import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCheckpoints } from '../src/history-checkpoints.js';
import { connect } from '../src/history-db.js';
import { createHistoryStore } from '../src/history.js';
import { tempDir, waitFor } from './helpers.js';

const LONG = 'Uma resposta longa da Lia sobre a API. '.repeat(100);

describe('checkpoints', () => {
  it('are never done by the server’s connection', async () => {
    const file = join(await tempDir(), 'history.db');
    const s = connect(file);
    try {
      expect(s.db.pragma('wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
    } finally {
      s.db.close();
    }
  });

  it('are done by the thread: the log reaches the database file while the server writes on', async () => {
    const file = join(await tempDir(), 'history.db');
    const s = connect(file);
    const session = Number(s.sql.insertSession.run('s', 0, 1).lastInsertRowid);
    for (let i = 0; i < 200; i += 1) s.sql.insertMessage.run(session, 'ai', LONG);
    const before = statSync(file).size;
    const checkpoints = startCheckpoints(file, { everyMs: 10 });
    try {
      await waitFor(() => statSync(file).size > before + 200 * 1000);
    } finally {
      await checkpoints.stop();
      s.db.close();
    }
  });

  it('end with the history, which keeps every message', async () => {
    const file = join(await tempDir(), 'history.db');
    const store = createHistoryStore({ file });
    for (let i = 0; i < 20; i += 1) store.append(`s${i}`, [{ type: 'ai', content: LONG }]);
    await store.close();
    const reopened = createHistoryStore({ file });
    expect(reopened.get('s19')).toEqual([{ type: 'ai', content: LONG }]);
    await reopened.close();
  });
});
