/**
 * What a bot message is made of (docs/decisions.md#messages-and-options): ordered parts,
 * one kind per thing a backend can say. A new backend that brings something new adds a
 * kind here, and the UI draws the kinds it knows and skips the others.
 */
import type { ChoiceButton, Source } from './reply-extras';

/** Markdown text. A streamed reply grows its last text part. */
export interface TextPart {
  type: 'text';
  text: string;
}

/**
 * The state of a workflow's buttons: `open` (any may be chosen), `sending` (a choice is on
 * its way), `failed` (it did not go through; they can be pressed again), `chosen` (`chosen`
 * is the button, the others can no longer be chosen).
 */
export type ButtonsStatus = 'open' | 'sending' | 'failed' | 'chosen';

/** Choices a waiting n8n workflow offers under its message (docs/protocol.md#waiting-for-the-visitor). */
export interface ButtonsPart {
  type: 'buttons';
  buttons: readonly ChoiceButton[];
  /** The text box stays disabled until a button is chosen. */
  blockUserInput: boolean;
  status: ButtonsStatus;
  /** With `status: 'chosen'`: the index of the button chosen. */
  chosen?: number;
}

/**
 * The model's reasoning before its answer (the AI SDK's `reasoning-*` parts): `running` while
 * it streams, then `done` with `seconds`, how long it took in whole seconds (at least 1).
 */
export interface ReasoningPart {
  type: 'reasoning';
  text: string;
  status: 'running' | 'done';
  seconds?: number;
}

/**
 * A tool the agent called: `streaming` (its input is still arriving), `running` (called,
 * no result yet), `approval` (the backend asks the visitor first: a `buttons` part follows),
 * `called` (the reply ended with no result: the backend leaves running it to its client, as
 * Chat Completions does), `done` (`output` holds the result), `failed` (`error` says why),
 * `denied` (the visitor or the backend refused the call). Input and output are data, never markup.
 */
export interface ToolPart {
  type: 'tool';
  callId: string;
  name: string;
  input?: unknown;
  output?: unknown;
  error?: string;
  status: 'streaming' | 'running' | 'approval' | 'called' | 'done' | 'failed' | 'denied';
  /**
   * The backend's approval request as it sent it (the AI SDK's `approval`: `id`, and any
   * signature), with `approved` once the visitor answered (docs/transports.md#tool-approvals).
   */
  approval?: ToolApproval;
}

/** A tool call's approval: the request's `id` and what else the backend gave, and the answer. */
export interface ToolApproval {
  id: string;
  approved?: boolean;
  [field: string]: unknown;
}

/**
 * What one node of the workflow wrote before the node that answers (docs/protocol.md#streaming):
 * `name` is the node's (`''` when the stream did not name it); `running` until the node says
 * it is done or the reply ends.
 */
export interface StepPart {
  type: 'step';
  name: string;
  /** Markdown, like a reply's text. */
  text: string;
  status: 'running' | 'done';
}

/** A page the reply cites, where it cites it. No transport produces it yet. */
export interface SourcePart extends Source {
  type: 'source';
}

/** A file the bot sends (an image, a document): the AI SDK's `file` parts. */
export interface FilePart {
  type: 'file';
  url: string;
  mimeType: string;
  name?: string;
}

export type MessagePart = TextPart | ButtonsPart | StepPart | ReasoningPart | ToolPart | SourcePart | FilePart;
