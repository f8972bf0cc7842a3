/**
 * A story's n8n workflow that answers over a socket (docs/protocol.md#waiting-for-the-visitor):
 * a send answers "execution started", the socket delivers the scripted frames once it
 * opens, and a button's link answers as the script says. No network.
 */
import type { OpenSocket, SocketLike } from '../../src/core/env';

export interface WorkflowScript {
  /** What n8n sends on the socket, in order, once the chat opens it. */
  frames: string[];
  /** How a button's link answers: the workflow takes the choice, or fails. */
  choice?: 'ok' | 'fail';
}

/** Button links of the story workflows live under this path of the story page's origin. */
export const CHOICE_PATH = '/webhook-waiting/story';

export function createStoryWorkflow(script: WorkflowScript, webhookFetch: typeof globalThis.fetch) {
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    if (url.includes(CHOICE_PATH))
      return Promise.resolve(new Response('', { status: script.choice === 'fail' ? 500 : 200 }));
    const body = typeof init?.body === 'string' ? init.body : '';
    if (body.includes('"sendMessage"')) {
      return Promise.resolve(
        new Response('{"executionStarted":true,"executionId":"1"}', {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }
    return webhookFetch(input, init);
  };
  const openSocket: OpenSocket = () => {
    const socket: SocketLike = {
      readyState: 1,
      send: () => {},
      close: () => {},
      onmessage: null,
      onclose: null,
    };
    queueMicrotask(() => {
      for (const data of script.frames) socket.onmessage?.({ data });
    });
    return socket;
  };
  return { fetch, openSocket };
}

/** n8n's `with-buttons` message, its links on the story page's origin. */
export function buttonsFrame(text: string, buttons: string[], blockUserInput = true): string {
  return JSON.stringify({
    type: 'with-buttons',
    text,
    blockUserInput,
    buttons: buttons.map((label, index) => ({
      text: label,
      link: `${location.origin}${CHOICE_PATH}?choice=${index}`,
      type: index === 0 ? 'primary' : 'secondary',
    })),
  });
}
