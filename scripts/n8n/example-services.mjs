// What the example workflows need beside n8n in `npm run test:n8n` (not in queue mode, which
// has its own Postgres): the fake OpenAI server in this process and a Postgres of their own
// for the streaming example's Postgres Chat Memory, both on 127.0.0.1, stopped by stop().
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePackages, launcher, startPostgres, stopAll } from '../../examples/n8n/queue-mode/services.mjs';
import { startFakeOpenAI } from '../../test/helpers/fake-openai.mjs';
import { exampleCredentials, exampleWorkflows, stepsWorkflow, withTestCredentials } from './examples.mjs';
import { N8N_DIR } from './n8n.mjs';

export const EXAMPLES_LOG_DIR = join(N8N_DIR, 'examples-logs');

/** Resolves `{ credentials, workflows, stop }` for n8n.mjs start(). */
export async function startExampleServices() {
  ensurePackages({ redis: false });
  rmSync(EXAMPLES_LOG_DIR, { recursive: true, force: true });
  mkdirSync(EXAMPLES_LOG_DIR, { recursive: true });
  const runDir = mkdtempSync(join(tmpdir(), 'papo-n8n-examples-'));
  const processes = [];
  let openai = null;
  const stop = async () => {
    await openai?.close();
    await stopAll(processes, runDir);
  };
  try {
    openai = await startFakeOpenAI();
    const pg = await startPostgres(launcher(processes, EXAMPLES_LOG_DIR), runDir, EXAMPLES_LOG_DIR);
    const postgres = { host: '127.0.0.1', port: pg.port, database: pg.database, user: pg.user, password: pg.password };
    return {
      openai,
      credentials: exampleCredentials({ openaiUrl: openai.url, postgres }),
      workflows: [...exampleWorkflows().map(({ workflow }) => withTestCredentials(workflow)), stepsWorkflow()],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
