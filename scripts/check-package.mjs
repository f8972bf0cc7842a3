// Packs the library exactly as npm would publish it, then checks the tarball with publint
// (package.json fields, exports map, files) and are-the-types-wrong (types resolve for ESM,
// CJS and bundlers).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'papo-pack-'));
try {
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { encoding: 'utf8' });
  const [{ filename, size, unpackedSize }] = JSON.parse(output);
  const tarball = join(dir, filename);
  console.log(`packed ${filename}: ${size} bytes (${unpackedSize} unpacked)`);
  execFileSync('npx', ['publint', 'run', tarball, '--strict'], { stdio: 'inherit' });
  // theme-tokens.json is data for docs and tools, mapped by `exports` only: TypeScript's old
  // `node10` resolution, which ignores `exports`, cannot find it, and need not.
  execFileSync('npx', ['attw', tarball, '--exclude-entrypoints', 'theme-tokens.json'], { stdio: 'inherit' });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
