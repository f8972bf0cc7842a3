// A history file the server cannot read (a corrupt database, a file that is not ours) stops
// the start by default: the history is the visitors', and only someone who looked should
// decide to drop it. With --recover (HISTORY_RECOVER=1) the file is moved aside, with the time
// in its name, the error log says so loudly, and the server starts on a new database.

import { existsSync, renameSync } from 'node:fs';

/**
 * @template T
 * @param {() => T} open opens (creates, migrates) the database
 * @param {{ file: string | undefined, recover?: boolean, now: number, logger: Pick<Console, 'error'> }} options
 * @returns {T}
 */
export function openOrRecover(open, { file, recover = false, now, logger }) {
  if (!file) return open();
  try {
    return open();
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).replace(/\.?$/, '.');
    if (!recover) {
      throw new Error(
        `${why} To start anyway on a new history, with this file kept aside, run with --recover (or HISTORY_RECOVER=1).`,
        { cause: error },
      );
    }
    const aside = moveAside(file, now);
    logger.error(
      `RECOVER (--recover / HISTORY_RECOVER=1): ${why} The file was moved to ${aside}; ` +
        'the server starts with an EMPTY history.',
    );
    return open();
  }
}

/**
 * Renames the file (and its journal files) to `<file>.corrupt-<time>`.
 * @param {string} file @param {number} now @returns {string} the new name
 */
function moveAside(file, now) {
  const aside = `${file}.corrupt-${new Date(now).toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  }
  return aside;
}
