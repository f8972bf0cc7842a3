// `npm run dev`: work on the widget and the site together. tsup rebuilds the library on
// change, Astro's dev server reloads the site (which imports the built library), and the
// reference server answers the chat webhook; Astro proxies /webhook to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsup', '--watch'], { stdio: 'inherit' }),
  spawn(process.execPath, ['examples/webhook-server/src/cli.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.WEBHOOK_PORT ?? '4322' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'docs-site'], {
    stdio: 'inherit',
    env: { ...process.env, PAPO_WEBHOOK_PROXY: `http://localhost:${process.env.WEBHOOK_PORT ?? '4322'}` },
  }),
];

function stop(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && stop('SIGTERM'));
