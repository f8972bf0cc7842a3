// The queue-mode soak (`npm run test:n8n -- --queue`): many chat sessions at once over HTTP,
// as many widgets would send them, against the webhook processor. Mid-run one worker is
// killed; after a send that n8n answers with a failure, the soak does what the widget's Retry
// does: it reads the session's history and takes the stored reply when the dead worker had
// stored the turn, or sends the message again (one n8n has not answered yet is waited for,
// see `post`). Then every session's
// history (loadPreviousSession, from Postgres Chat Memory) must hold every message, in order,
// and both workers must have run executions. A message whose send failed may be there twice
// in a row: the dead worker stored it (or only the visitor's line of it) and died before
// answering, and Retry stored it again (at least once, never lost:
// examples/n8n/README.md#queue-mode). Those repeats are counted, anything else fails.
import { readFileSync } from 'node:fs';

/** n8n did not answer within the soak's limit: a finding, never sent again. */
class NoAnswer extends Error {}

/**
 * n8n answers every request: a live job when it ends, a job whose worker died with a 500
 * (examples/n8n/queue-mode/lost-jobs.mjs). So the soak waits for that answer and sends again
 * only after a failure n8n reported. Giving up earlier and sending again would run the
 * message twice while the first run is still alive (on a busy machine a live job took over
 * 60 s) and store it twice, after later messages. `timeoutMs` only stops a hung request.
 */
const post = async (url, body, timeoutMs) => {
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error?.name === 'TimeoutError') throw new NoAnswer(`no answer within ${timeoutMs / 1000} s`);
    throw error;
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Executions each worker started (its log's "Worker started execution" lines). */
const startedExecutions = (worker) =>
  (readFileSync(worker.log, 'utf8').match(/Worker started execution \d+/g) ?? []).length;

/**
 * A history with what Retry repeated taken out: before Retry stored an exchange again, the
 * dead worker may have stored the visitor's line alone (the memory writes the two lines one
 * by one) or the whole exchange. Only messages in `retried` may repeat, only in place.
 */
export function withoutRetryRepeats(contents, retried) {
  const got = [];
  let repeats = 0;
  let skipReply = null;
  for (const content of contents) {
    if (content === skipReply) {
      skipReply = null;
      continue;
    }
    skipReply = null;
    const reply = `eco: ${content}`;
    if (retried.has(content) && got.at(-1) === content) {
      repeats += 1;
    } else if (retried.has(content) && got.at(-2) === content && got.at(-1) === reply) {
      repeats += 1;
      skipReply = reply;
    } else got.push(content);
  }
  return { got, repeats };
}

/**
 * Runs `sessions` sessions of `messages` messages each, `parallel` sessions at a time, and
 * kills `workers[killIndex]` once a third of the messages are answered. Resolves the
 * measurements; throws when a history is wrong or a send never succeeds.
 */
export async function runSoak({
  webhookUrl,
  workers,
  killWorker,
  answerWithinMs,
  sessions = 200,
  messages = 5,
  parallel = 20,
}) {
  if (!(answerWithinMs > 0))
    throw new Error(`runSoak: answerWithinMs must be a positive number, got ${answerWithinMs}`);
  const before = workers.map(startedExecutions);
  const latencies = [];
  let answered = 0;
  let failedSends = 0;
  /** Failed sends whose turn the history already held: taken from there, not sent again. */
  let foundStored = 0;
  /** Messages that needed a retry: the only ones allowed twice in their history. */
  const retried = new Set();
  let killedAt = null;
  const total = sessions * messages;
  const runId = Date.now().toString(36);
  const text = (session, index) => `soak ${session} msg ${index}`;

  const history = async (sessionId) => {
    const { data } = await post(webhookUrl, { action: 'loadPreviousSession', sessionId }, answerWithinMs);
    return data.map((entry) => entry.kwargs.content);
  };
  /** The widget's check before Retry (docs/protocol.md#client-message-ids): message, then its reply. */
  const storedTurn = async (sessionId, chatInput) => {
    const contents = await history(sessionId).catch(() => []);
    return contents.some((content, index) => content === chatInput && contents[index + 1] === `eco: ${chatInput}`);
  };

  const sendUntilAnswered = async (sessionId, chatInput) => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      if (attempt > 1 && (await storedTurn(sessionId, chatInput))) {
        foundStored += 1;
        answered += 1;
        return;
      }
      const started = performance.now();
      try {
        const reply = await post(webhookUrl, { action: 'sendMessage', sessionId, chatInput }, answerWithinMs);
        if (reply.output !== `eco: ${chatInput}`) throw new Error(`unexpected reply ${JSON.stringify(reply)}`);
        latencies.push(performance.now() - started);
        answered += 1;
        if (killedAt === null && answered >= total / 3) {
          killedAt = answered;
          killWorker();
        }
        return;
      } catch (error) {
        if (error instanceof NoAnswer) throw new Error(`${sessionId} "${chatInput}": ${error.message}`);
        failedSends += 1;
        retried.add(chatInput);
        if (attempt === 5) throw new Error(`${sessionId} "${chatInput}" failed 5 times: ${error.message}`);
      }
    }
  };

  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < sessions) {
      const session = next++;
      const sessionId = `soak-${runId}-${session}`;
      for (let index = 1; index <= messages; index += 1) await sendUntilAnswered(sessionId, text(session, index));
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  const seconds = (performance.now() - started) / 1000;

  const wrong = [];
  let repeated = 0;
  for (let session = 0; session < sessions; session += 1) {
    const contents = await history(`soak-${runId}-${session}`);
    const { got, repeats } = withoutRetryRepeats(contents, retried);
    repeated += repeats;
    const want = Array.from({ length: messages }, (_, index) => [
      text(session, index + 1),
      `eco: ${text(session, index + 1)}`,
    ]).flat();
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push({ session, got });
  }
  const perWorker = workers.map((worker, index) => startedExecutions(worker) - before[index]);
  const sorted = [...latencies].sort((a, b) => a - b);
  const result = {
    sessions,
    messages: total,
    parallel,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round((total / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    slowestMs: Math.round(sorted.at(-1) ?? 0),
    /** Answers a widget with the default requestTimeoutMs (60 s) would have given up on. */
    over60s: latencies.filter((ms) => ms > 60_000).length,
    failedSends,
    foundStored,
    repeatedByRetry: repeated,
    killedAfter: killedAt,
    perWorker,
    wrongHistories: wrong.length,
  };
  if (wrong.length)
    throw Object.assign(new Error(`${wrong.length} histories wrong, e.g. ${JSON.stringify(wrong[0])}`), { result });
  if (perWorker.some((count) => count === 0)) throw Object.assign(new Error('a worker ran no execution'), { result });
  return result;
}
