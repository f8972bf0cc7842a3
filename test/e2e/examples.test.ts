// @vitest-environment node
/**
 * Each example's README followed as a newcomer would: its `npm run example:…` command, read
 * from the README itself (a README that drifts from the scripts fails here), run over the
 * build `npm test` made, on a free port. The page it prints is opened in Chromium, Lia is
 * asked a question the docs answer, and her first source link must be absolute, on the
 * page's origin, and open that docs page. Then a stop signal must end every process the
 * command started.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { servedFrom } from '../helpers/static-server.mjs';
import { connectChromium } from './chromium-connection';
import { commandLine, isRunning, processTree } from './process-tree';
import { openPage, requireBuild } from './site/helpers';

requireBuild({ bundle: true });

const REPO = servedFrom();
/** Building the React app (the first time only) is minutes of CPU on a busy machine: a bound, not a speed. */
const REACT_BUILD_TIMEOUT_MS = 600_000;

const EXAMPLES = [
  { readme: 'examples/plain-html/README.md', script: 'example:plain-html', first: true },
  { readme: 'examples/plain-html/README.md', script: 'example:element', first: false },
  { readme: 'examples/react-app/README.md', script: 'example:react', first: true },
];

/** Every command line of the README's `sh` blocks, comments dropped. */
function shellLines(readme: string): string[] {
  const text = readFileSync(servedFrom(readme), 'utf8');
  return [...text.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap((block) =>
    block[1]!
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

let browser: Browser;
const started: number[] = [];

beforeAll(async () => {
  browser = await connectChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(() => {
  // A failed test must not leave a server behind.
  for (const pid of started.splice(0)) {
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
});

/** Runs the README's command until it prints the page to open. */
async function runAsWritten(command: string[]) {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: REPO,
    // The README says PORT picks the port; 0 is any free one, so two runs never clash.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child.pid!);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const printed = /whose chat answers: (http:\/\/\S+)/.exec(output);
      if (printed) resolve(printed[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited (${code}) first:\n${output}`)));
  });
  const tree = processTree(child.pid!);
  started.push(...tree.slice(1));
  return { child, url, tree, output: () => output };
}

describe("the examples' READMEs, followed as written", () => {
  it.each(EXAMPLES)(
    '$readme: `npm run $script` prints a page whose chat answers, with sources that open the docs',
    async ({ readme, script, first }) => {
      const lines = shellLines(readme);
      const command = lines.find((line) => line.startsWith(`npm run ${script}`));
      expect(command, `${readme} shows \`npm run ${script}\``).toBe(`npm run ${script}`);
      if (first) expect(lines[0], `the first step of ${readme}`).toBe(command);

      const { child, url, tree, output } = await runAsWritten(command!.split(' '));
      expect(output()).toContain('docs:    ');
      expect(output()).not.toContain('NONE LOADED');

      // Chromium reports a Content-Security-Policy violation as a console error: none may come.
      const { page, context, errors } = await openPage(browser, url);
      await page.getByRole('button', { name: 'Abrir chat' }).click();
      const textbox = page.getByRole('textbox', { name: 'Escreva sua pergunta…' });
      await textbox.fill('Como renovar o token?');
      await textbox.press('Enter');

      const source = page.locator('.papo-message--bot .papo-sources__link').first();
      await source.waitFor();
      const href = (await source.getAttribute('href'))!;
      const label = (await source.textContent())!;
      // Absolute, on the page's own origin, where the reference server serves the docs.
      expect(href.startsWith(`${new URL(url).origin}/docs/`), href).toBe(true);
      const docs = await context.newPage();
      const response = await docs.goto(href);
      expect(response?.status()).toBe(200);
      expect(await docs.title()).toBe(`${label.split(' › ')[0]} | Atesta Docs`);

      expect(errors).toEqual([]);
      await context.close();

      // As Ctrl+C would: the signal to the command's process group.
      process.kill(-child.pid!, 'SIGINT');
      await expect
        .poll(() => tree.filter(isRunning).map((pid) => `${pid} ${commandLine(pid)}`), { timeout: 30_000 })
        .toEqual([]);
    },
    REACT_BUILD_TIMEOUT_MS,
  );
});
