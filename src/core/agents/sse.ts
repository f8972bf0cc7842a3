/**
 * The Server-Sent Events the streaming wires use (the AI SDK's UI message stream, OpenAI's
 * Chat Completions, AG-UI): one JSON value per event's `data`, ending with `data: [DONE]`
 * or, for AG-UI, with the body.
 */
import { createParser } from 'eventsource-parser';

/** Each event's data parsed as JSON, until `[DONE]` or the end of the body. */
export async function* sseJson(text: AsyncIterable<string>): AsyncGenerator<unknown> {
  let ready: string[] = [];
  const parser = createParser({ onEvent: ({ data }) => void ready.push(data) });
  for await (const piece of text) {
    parser.feed(piece);
    const batch = ready;
    ready = [];
    for (const data of batch) {
      if (data === '[DONE]') return;
      yield JSON.parse(data) as unknown;
    }
  }
}
