// `npm start`: builds whatever is not built yet (the library, then the docs site with its
// search index), then runs the reference webhook server, which serves the site and the
// chat webhook on one port. Ctrl+C stops it cleanly (it saves the chat history first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  {
    what: 'the papo-chat library',
    built: ['dist/index.js', 'dist/browser/papo-chat.js', 'dist/browser/sri.json'],
    command: ['run', 'build:lib'],
  },
  {
    what: 'the docs site and its search index',
    built: ['docs-site/dist/index.html', 'docs-site/dist/pagefind/pagefind.js'],
    command: ['run', 'build:site'],
  },
];

for (const step of steps) {
  const missing = step.built.filter((file) => !existsSync(file));
  if (missing.length === 0) {
    console.log(`✔ ${step.what}: already built (npm run build rebuilds everything)`);
    continue;
  }
  console.log(`▶ building ${step.what} (missing ${missing.join(', ')})`);
  const result = spawnSync('npm', step.command, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['examples/webhook-server/src/cli.js'], { stdio: 'inherit' });
// The terminal sends Ctrl+C to both processes; the server shuts down and we follow it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
