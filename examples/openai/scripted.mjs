/**
 * A stand-in for an OpenAI-compatible server, so the example runs with no account and no
 * network: it answers `POST /v1/chat/completions` as OpenAI does with `stream: true`, Server-Sent
 * Events of `chat.completion.chunk` ending in `data: [DONE]`
 * (https://platform.openai.com/docs/api-reference/chat-streaming). Its script: thinking aloud
 * in `reasoning` deltas (as OpenRouter, Ollama and vLLM stream it), a call of a weather tool
 * that it runs itself, as an agent behind such an endpoint does, then the answer, which
 * repeats the question and names the earlier ones (which shows that the widget sent the history).
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** A made-up forecast, the same for a city every time: the demo calls no weather service. */
export function demoWeather(city) {
  const seed = [...city.toLowerCase()].reduce((sum, letter) => sum + letter.charCodeAt(0), 0);
  const skies = ['sunny', 'cloudy', 'rainy', 'windy'];
  return { city, sky: skies[seed % skies.length], celsius: 10 + (seed % 20) };
}

/** Words with their spaces, so the text arrives a word at a time. */
const words = (text) => text.split(/(?<= )/);

/** One chunk of the stream, with OpenAI's fields. */
const chunk = (delta, finishReason = null) => ({
  id: 'chatcmpl-papo-example',
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model: 'scripted-stand-in',
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
});

/** The chunks answering `messages` (the conversation, oldest first, the question last). */
export function scriptedChunks(messages) {
  const asked = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const question = asked.at(-1) ?? '';
  const city = /\bin ([\p{Lu}][\p{L}-]*)/u.exec(question)?.[1] ?? 'Lisboa';
  const forecast = demoWeather(city);
  const thought = `The visitor asks: "${question}" The weather tool knows the sky in ${city}; I will ask it, then answer.`;
  const earlier = asked.slice(0, -1).map((text) => `"${text}"`);
  const answer = [
    `You asked: "${question}"`,
    `The weather tool says it is ${forecast.sky} and ${forecast.celsius} °C in ${city}.`,
    earlier.length > 0 ? `Before that you asked ${earlier.join(', ')}.` : 'That is your first question.',
    '(A scripted stand-in wrote this; set OPENAI_BASE_URL or OPENAI_API_KEY for a real model.)',
  ].join(' ');
  const args = JSON.stringify({ city });
  return [
    chunk({ role: 'assistant', content: '' }),
    ...words(thought).map((reasoning) => chunk({ reasoning })),
    chunk({ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'weather', arguments: '' } }] }),
    // The arguments in pieces, as a model writes them.
    ...[args.slice(0, 8), args.slice(8)].map((piece) =>
      chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }),
    ),
    ...words(answer).map((content) => chunk({ content })),
    chunk({}, 'stop'),
  ];
}

/**
 * The streamed answer to `messages` as a fetch `Response`, one chunk every `chunkDelayMs`
 * (0: no pause, for tests); it stops when `signal` aborts.
 */
export function scriptedCompletion(messages, { chunkDelayMs = 40, signal } = {}) {
  async function* events() {
    for (const event of scriptedChunks(messages)) {
      if (chunkDelayMs > 0) await sleep(chunkDelayMs, undefined, { signal });
      yield `data: ${JSON.stringify(event)}\n\n`;
    }
    yield 'data: [DONE]\n\n';
  }
  const body = ReadableStream.from(events()).pipeThrough(new TextEncoderStream());
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
