/**
 * The visitor's files as the agent backends take them: inline in the JSON body, as `data:`
 * URLs (docs/transports.md#files-the-visitor-attaches). Their clients keep the conversation,
 * so the files of earlier messages go again with each turn, as `useChat` sends them.
 */
import type { ChatTurn } from '../transport/chat-transport';

export interface Attachment {
  name: string;
  /** The file's type; `application/octet-stream` when the browser gave none, as FileReader says. */
  type: string;
  /** `data:<type>;base64,<bytes>` */
  url: string;
}

/** A file as a data URL, read as FileReader's `readAsDataURL` would, in any runtime that has Blob. */
async function read(file: File): Promise<Attachment> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Some KB at a time: String.fromCharCode takes the bytes as arguments, and a whole file would overflow the stack.
  for (let at = 0; at < bytes.length; at += 8192) binary += String.fromCharCode(...bytes.subarray(at, at + 8192));
  const type = file.type || 'application/octet-stream';
  return { name: file.name, type, url: `data:${type};base64,${btoa(binary)}` };
}

/** A message's files, read. */
export type Attached = (files?: readonly File[]) => Attachment[];

/** Reads the files of the turn and of the visitor's earlier messages; gives any message's files, read. */
export async function readAttachments({ files, history }: ChatTurn): Promise<Attached> {
  const all = [...files, ...history.flatMap((message) => ('files' in message && message.files) || [])];
  const byFile = new Map(await Promise.all(all.map(async (file) => [file, await read(file)] as const)));
  return (of = []) => of.map((file) => byFile.get(file)!);
}
