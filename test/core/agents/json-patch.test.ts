/**
 * The JSON Patch that AG-UI's STATE_DELTA events carry (src/core/agents/json-patch.ts),
 * held to the JSON Patch test suite: every enabled record, the expected document or an error.
 */
import { describe, expect, it } from 'vitest';
import { applyPatch } from '../../../src/core/agents/json-patch';
import specTests from '../../fixtures/json-patch/spec_tests.json';
import tests from '../../fixtures/json-patch/tests.json';

interface TestRecord {
  comment?: string;
  doc?: unknown;
  patch?: unknown;
  expected?: unknown;
  error?: string;
  disabled?: boolean;
}

const records = [...(specTests as TestRecord[]), ...(tests as TestRecord[])].filter(
  (record) => record.patch !== undefined && !record.disabled,
);

describe('applyPatch', () => {
  it('runs the whole suite', () => {
    expect(records.length).toBeGreaterThan(100);
  });

  it.each(records.map((record, at) => [record.comment ?? `record ${at}`, record] as const))('%s', (_, record) => {
    const before = structuredClone(record.doc);
    if (record.error !== undefined) {
      expect(() => applyPatch(record.doc, record.patch)).toThrow();
    } else if (Object.hasOwn(record, 'expected')) {
      expect(applyPatch(record.doc, record.patch)).toEqual(record.expected);
    } else {
      // A record with neither only says the patch applies.
      expect(() => applyPatch(record.doc, record.patch)).not.toThrow();
    }
    // The document given is never changed: a failed patch leaves the state as it was.
    expect(record.doc).toEqual(before);
  });

  it('adds a member named __proto__ as a member, not as the prototype', () => {
    const patched = applyPatch({}, [{ op: 'add', path: '/__proto__', value: { polluted: true } }]) as object;
    expect(Object.getPrototypeOf(patched)).toBe(Object.prototype);
    expect(Object.keys(patched)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
