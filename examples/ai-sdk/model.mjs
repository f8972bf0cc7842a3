/**
 * The model behind the route. Without OPENAI_API_KEY it is a stand-in: `MockLanguageModelV3`
 * from `ai/test` (the AI SDK's own test model) playing a script, so the example runs with
 * no account and no network. It thinks aloud, calls the weather tool, then answers with the
 * tool's result, the question, and the earlier questions of the chat (which shows that the
 * widget sent the history). With OPENAI_API_KEY it is a real OpenAI model, through
 * `@ai-sdk/openai`, which you install yourself (see README.md).
 */
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';

/**
 * `chunkDelayMs`: the stand-in's pause between two chunks, so the reply visibly streams
 * (0: none, for tests). `env`: where OPENAI_API_KEY and OPENAI_MODEL are read.
 */
export async function chooseModel({ env = process.env, chunkDelayMs = 40 } = {}) {
  if (!env.OPENAI_API_KEY) {
    return { model: scriptedModel(chunkDelayMs), description: 'a scripted stand-in (no OPENAI_API_KEY)' };
  }
  const { createOpenAI } = await importOpenAi();
  const modelId = env.OPENAI_MODEL || 'gpt-4.1-mini';
  return { model: createOpenAI({ apiKey: env.OPENAI_API_KEY })(modelId), description: `OpenAI's ${modelId}` };
}

async function importOpenAi() {
  try {
    return await import('@ai-sdk/openai');
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('@ai-sdk/openai')) throw error;
    throw new Error(
      'OPENAI_API_KEY is set, but @ai-sdk/openai is not installed. Run `npm install --no-save @ai-sdk/openai@3` ' +
        '(3.x goes with ai 6), or unset OPENAI_API_KEY to use the scripted stand-in.',
      { cause: error },
    );
  }
}

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 0, text: 0, reasoning: undefined },
};
const finish = (reason) => ({ type: 'finish', finishReason: { unified: reason, raw: reason }, usage });
/** Words with their spaces, so the text arrives a word at a time. */
const words = (text) => text.split(/(?<= )/);

/** What the visitor asked, oldest first. */
function questions(prompt) {
  return prompt
    .filter((message) => message.role === 'user')
    .map((message) =>
      message.content
        .filter((part) => part.type === 'text')
        .map((part) => part.text)
        .join(''),
    );
}

/** Step one: think, then call the weather tool for the city the question names. */
function callTheTool(question) {
  const city = /\bin ([\p{Lu}][\p{L}-]*)/u.exec(question)?.[1] ?? 'Lisboa';
  const thought = `The visitor asks: "${question}" The weather tool knows the sky in ${city}; I will ask it, then answer.`;
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'reasoning-start', id: 'reasoning-1' },
    ...words(thought).map((delta) => ({ type: 'reasoning-delta', id: 'reasoning-1', delta })),
    { type: 'reasoning-end', id: 'reasoning-1' },
    { type: 'tool-input-start', id: 'call-1', toolName: 'weather' },
    { type: 'tool-input-delta', id: 'call-1', delta: JSON.stringify({ city }) },
    { type: 'tool-input-end', id: 'call-1' },
    { type: 'tool-call', toolCallId: 'call-1', toolName: 'weather', input: JSON.stringify({ city }) },
    finish('tool-calls'),
  ];
}

/** Step two, after the tool answered: the answer, with the question and the ones before it. */
function answer(asked, forecast) {
  const question = asked.at(-1);
  const earlier = asked.slice(0, -1).map((text) => `"${text}"`);
  const text = [
    `You asked: "${question}"`,
    `The weather tool says it is ${forecast.sky} and ${forecast.celsius} °C in ${forecast.city}.`,
    earlier.length > 0 ? `Before that you asked ${earlier.join(', ')}.` : 'That is your first question.',
    '(A scripted stand-in wrote this; set OPENAI_API_KEY for a real model.)',
  ].join(' ');
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'text-1' },
    ...words(text).map((delta) => ({ type: 'text-delta', id: 'text-1', delta })),
    { type: 'text-end', id: 'text-1' },
    {
      type: 'source',
      sourceType: 'url',
      id: 'source-1',
      url: `https://example.com/weather/${encodeURIComponent(forecast.city)}`,
      title: `The demo weather tool (made up): ${forecast.city}`,
    },
    finish('stop'),
  ];
}

function scriptedModel(chunkDelayMs) {
  // null, not 0: no timer at all between chunks.
  const delay = chunkDelayMs > 0 ? chunkDelayMs : null;
  return new MockLanguageModelV3({
    provider: 'papo-example',
    modelId: 'scripted-stand-in',
    doStream: async ({ prompt }) => {
      const last = prompt.at(-1);
      const toolResult = last?.role === 'tool' ? last.content.find((part) => part.type === 'tool-result') : undefined;
      const asked = questions(prompt);
      const chunks = toolResult ? answer(asked, toolResult.output.value) : callTheTool(asked.at(-1) ?? '');
      return { stream: simulateReadableStream({ chunks, initialDelayInMs: delay, chunkDelayInMs: delay }) };
    },
  });
}
