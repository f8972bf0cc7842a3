/**
 * The protocol exchanges of test/fixtures/protocol/ (recorded from n8n or written by hand,
 * see its README), read by the core's tests. Each test file types the parts it reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/protocol/');

/** One fixture by its file name without `.json`. */
export function protocolFixture<T>(name: string): T {
  return JSON.parse(readFileSync(`${dir}${name}.json`, 'utf8')) as T;
}

/** Every fixture as `[name, fixture]`. */
export function protocolFixtures<T>(): (readonly [string, T])[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .map((name) => [name, protocolFixture<T>(name)] as const);
}

/** Fails unless a filtered table still holds these fixtures, so a filter that drops them cannot pass unseen. */
export function expectToCover(fixtures: readonly (readonly [string, unknown])[], names: string[]) {
  expect(fixtures.map(([name]) => name)).toEqual(expect.arrayContaining(names));
}
