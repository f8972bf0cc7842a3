// @vitest-environment node
/**
 * The fake OpenAI server (test/helpers/fake-openai.mjs) that the n8n example tests point an
 * OpenAI credential at: Chat Completions as JSON and as Server-Sent Events, tool calls, the
 * API key check, and the requests it keeps.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI } from '../helpers/fake-openai.mjs';

type Started = Awaited<ReturnType<typeof startFakeOpenAI>>;
interface ToolCall {
  index?: number;
  type: string;
  function: { name: string; arguments: string };
}
interface Choice {
  message: { role: string; content: string | null; tool_calls?: ToolCall[] };
  delta: { content?: string; tool_calls?: ToolCall[] };
  finish_reason: string | null;
}
/** The parts of the API's answers these tests read. */
interface Answer {
  object: string;
  choices: Choice[];
  usage?: { completion_tokens: number };
  error?: { message: string };
  data?: Array<{ id: string }>;
}
let openai: Started | null = null;
afterEach(async () => {
  await openai?.close();
  openai = null;
});

const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${openai!.url}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ model: 'gpt-4o-mini', ...body }),
  });

/** The JSON of each `data:` event, until `[DONE]` (which must come last). */
async function events(response: Response) {
  const blocks = (await response.text()).split('\n\n').filter(Boolean);
  expect(blocks.at(-1)).toBe('data: [DONE]');
  return blocks.slice(0, -1).map((block) => JSON.parse(block.replace(/^data: /, '')) as Answer);
}

const conversation = [
  { role: 'system', content: 'Você é a Lia.' },
  { role: 'user', content: 'oi' },
  { role: 'assistant', content: 'olá' },
  { role: 'user', content: [{ type: 'text', text: 'tudo bem?' }] },
];

describe('the fake OpenAI server', () => {
  it('answers one JSON completion that repeats the last user message and counts the earlier turns', async () => {
    openai = await startFakeOpenAI();
    const response = await ask({ messages: conversation });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0]!.message).toEqual({
      role: 'assistant',
      content: 'Lia (fake model) heard "tudo bem?" after 2 earlier messages.',
    });
    expect(body.choices[0]!.finish_reason).toBe('stop');
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0].messages[0]).toEqual({ role: 'system', content: 'Você é a Lia.' });
  });

  it('streams the same text word by word as Server-Sent Events, with usage when asked', async () => {
    openai = await startFakeOpenAI({ reply: () => ({ content: 'uma resposta em partes' }) });
    const response = await ask({ messages: conversation, stream: true, stream_options: { include_usage: true } });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const chunks = await events(response);
    const text = chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('');
    expect(text).toBe('uma resposta em partes');
    expect(chunks.filter((chunk) => chunk.choices[0]?.delta?.content).length).toBe(4);
    expect(chunks.at(-2)!.choices[0]!.finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: 4 } });
  });

  it('answers tool calls, as JSON and streamed', async () => {
    const reply = () => ({ toolCalls: [{ name: 'buscar_docs', arguments: { consulta: 'webhook' } }] });
    openai = await startFakeOpenAI({ reply });
    const json = (await (await ask({ messages: conversation })).json()) as Answer;
    expect(json.choices[0]!.finish_reason).toBe('tool_calls');
    expect(json.choices[0]!.message.tool_calls![0]!.function).toEqual({
      name: 'buscar_docs',
      arguments: '{"consulta":"webhook"}',
    });
    const chunks = await events(await ask({ messages: conversation, stream: true }));
    const call = chunks.find((chunk) => chunk.choices[0]?.delta?.tool_calls)!.choices[0]!.delta.tool_calls![0];
    expect(call).toMatchObject({ index: 0, type: 'function', function: { name: 'buscar_docs' } });
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('tool_calls');
  });

  it('refuses a wrong API key, an unknown path and a body without messages, as the API does', async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test' });
    const wrongKey = await ask({ messages: conversation }, { Authorization: 'Bearer sk-other' });
    expect(wrongKey.status).toBe(401);
    expect(((await wrongKey.json()) as Answer).error!.message).toMatch(/API key/);
    const auth = { Authorization: 'Bearer sk-test' };
    expect((await fetch(`${openai.url}/embeddings`, { method: 'POST', headers: auth })).status).toBe(404);
    expect((await ask({}, auth)).status).toBe(400);
    const models = (await (await fetch(`${openai.url}/models`, { headers: auth })).json()) as Answer;
    expect(models.data![0]!.id).toBe('gpt-4o-mini');
  });
});
