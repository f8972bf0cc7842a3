/**
 * The bot's text in a JSON reply (docs/protocol.md#sending-a-message). Workflows answer with whatever their
 * last node produced, so anything JSON can arrive here: this never throws.
 */

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** A string as it is; anything else (object, array, number) as indented JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return String(value);
  }
}

/** `output`, else `text`, else (other keys) the whole body as indented JSON, else `''`. */
export function replyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body === null || typeof body !== 'object') return '';
  const { output, text } = body as { output?: unknown; text?: unknown };
  if (isFilled(output)) return asText(output);
  if (isFilled(text)) return asText(text);
  const hasOtherKeys = Object.keys(body).some((key) => key !== 'output' && key !== 'text');
  return hasOtherKeys ? asText(body) : '';
}
