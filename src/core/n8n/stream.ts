/**
 * Reads a streamed reply (docs/protocol.md#streaming): newline-delimited JSON chunks, one per line,
 * lines split anywhere across network reads. Text is yielded as soon as its line is
 * complete; nothing waits for the end of the reply except a body that may be one plain
 * JSON document (the trigger is not set to stream), which is only known at the end.
 */
import { isRecord } from '../arguments';
import { WebhookStreamError } from '../errors';
import { executionStartedOf, type ExecutionStarted } from './execution-started';
import { replyExtras, replyFiles, replyText } from './reply';
import type { FilePart } from '../messages/message-parts';
import type { ReplyExtras } from '../messages/reply-extras';

/** `suggestions`, `sources` and `files` come on an `end` chunk, or with a plain JSON body (docs/protocol.md#streaming). */
export type StreamChunk = ReplyExtras & {
  /** Files the reply sends, shown after its text (store-stream.ts). */
  files?: readonly FilePart[];
  /**
   * `execution`: the body was not a stream but n8n's "the workflow has started" answer; its
   * messages come over a socket (docs/protocol.md#waiting-for-the-visitor).
   */
  type: 'begin' | 'item' | 'end' | 'error' | 'execution';
  content: string;
  /** `''` when the chunk has no metadata. */
  nodeId: string;
  /** `0` when the chunk has no metadata. */
  runIndex: number;
  /** The streaming node's name (`metadata.nodeName`), when the chunk has one: a step's label. */
  nodeName?: string;
  /** Only on `execution` chunks. */
  execution?: ExecutionStarted;
};

/** Chunks with the same node and run append to the same part of the reply (store-stream.ts). */
export function bubbleKey(chunk: StreamChunk): string {
  return `${chunk.nodeId}:${chunk.runIndex}`;
}

const SHOWN_TYPES = new Set(['begin', 'item', 'end', 'error']);
/** Types that prove the body is NDJSON. An object with another `type` may be a plain reply. */
const CHUNK_TYPES = new Set([...SHOWN_TYPES, 'keepalive']);

type Parsed = { ok: true; value: unknown } | { ok: false };

function parse(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isChunkObject(value: unknown): value is { type: string; content?: unknown; metadata?: unknown } {
  if (!isRecord(value)) return false;
  const { type } = value as { type?: unknown };
  return typeof type === 'string' && CHUNK_TYPES.has(type);
}

function toChunk(value: { type: string; content?: unknown; metadata?: unknown }): StreamChunk | null {
  if (!SHOWN_TYPES.has(value.type)) return null;
  const { content, metadata } = value;
  const { nodeId, runIndex, nodeName } = (isRecord(metadata) ? metadata : {}) as {
    nodeId?: unknown;
    runIndex?: unknown;
    nodeName?: unknown;
  };
  return {
    type: value.type as StreamChunk['type'],
    content: content == null ? '' : typeof content === 'string' ? content : JSON.stringify(content),
    nodeId: typeof nodeId === 'string' ? nodeId : typeof nodeId === 'number' ? String(nodeId) : '',
    runIndex: typeof runIndex === 'number' && Number.isFinite(runIndex) ? runIndex : 0,
    ...(typeof nodeName === 'string' ? { nodeName } : {}),
    ...(value.type === 'end' ? { ...replyExtras(value), ...replyFiles(value) } : {}),
  };
}

function textItem(content: string): StreamChunk {
  return { type: 'item', content, nodeId: '', runIndex: 0 };
}

/** One line of NDJSON: a chunk, nothing (ignored JSON), or, when it is not JSON, its text. */
function lineChunks(line: string): StreamChunk[] {
  const parsed = parse(line);
  if (!parsed.ok) return [textItem(line)];
  const chunk = isChunkObject(parsed.value) ? toChunk(parsed.value) : null;
  return chunk ? [chunk] : [];
}

/** A body read whole: NDJSON chunks, or one JSON reply, with its `value` when it was parsed already. */
export type WholeBody = { ndjson: true } | { ndjson: false } | { ndjson: false; value: unknown };

/**
 * Whether a body read whole is NDJSON chunks: its first line that is not blank is a chunk
 * object. A body of one line is parsed once for both questions (a 5 MB reply was split into
 * lines and parsed twice, in the task that then shows it).
 */
export function readWholeBody(text: string): WholeBody {
  for (let start = 0; start <= text.length;) {
    const end = text.indexOf('\n', start);
    const line = end === -1 ? text.slice(start) : text.slice(start, end);
    if (line.trim() !== '') {
      const parsed = parse(line);
      if (parsed.ok && isChunkObject(parsed.value)) return { ndjson: true };
      // Only a line that is the whole body is the body's JSON as well.
      return parsed.ok && line === text ? { ndjson: false, value: parsed.value } : { ndjson: false };
    }
    if (end === -1) break;
    start = end + 1;
  }
  return { ndjson: false };
}

const looksLikeJsonStart = (line: string) => /^\s*[[{]/.test(line);

/**
 * Turns decoded text into chunks. A first line that is JSON but not a chunk, or that starts
 * like JSON (`{`, `[`), is held back: the body may be one plain JSON reply, on one line or
 * indented over several. A chunk line, or any line after a complete first one, shows it is
 * NDJSON after all and releases it. A real n8n stream starts with a chunk line, so it is
 * never held. `end(broken)`: `broken` says the body stopped mid-way, so an unfinished JSON
 * line is a cut-off chunk, not text.
 */
function createLineParser() {
  let partial = '';
  let mode: 'start' | 'held' | 'lines' = 'start';
  let held: string[] = [];
  let firstHeldIsComplete = false;

  function release(): StreamChunk[] {
    const chunks = held.flatMap(lineChunks);
    held = [];
    mode = 'lines';
    return chunks;
  }

  function handleLine(raw: string): StreamChunk[] {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return [];
    if (mode === 'lines') return lineChunks(line);
    const parsed = parse(line);
    if (parsed.ok && isChunkObject(parsed.value)) return [...release(), ...lineChunks(line)];
    if (mode === 'start') {
      if (!parsed.ok && !looksLikeJsonStart(line)) return [...release(), ...lineChunks(line)];
      mode = 'held';
      held = [line];
      firstHeldIsComplete = parsed.ok;
      return [];
    }
    // A complete JSON value followed by more lines is not one JSON document.
    if (firstHeldIsComplete) return [...release(), ...lineChunks(line)];
    held.push(line);
    return [];
  }

  return {
    push(text: string): StreamChunk[] {
      const lastBreak = text.lastIndexOf('\n');
      if (lastBreak === -1) {
        partial += text;
        return [];
      }
      const lines = (partial + text.slice(0, lastBreak)).split('\n');
      partial = text.slice(lastBreak + 1);
      return lines.flatMap(handleLine);
    },

    end(broken: boolean): StreamChunk[] {
      const tail = partial;
      partial = '';
      const chunks = broken && looksLikeJsonStart(tail) && !parse(tail).ok && mode !== 'held' ? [] : handleLine(tail);
      if (mode !== 'held') return chunks;
      const whole = parse(held.join('\n'));
      if (whole.ok) {
        held = [];
        if (isChunkObject(whole.value)) {
          const chunk = toChunk(whole.value);
          return chunk ? [chunk] : [];
        }
        const execution = executionStartedOf(whole.value);
        return [
          execution
            ? { ...textItem(''), type: 'execution', execution }
            : { ...textItem(replyText(whole.value)), ...replyExtras(whole.value), ...replyFiles(whole.value) },
        ];
      }
      if (broken) {
        held = [];
        return [];
      }
      return release();
    },
  };
}

/**
 * Yields the chunks of a streamed reply as they arrive. If reading fails, everything that
 * arrived has been yielded before the `WebhookStreamError` is thrown. Stopping early
 * (`break`, `return()`) cancels the body.
 */
export async function* readReplyStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamChunk> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createLineParser();
  let finished = false;
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (cause) {
        finished = true;
        yield* parser.end(true);
        const detail = cause instanceof Error && cause.message ? `: ${cause.message}` : '.';
        throw new WebhookStreamError(`The streamed reply broke off${detail}`, cause);
      }
      if (result.done) break;
      yield* parser.push(decoder.decode(result.value, { stream: true }));
    }
    finished = true;
    yield* parser.push(decoder.decode());
    yield* parser.end(false);
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
