/**
 * The checks of option values that are not a type or a list (options-schema.ts): a target,
 * an origin, the feedback switch, a React component, a transport.
 */
import { isRecord } from '../arguments';
import type { ChatTransport } from '../transport/chat-transport';

/** Core has no DOM at run time, so an Element is recognised by its shape. */
export const isTarget = (value: unknown) =>
  typeof value == 'string' ? value.trim() != '' : (value as Element | null)?.nodeType === 1;

/** `https://cdn.example.com`: a scheme, host and port only, written the way URL writes origins. */
export function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** `feedback`: on or off, or `{ webhook: true }` to also send each rating to the webhook. Short: it is in the loader. */
export const isFeedback = (value: unknown) =>
  typeof value == 'boolean' ||
  (isRecord(value) && Object.entries(value as object).every(([key, on]) => key == 'webhook' && typeof on == 'boolean'));

/** `markdown.diagrams`: on or off, or `{ frameUrl }`, the URL of papo-chat.diagram.html (docs/features.md#diagrams). */
export const isDiagrams = (value: unknown) =>
  typeof value == 'boolean' ||
  (isRecord(value) &&
    Object.entries(value as object).every(([key, url]) => key == 'frameUrl' && typeof url == 'string' && url != ''));

/** React components are functions, or objects for memo/forwardRef/lazy: anything but a primitive. */
export const isComponent = (value: unknown) => Object(value) === value;

/** A built-in transport's name, or an integrator's object with a `send` method. */
export const isTransport = (value: unknown) =>
  ['n8n', 'ai-sdk', 'openai', 'ag-ui'].includes(value as string) ||
  typeof (value as ChatTransport | null)?.send == 'function';
