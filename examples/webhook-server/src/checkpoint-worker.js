// The history's checkpoints, in a thread of their own (history-checkpoints.js starts it). A
// checkpoint copies the write-ahead log into the database file and fsyncs both, which on a
// busy disk takes tens of ms; done by SQLite inside a commit, that is on the event loop.
// PASSIVE never waits for the server's connection: it copies what it can and tries again.

import { parentPort, workerData } from 'node:worker_threads';
import Database from 'libsql';

const { file, everyMs } = /** @type {{ file: string, everyMs: number }} */ (workerData);
const db = new Database(file);
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next beat tries again.
  }
};
const timer = setInterval(checkpoint, everyMs);
parentPort?.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort?.close();
});
