// Records what a real n8n streams when one reply comes from two AI Agent nodes in a row
// (test/n8n/workflows/agent-steps.json: "Pesquisa" writes notes, "Resposta" the answer; both
// stream), against the fake OpenAI server, into test/fixtures/protocol/stream-two-agents-<version>.json.
// The widget's unit tests replay that file; run this again when a new n8n changes the stream.
// Usage: node scripts/n8n/record-steps.mjs [--n8n=1|2|<version>]
import { request } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAI, textOf } from '../../test/helpers/fake-openai.mjs';
import { n8nVersionOf } from './releases.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const flag = process.argv.find((arg) => arg.startsWith('--n8n='));
process.env.PAPO_N8N_VERSION = n8nVersionOf(flag?.split('=')[1]);
const { install, start, stop, N8N_VERSION } = await import('./n8n.mjs');

export const STEPS_WORKFLOW = join(ROOT, 'test', 'n8n', 'workflows', 'agent-steps.json');
const QUESTION = 'Quanto tempo dura o token de acesso?';
/** Each agent's answer, told apart by its system prompt. */
const NOTES = 'Notas: a página Autenticação diz que `expires_in` é 3600 segundos.';
const ANSWER = 'O token de acesso vale **uma hora** (`expires_in`: 3600).';

function reply(body) {
  const system = textOf(body.messages.find((message) => message.role === 'system')?.content);
  return { content: system.includes('notas curtas') ? NOTES : ANSWER };
}

/** POSTs and keeps each `data` read of the response as it arrived. */
function postAndRecord(url, body) {
  return new Promise((resolveRecord, reject) => {
    const headers = { 'content-type': 'application/json', accept: '*/*', origin: 'http://127.0.0.1:4321' };
    const outgoing = request(url, { method: 'POST', headers }, (response) => {
      const chunks = [];
      response.setEncoding('utf8');
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolveRecord({ response, chunks, headers }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

const KEPT_HEADERS = ['content-type', 'transfer-encoding', 'cache-control', 'access-control-allow-origin'];

install();
const workflow = JSON.parse(readFileSync(STEPS_WORKFLOW, 'utf8'));
const trigger = workflow.nodes.find((node) => node.type === '@n8n/n8n-nodes-langchain.chatTrigger');
const openai = await startFakeOpenAI({ reply });
try {
  const credentials = [
    {
      id: 'PapoFakeOpenAI01',
      name: 'Papo fake OpenAI',
      type: 'openAiApi',
      data: { apiKey: 'sk-papo-fake', url: openai.url },
    },
  ];
  const { baseUrl } = await start({ credentials, workflows: [workflow] });
  const path = `/webhook/${trigger.webhookId}/chat`;
  const body = { action: 'sendMessage', sessionId: 'papo-steps-trace', chatInput: QUESTION };
  const { response, chunks, headers } = await postAndRecord(`${baseUrl}${path}`, body);
  const fixture = {
    trace: `recorded by scripts/n8n/record-steps.mjs against n8n ${N8N_VERSION}`,
    description: 'streaming reply from two AI Agent nodes in a row: the first writes notes, the second the answer',
    note: 'Both agents stream (enableStreaming) through the fake OpenAI server; chunks are the reads as they arrived.',
    request: { method: 'POST', path, headers, bodyType: 'json', body },
    response: {
      status: response.statusCode,
      headers: Object.fromEntries(
        KEPT_HEADERS.filter((name) => response.headers[name]).map((name) => [name, response.headers[name]]),
      ),
      chunks,
      body: chunks.join(''),
    },
    nodes: Object.fromEntries(workflow.nodes.map((node) => [node.id, node.name])),
  };
  const file = join(ROOT, 'test', 'fixtures', 'protocol', `stream-two-agents-${N8N_VERSION}.json`);
  // What the widget makes of it is written by hand (see the fixtures' README): kept on a re-recording.
  if (existsSync(file)) fixture.expected = JSON.parse(readFileSync(file, 'utf8')).expected;
  writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`✔ ${chunks.length} reads, ${fixture.response.body.split('\n').filter(Boolean).length} lines → ${file}`);
} finally {
  await stop();
  await openai.close();
}
