/**
 * The queue-mode stack's lock settings (examples/n8n/queue-mode/lost-jobs.mjs) and the time
 * within which n8n answers a request whose worker died: the worker-crash test waits on it.
 */
import { describe, expect, it } from 'vitest';
import { lostJobEnv, lostJobSettings } from '../../examples/n8n/queue-mode/lost-jobs.mjs';

describe('lostJobSettings', () => {
  it("adds 2.x's fixed 30 s grace to the lock and the stalled check", () => {
    const settings = lostJobSettings('2.41.1', {});
    expect(settings).toMatchObject({ lockDurationMs: 30_000, stalledIntervalMs: 5_000, stalledGraceMs: 30_000 });
    expect(settings.lostJobAnsweredWithinMs).toBe(65_000);
  });

  it('has no grace on 1.x', () => {
    expect(lostJobSettings('1.123.81', {}).lostJobAnsweredWithinMs).toBe(35_000);
  });

  it('follows the QUEUE_WORKER_* variables and gives them back to every n8n process', () => {
    const env = {
      QUEUE_WORKER_LOCK_DURATION: '60000',
      QUEUE_WORKER_LOCK_RENEW_TIME: '10000',
      QUEUE_WORKER_STALLED_INTERVAL: '30000',
      QUEUE_WORKER_MAX_STALLED_COUNT: '1',
    };
    const settings = lostJobSettings('2.41.1', env);
    expect(settings.lostJobAnsweredWithinMs).toBe(120_000);
    expect(lostJobEnv(settings)).toEqual(env);
  });

  it('names the variable that is not a whole number', () => {
    expect(() => lostJobSettings('2.41.1', { QUEUE_WORKER_STALLED_INTERVAL: '5s' })).toThrow(
      'QUEUE_WORKER_STALLED_INTERVAL must be a whole number (milliseconds or a count), got "5s"',
    );
  });

  it('refuses a renewal that is not shorter than the lock', () => {
    expect(() => lostJobSettings('2.41.1', { QUEUE_WORKER_LOCK_RENEW_TIME: '30000' })).toThrow(
      'QUEUE_WORKER_LOCK_RENEW_TIME must be shorter than QUEUE_WORKER_LOCK_DURATION (30000), got 30000',
    );
  });
});
