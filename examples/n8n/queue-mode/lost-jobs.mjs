// How n8n in queue mode notices a job whose worker died, as queue-mode.mjs sets it up for
// every n8n process, and how long the webhook processor then takes at most to answer the
// visitor's request (../README.md#a-worker-dies). The tests derive their waits from it.
import { majorOf } from '../../../scripts/n8n/releases.mjs';

/** The script's values (n8n's own: 60 000 / 10 000 / 30 000 / 1, 2.x: always 0 stalls). */
const DEFAULTS = {
  QUEUE_WORKER_LOCK_DURATION: 30_000,
  QUEUE_WORKER_LOCK_RENEW_TIME: 5_000,
  QUEUE_WORKER_STALLED_INTERVAL: 5_000,
  QUEUE_WORKER_MAX_STALLED_COUNT: 0,
};

/**
 * n8n 2.x, once Bull fails a job as stalled, reads the execution's status from the database
 * about once a second for 30 s (`MAX_STALLED_COUNT_GRACE_WINDOW_MS` in its workflow-runner,
 * not configurable) in case the worker finished after all; only then does the webhook
 * processor answer 500. 1.x answers at once.
 */
export const stalledGraceMsOf = (version) => (majorOf(version) >= 2 ? 30_000 : 0);

function whole(env, name) {
  const raw = env[name];
  if (raw === undefined || raw === '') return DEFAULTS[name];
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number (milliseconds or a count), got "${raw}"`);
  return Number(raw);
}

/**
 * The lock settings for n8n `version`, from the QUEUE_WORKER_* variables when set. A lost
 * job's lock lapses at most `lockDurationMs` after the dead worker last renewed it (which
 * was before it died), the next stalled check (every `stalledIntervalMs`, on a live worker)
 * fails it, and n8n 2.x then waits `stalledGraceMs`: `lostJobAnsweredWithinMs` after the kill.
 */
export function lostJobSettings(version, env = process.env) {
  const settings = {
    lockDurationMs: whole(env, 'QUEUE_WORKER_LOCK_DURATION'),
    lockRenewMs: whole(env, 'QUEUE_WORKER_LOCK_RENEW_TIME'),
    stalledIntervalMs: whole(env, 'QUEUE_WORKER_STALLED_INTERVAL'),
    maxStalledCount: whole(env, 'QUEUE_WORKER_MAX_STALLED_COUNT'),
    stalledGraceMs: stalledGraceMsOf(version),
  };
  if (settings.lockRenewMs >= settings.lockDurationMs)
    throw new Error(
      `QUEUE_WORKER_LOCK_RENEW_TIME must be shorter than QUEUE_WORKER_LOCK_DURATION (${settings.lockDurationMs}), got ${settings.lockRenewMs}`,
    );
  return {
    ...settings,
    lostJobAnsweredWithinMs: settings.lockDurationMs + settings.stalledIntervalMs + settings.stalledGraceMs,
  };
}

/** The variables every n8n process of the stack gets. */
export const lostJobEnv = (settings) => ({
  QUEUE_WORKER_LOCK_DURATION: String(settings.lockDurationMs),
  QUEUE_WORKER_LOCK_RENEW_TIME: String(settings.lockRenewMs),
  QUEUE_WORKER_STALLED_INTERVAL: String(settings.stalledIntervalMs),
  QUEUE_WORKER_MAX_STALLED_COUNT: String(settings.maxStalledCount),
});
