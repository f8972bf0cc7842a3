/**
 * A small scripted agent, speaking AG-UI (https://docs.ag-ui.com): the events of one run, as
 * an AG-UI framework emits them, made with @ag-ui/core's event types. It thinks aloud, calls
 * a weather tool and gets its result, then answers with the question and the earlier
 * questions of the thread (which shows that the widget sent the history). No model, no network.
 */
import { EventType } from '@ag-ui/core';

/** A made-up forecast, the same for a city every time: the demo calls no weather service. */
export function demoWeather(city) {
  const seed = [...city.toLowerCase()].reduce((sum, letter) => sum + letter.charCodeAt(0), 0);
  const skies = ['sunny', 'cloudy', 'rainy', 'windy'];
  return { city, sky: skies[seed % skies.length], celsius: 10 + (seed % 20) };
}

/** Words with their spaces, so the text arrives a word at a time. */
const words = (text) => text.split(/(?<= )/);

/** What the visitor asked, oldest first (a message's content is a string or a list of parts). */
function questions(messages) {
  return messages
    .filter((message) => message.role === 'user')
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content
            .filter((part) => part.type === 'text')
            .map((part) => part.text)
            .join(''),
    );
}

/**
 * The events of the run `input` (a RunAgentInput) asks for, in order. Ids are made from the
 * run's, so two runs never share one.
 */
export function runEvents({ threadId, runId, messages }) {
  const asked = questions(messages);
  const question = asked.at(-1) ?? '';
  const city = /\bin ([\p{Lu}][\p{L}-]*)/u.exec(question)?.[1] ?? 'Lisboa';
  const forecast = demoWeather(city);
  const id = (name) => `${runId}-${name}`;
  const thought = `The visitor asks: "${question}" The weather tool knows the sky in ${city}; I will ask it, then answer.`;
  const earlier = asked.slice(0, -1).map((text) => `"${text}"`);
  const answer = [
    `You asked: "${question}"`,
    `The weather tool says it is ${forecast.sky} and ${forecast.celsius} °C in ${city}.`,
    earlier.length > 0 ? `Before that you asked ${earlier.join(', ')}.` : 'That is your first question.',
    '(A scripted agent wrote this; point the chat at your own AG-UI agent for a real one.)',
  ].join(' ');
  const args = JSON.stringify({ city });
  const reasoning = id('reasoning');
  const call = id('call');
  const text = id('text');
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.REASONING_START, messageId: reasoning },
    { type: EventType.REASONING_MESSAGE_START, messageId: reasoning, role: 'reasoning' },
    ...words(thought).map((delta) => ({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: reasoning, delta })),
    { type: EventType.REASONING_MESSAGE_END, messageId: reasoning },
    { type: EventType.REASONING_END, messageId: reasoning },
    { type: EventType.TOOL_CALL_START, toolCallId: call, toolCallName: 'weather' },
    // The arguments in pieces, as a model writes them.
    { type: EventType.TOOL_CALL_ARGS, toolCallId: call, delta: args.slice(0, 8) },
    { type: EventType.TOOL_CALL_ARGS, toolCallId: call, delta: args.slice(8) },
    { type: EventType.TOOL_CALL_END, toolCallId: call },
    {
      type: EventType.TOOL_CALL_RESULT,
      messageId: id('result'),
      toolCallId: call,
      content: JSON.stringify(forecast),
      role: 'tool',
    },
    { type: EventType.TEXT_MESSAGE_START, messageId: text, role: 'assistant' },
    ...words(answer).map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: text, delta })),
    { type: EventType.TEXT_MESSAGE_END, messageId: text },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ];
}
