import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../../src/core/store/events';

describe('createEmitter', () => {
  it('delivers payloads to the listeners of that event only', () => {
    const emitter = createEmitter(() => {});
    const onArrow = vi.fn();
    const onClose = vi.fn();
    emitter.on('arrowKeyDown', onArrow);
    emitter.on('close', onClose);
    emitter.emit('arrowKeyDown', { key: 'ArrowUp', text: 'draft' });
    expect(onArrow).toHaveBeenCalledWith({ key: 'ArrowUp', text: 'draft' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops delivering after off() or the returned unsubscribe', () => {
    const emitter = createEmitter(() => {});
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = emitter.on('open', first);
    emitter.on('open', second);
    unsubscribe();
    emitter.off('open', second);
    emitter.emit('open');
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('keeps two emitters independent (several widgets on one page)', () => {
    const a = createEmitter(() => {});
    const b = createEmitter(() => {});
    const onB = vi.fn();
    b.on('open', onB);
    a.emit('open');
    expect(onB).not.toHaveBeenCalled();
  });

  it('reports a throwing listener and still calls the others', () => {
    const errors: unknown[] = [];
    const emitter = createEmitter((error) => errors.push(error));
    const after = vi.fn();
    emitter.on('close', () => {
      throw new Error('host bug');
    });
    emitter.on('close', after);
    emitter.emit('close');
    expect(after).toHaveBeenCalledOnce();
    expect(String(errors[0])).toContain('host bug');
  });

  it('lets a listener unsubscribe itself while the event is delivered', () => {
    const emitter = createEmitter(() => {});
    const calls: string[] = [];
    const unsubscribe = emitter.on('close', () => {
      calls.push('self');
      unsubscribe();
    });
    emitter.on('close', () => calls.push('other'));
    emitter.emit('close');
    emitter.emit('close');
    expect(calls).toEqual(['self', 'other', 'other']);
  });
});
