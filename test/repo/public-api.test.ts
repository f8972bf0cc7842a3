/**
 * The public API is curated (docs/architecture.md#the-public-api): each entry point names
 * what it exports, and scripts/api-report.mjs writes the surface that `npm run api:check`
 * compares with the checked-in report.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReport } from '../../scripts/api-report.mjs';

const ENTRY_POINTS = ['src/index.ts', 'src/react/index.ts', 'src/element/index.ts'];

describe('the public API', () => {
  it.each(ENTRY_POINTS)('%s names each export (no `export *`)', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/^export\s+(type\s+)?\*/m);
  });

  it('reports exported declarations without comments or bodies, and the types they reach', () => {
    const fixture = resolve('test/fixtures/api-report');
    // Without the DOM, Node and React types the fixture's program is small: the check is quick on a busy machine.
    const report = apiReport([['fixture', `${fixture}/entry.ts`]], fixture, { noLib: true, types: [], jsx: undefined });
    const [publicPart, reachedPart] = report.split('reached from the above');
    expect(publicPart).toContain('// render\nfunction render(options: Options): string;');
    expect(publicPart).toMatch(/interface Options \{\n\s+size: number;\n\s+reached: Reached;\n\}/);
    // The internal type that a public one names is part of the surface.
    expect(reachedPart).toMatch(/interface Reached \{\n\s+depth: number;\n\}/);
    // A union's members are sorted, so the report does not move when TypeScript meets them in another order.
    expect(publicPart).toContain(`type Mode = 'alpha' | 'zeta';`);
    // What nothing public names is not, and neither are comments.
    expect(report).not.toContain('helperShape');
    expect(report).not.toContain('Comments are not');
  });
});
