// n8n in queue mode on 127.0.0.1, no Docker: Postgres (data and chat memory), Redis (the
// queue), an n8n main, two workers and one webhook processor, from the install that
// `npm run test:n8n` uses. Every process is started here and stopped here, by pid.
// CLI: node examples/n8n/queue-mode/queue-mode.mjs   (runs until Ctrl-C, then stops all)
// Module: startQueueMode() for `npm run test:n8n -- --queue`. See ../README.md#queue-mode.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  activateWorkflows,
  BIN,
  N8N_DIR,
  WEBHOOKS,
  WORKFLOWS_DIR,
  freePort,
  install,
  N8N_VERSION,
  n8nEnv,
  run,
  webhookIdsOf,
  webhooksAnswer,
} from '../../../scripts/n8n/n8n.mjs';
import { basicAuthCredential, newBasicAuth } from '../../../scripts/n8n/basic-auth.mjs';
import {
  exampleCredentials,
  exampleWorkflows,
  stepsWorkflow,
  withTestCredentials,
} from '../../../scripts/n8n/examples.mjs';
import { startFakeOpenAI } from '../../../test/helpers/fake-openai.mjs';
import { startFront } from './front.mjs';
import { lostJobEnv, lostJobSettings } from './lost-jobs.mjs';
import { ensurePackages, launcher, LOG_DIR, startPostgres, startRedis, stopAll, waitFor } from './services.mjs';
import { postgresVariant, readWorkflows } from './workflows.mjs';

export { killNow, LOG_DIR } from './services.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const SLOW_WEBHOOK = 'a1b2c3d4-0000-4000-8000-0000000e0c05';
/** stream-two-parts.json: streams "part 1 of <message>", waits 3 s, streams "part 2". */
export const TWO_PARTS_WEBHOOK = 'a1b2c3d4-0000-4000-8000-0000000e0c06';
const CREDENTIAL = { id: 'PapoQueuePg00001', name: 'Papo queue Postgres' };

/**
 * Starts the whole topology and resolves once the webhook processor answers on every chat
 * webhook and both workers are ready. Returns the URLs, the processes and `stop()`.
 */
export async function startQueueMode({ workerCount = 2, concurrency = 5 } = {}) {
  ensurePackages();
  install();
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const runDir = mkdtempSync(join(tmpdir(), 'papo-n8n-queue-'));
  const processes = [];
  const stack = {
    runDir,
    processes,
    /** How a dead worker's job is noticed, and when the visitor's request is answered at most. */
    lostJobs: lostJobSettings(N8N_VERSION),
    workers: [],
    stop: async () => {
      await stack.front?.close();
      await stack.openai?.close();
      await stopAll(processes, runDir);
    },
  };

  const launch = launcher(processes);
  try {
    const pg = await startPostgres(launch, runDir);
    stack.pg = pg;
    const redis = await startRedis(launch, runDir);
    // The example workflows' OpenAI Chat Model answers from here (scripts/n8n/examples.mjs).
    stack.openai = await startFakeOpenAI();

    // One environment for every n8n process; each gets its own ports.
    const mainPort = await freePort();
    const webhookPort = await freePort();
    const webhookUrl = `http://127.0.0.1:${webhookPort}`;
    const frontPort = await freePort();
    const publicUrl = `http://127.0.0.1:${frontPort}`;
    const shared = {
      ...n8nEnv(mainPort),
      N8N_USER_FOLDER: join(runDir, 'n8n'),
      N8N_ENCRYPTION_KEY: randomBytes(24).toString('base64'),
      EXECUTIONS_MODE: 'queue',
      QUEUE_BULL_REDIS_HOST: '127.0.0.1',
      QUEUE_BULL_REDIS_PORT: String(redis.port),
      QUEUE_BULL_REDIS_PASSWORD: redis.password,
      DB_TYPE: 'postgresdb',
      DB_POSTGRESDB_HOST: '127.0.0.1',
      DB_POSTGRESDB_PORT: String(pg.port),
      DB_POSTGRESDB_DATABASE: pg.database,
      DB_POSTGRESDB_USER: pg.user,
      DB_POSTGRESDB_PASSWORD: pg.password,
      // Production webhooks are the webhook processor's job, not the main's.
      N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
      // The public URL (the front, see front.mjs): n8n builds Wait-node resume links with it.
      WEBHOOK_URL: `${publicUrl}/`,
      QUEUE_HEALTH_CHECK_ACTIVE: 'true',
      // A worker that dies holds its jobs' locks until they expire; Bull then hands each job
      // to another worker, which runs it again (n8n 1.x's default: a 60 s lock, so about two
      // minutes, and a message the dead worker had already stored is stored twice). Here a
      // lost job is noticed within about 35 s and fails instead (2.x always fails it, and
      // answers 30 s later: lost-jobs.mjs): the visitor sees the error and Retry, and the
      // memory holds each message once. Not shorter: a worker's first AI Agent run loads
      // LangChain and blocked its event loop past a 10 s lock on busy cores, so a live job
      // was failed as stalled. See ../README.md.
      ...lostJobEnv(stack.lostJobs),
    };
    mkdirSync(shared.N8N_USER_FOLDER, { recursive: true });
    const envFor = async (port) => ({
      ...shared,
      N8N_PORT: String(port),
      N8N_RUNNERS_BROKER_PORT: String(await freePort()),
      QUEUE_HEALTH_CHECK_PORT: String(port),
    });

    // Import: a credential for the chat memory, then the workflows with Postgres Chat Memory.
    const importDir = join(runDir, 'import');
    mkdirSync(join(importDir, 'workflows'), { recursive: true });
    const credential = {
      ...CREDENTIAL,
      type: 'postgres',
      data: {
        host: '127.0.0.1',
        port: pg.port,
        database: pg.database,
        user: pg.user,
        password: pg.password,
        ssl: 'disable',
      },
    };
    const basicAuth = newBasicAuth();
    const postgres = { host: '127.0.0.1', port: pg.port, database: pg.database, user: pg.user, password: pg.password };
    writeFileSync(
      join(importDir, 'credentials.json'),
      JSON.stringify([
        credential,
        basicAuthCredential(basicAuth),
        ...exampleCredentials({ openaiUrl: stack.openai.url, postgres }),
      ]),
    );
    const examples = [...exampleWorkflows().map(({ workflow }) => withTestCredentials(workflow)), stepsWorkflow()];
    const workflows = [...readWorkflows(WORKFLOWS_DIR), ...readWorkflows(HERE), ...examples];
    for (const workflow of workflows) {
      writeFileSync(
        join(importDir, 'workflows', `${workflow.id}.json`),
        JSON.stringify(postgresVariant(workflow, CREDENTIAL)),
      );
    }
    const cli = await envFor(mainPort);
    run(
      BIN,
      ['import:credentials', `--input=${join(importDir, 'credentials.json')}`],
      'import-credentials.log',
      cli,
      LOG_DIR,
    );
    run(
      BIN,
      ['import:workflow', '--separate', `--input=${join(importDir, 'workflows')}`],
      'import-workflows.log',
      cli,
      LOG_DIR,
    );
    activateWorkflows(
      workflows.map((workflow) => workflow.id),
      cli,
      LOG_DIR,
    );

    const main = launch('main', BIN, ['start'], { cwd: N8N_DIR, env: cli });
    const mainUrl = `http://127.0.0.1:${mainPort}`;
    const healthy = (url) => () =>
      fetch(url, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.ok,
        () => false,
      );
    await waitFor('n8n main', healthy(`${mainUrl}/healthz/readiness`), { exited: () => main.exited });

    const startWorker = async (index) => {
      const port = await freePort();
      const worker = launch(`worker-${index + 1}`, BIN, ['worker', `--concurrency=${concurrency}`], {
        cwd: N8N_DIR,
        env: await envFor(port),
      });
      worker.healthUrl = `http://127.0.0.1:${port}/healthz/readiness`;
      stack.workers[index] = worker;
      return worker;
    };
    const workers = [];
    for (let index = 0; index < workerCount; index += 1) workers.push(await startWorker(index));
    const webhook = launch('webhook', BIN, ['webhook'], { cwd: N8N_DIR, env: await envFor(webhookPort) });
    for (const worker of workers)
      await waitFor(worker.name, healthy(worker.healthUrl), { exited: () => worker.exited });
    const ids = [...Object.values(WEBHOOKS), SLOW_WEBHOOK, ...webhookIdsOf(examples)];
    await waitFor('n8n webhook processor', () => webhooksAnswer(webhookUrl, ids, basicAuth), {
      exited: () => webhook.exited,
    });

    stack.front = await startFront({ port: frontPort, webhookPort, mainPort });
    Object.assign(stack, { mainUrl, webhookUrl, publicUrl, redis, startWorker, basicAuth });
    /** Restarts worker `index` (after a test killed it) and resolves once it is ready. */
    stack.restartWorker = async (index) => {
      const worker = await startWorker(index);
      await waitFor(worker.name, healthy(worker.healthUrl), { exited: () => worker.exited });
      return worker;
    };
    return stack;
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await startQueueMode();
  // Children are detached (own process groups): this timer keeps the script, and so its
  // signal handlers, alive until Ctrl-C.
  const keepAlive = setInterval(() => {}, 60_000);
  let stopping = null;
  const stopOnce = () => {
    clearInterval(keepAlive);
    stopping ??= stack.stop().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopOnce);
  console.log(`n8n queue mode is up (logs in ${LOG_DIR}); Ctrl-C stops everything.`);
  console.log(`  main (editor, API):  ${stack.mainUrl}`);
  console.log(`  webhook processor:   ${stack.webhookUrl}/webhook/<id>/chat`);
  console.log(`  front (the widget's URL: HTTP to the webhook processor, /chat socket to the main):`);
  for (const [name, id] of Object.entries({ ...WEBHOOKS, slow: SLOW_WEBHOOK, twoParts: TWO_PARTS_WEBHOOK }))
    console.log(`    ${name}: ${stack.publicUrl}/webhook/${id}/chat`);
  console.log(`  workers:             ${stack.workers.map((worker) => `pid ${worker.pid}`).join(', ')}`);
  console.log(`  postgres:            127.0.0.1:${stack.pg.port} (user ${stack.pg.user}, db ${stack.pg.database})`);
  console.log(`  redis:               127.0.0.1:${stack.redis.port}`);
  console.log(`  fake OpenAI:         ${stack.openai.url} (the examples' OpenAI credential)`);
  console.log(`  data:                ${stack.runDir} (deleted on stop)`);
}
