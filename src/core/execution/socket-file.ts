/**
 * A file as n8n reads it from the wait-for-reply socket (docs/protocol.md#waiting-for-the-visitor):
 * name, MIME type, and the bytes in plain base64. n8n decodes `data` with
 * `Buffer.from(data, 'base64')`, so a `data:` URL (what n8n's own widget sends, from
 * FileReader) would reach the workflow with its prefix decoded into the bytes.
 */
import type { SocketFile } from './frames';

/** btoa takes a binary string; built in slices so a large file does not overflow the call stack. */
function base64Of(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

export async function socketFileOf(file: File): Promise<SocketFile> {
  return { name: file.name, type: file.type, data: base64Of(new Uint8Array(await file.arrayBuffer())) };
}
