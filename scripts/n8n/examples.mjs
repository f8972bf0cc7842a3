// The importable workflows of examples/n8n/ (papo-chat-workflow*.json) as `npm run test:n8n`
// runs them: each file unchanged except its credentials, which point at a fake OpenAI server
// on 127.0.0.1 (test/helpers/fake-openai.mjs) and at the Postgres of the run, plus a fixed
// workflow id so it can be published after import. test/n8n/examples-n8n.test.ts drives them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXAMPLES_DIR = join(ROOT, 'examples', 'n8n');
/** Two streaming AI Agents in a row, so a reply has a step (test/n8n/steps-n8n.test.ts). */
const STEPS_FILE = join(ROOT, 'test', 'n8n', 'workflows', 'agent-steps.json');
const OPENAI = { id: 'PapoFakeOpenAI01', name: 'Papo fake OpenAI' };
export const EXAMPLES_POSTGRES = { id: 'PapoExamplesPg01', name: 'Papo examples Postgres' };

/** The example files, each with the id it is imported under (the files have none). */
export function exampleWorkflows() {
  return readdirSync(EXAMPLES_DIR)
    .filter((name) => /^papo-chat-workflow.*\.json$/.test(name))
    .sort()
    .map((file, index) => ({
      file,
      workflow: {
        ...JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8')),
        id: `PapoExample${String(index + 1).padStart(5, '0')}`,
      },
    }));
}

/** The two-agent workflow, with the test's credentials; imported beside the examples. */
export const stepsWorkflow = () => withTestCredentials(JSON.parse(readFileSync(STEPS_FILE, 'utf8')));

/** A copy of `workflow` whose nodes use the test's credentials instead of the placeholders. */
export function withTestCredentials(workflow) {
  const ours = { openAiApi: OPENAI, postgres: EXAMPLES_POSTGRES };
  const nodes = workflow.nodes.map((node) => {
    if (!node.credentials) return node;
    const credentials = Object.fromEntries(
      Object.entries(node.credentials).map(([type]) => {
        if (!ours[type]) throw new Error(`${workflow.name}: no test credential for a ${type} credential`);
        return [type, ours[type]];
      }),
    );
    return { ...node, credentials };
  });
  return { ...workflow, nodes };
}

/** The credentials for `n8n import:credentials`: the fake OpenAI's base URL and the run's Postgres. */
export function exampleCredentials({ openaiUrl, postgres }) {
  return [
    { ...OPENAI, type: 'openAiApi', data: { apiKey: 'sk-papo-fake', url: openaiUrl } },
    {
      ...EXAMPLES_POSTGRES,
      type: 'postgres',
      data: { ...postgres, ssl: 'disable' },
    },
  ];
}

/** What the tests need (PAPO_N8N_EXAMPLES): each example's chat URL path and response mode; PAPO_N8N_STEPS: the two-agent workflow's. */
export const examplesEnv = () => ({
  PAPO_N8N_STEPS: `/webhook/${stepsWorkflow().nodes.find((node) => node.webhookId).webhookId}/chat`,
  PAPO_N8N_EXAMPLES: JSON.stringify(
    exampleWorkflows().map(({ file, workflow }) => {
      const trigger = workflow.nodes.find((node) => node.type === '@n8n/n8n-nodes-langchain.chatTrigger');
      return {
        file,
        path: `/webhook/${trigger.webhookId}/chat`,
        streaming: trigger.parameters.options?.responseMode === 'streaming',
        origins: String(trigger.parameters.options?.allowedOrigins ?? '*')
          .split(',')
          .map((origin) => origin.trim()),
      };
    }),
  ),
});
