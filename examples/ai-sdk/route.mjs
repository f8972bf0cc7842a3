/**
 * The chat route: what a Next.js `app/api/chat/route.ts` holds, as a function from a fetch
 * `Request` to a `Response`. server.mjs hands it the request `useChat` (or Papo's
 * `transport: 'ai-sdk'`) posts: `{ id, messages, trigger }`, every message with its parts.
 */
import { convertToModelMessages, jsonSchema, stepCountIs, streamText, tool } from 'ai';

/** A made-up forecast, the same for a city every time: the demo needs no weather service. */
function demoWeather(city) {
  const seed = [...city.toLowerCase()].reduce((sum, letter) => sum + letter.charCodeAt(0), 0);
  const skies = ['sunny', 'cloudy', 'rainy', 'windy'];
  return { city, sky: skies[seed % skies.length], celsius: 10 + (seed % 20) };
}

/** The demo tool. With zod installed, `inputSchema: z.object({ city: z.string() })` says the same. */
const weather = tool({
  description: "Today's weather in a city",
  inputSchema: jsonSchema({
    type: 'object',
    properties: { city: { type: 'string', description: 'The city, e.g. Lisboa' } },
    required: ['city'],
  }),
  execute: async ({ city }) => demoWeather(city),
});

/** The route's `POST` handler for `model` (model.mjs chooses it). */
export function chatRoute(model) {
  return async function POST(req) {
    const { messages } = await req.json();
    const result = streamText({
      model,
      system: 'You answer questions on a demo page. For the weather, call the weather tool.',
      messages: await convertToModelMessages(messages),
      tools: { weather },
      // One step to call the tool, one to answer with its result.
      stopWhen: stepCountIs(2),
      // Aborted when the visitor presses Stop or leaves: the model stops too.
      abortSignal: req.signal,
    });
    return result.toUIMessageStreamResponse({ sendReasoning: true, sendSources: true, originalMessages: messages });
  };
}
