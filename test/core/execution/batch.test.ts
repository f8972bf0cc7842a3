import { describe, expect, it } from 'vitest';
import { createFrameBatch } from '../../../src/core/execution/batch';

function frames() {
  const scheduled: (() => void)[] = [];
  const applied: number[][] = [];
  const batch = createFrameBatch<number>(
    (callback) => scheduled.push(callback),
    (queued) => applied.push(queued),
  );
  return { batch, scheduled, applied };
}

describe('frames applied once per animation frame', () => {
  it('everything that arrives before a frame is applied at once, in order, and asks for one frame', () => {
    const { batch, scheduled, applied } = frames();
    for (let frame = 0; frame < 1000; frame += 1) batch.push(frame);
    expect(scheduled).toHaveLength(1);
    expect(applied).toHaveLength(0);
    scheduled.shift()!();
    expect(applied).toHaveLength(1);
    expect(applied[0]).toHaveLength(1000);
    expect(applied[0]!.slice(0, 3)).toEqual([0, 1, 2]);
    batch.push(1000);
    expect(scheduled).toHaveLength(1);
  });

  it('flush applies what is queued now; a frame with nothing queued applies nothing', () => {
    const { batch, scheduled, applied } = frames();
    batch.push(1);
    batch.flush();
    scheduled.shift()!();
    expect(applied).toEqual([[1]]);
    batch.push(2);
    batch.clear();
    scheduled.shift()!();
    expect(applied).toEqual([[1]]);
  });

  it('without a frame scheduler each frame is applied as it arrives', () => {
    const applied: number[][] = [];
    const batch = createFrameBatch<number>(undefined, (queued) => applied.push(queued));
    batch.push(1);
    batch.push(2);
    expect(applied).toEqual([[1], [2]]);
  });
});
