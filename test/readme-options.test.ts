// @vitest-environment node
/**
 * The README's options table is checked against the schema, so the documented defaults
 * can never drift from the real ones.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeOptionDefaults } from '../src/core/options/options';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

function documentedOptions() {
  const section = readme.split('<!-- options:start -->')[1]?.split('<!-- options:end -->')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [name, defaultValue] = line.split(' | ').map((cell) => cell.replace(/^\|\s*/, '').trim());
      return { name: name!.replace(/`/g, ''), default: defaultValue!.replace(/^`|`$/g, '') };
    });
}

describe('README options table', () => {
  it('lists every option, in schema order, with its real default', () => {
    expect(documentedOptions()).toEqual(describeOptionDefaults());
  });
});
