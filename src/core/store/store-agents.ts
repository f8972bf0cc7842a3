/**
 * The transport of a chat whose backend is not n8n: the agent backends' code loads on the
 * first request, so an n8n chat never fetches it. The conversation lives in the page (as
 * with the AI SDK's `useChat`): there is no stored history to restore.
 */
import type { AgentHost, AgentModule } from '../agents/port';
import { botMessage } from './bot-message';
import { WebhookStreamError } from '../errors';
import { createRequestControl, watchBody } from '../n8n/request-control';
import { openRequest, type Transport } from '../n8n/transport';
import { mergeHeaders } from '../n8n/webhook-request';
import { cleanSources } from '../messages/reply-extras';
import { createReplyPainter } from './reply-painter';
import type { StoreContext } from './store-context';

/**
 * The standalone chat's code (papo-chat.app.js) resolves this to `./papo-chat.agent.js`, a
 * file built apart beside it (tsup.config.ts); the npm build keeps it a lazy chunk of its own.
 */
const loadAgent = (): Promise<AgentModule> => import('../agents/agent');

function agentHost(context: StoreContext): AgentHost {
  const { env } = context;
  return {
    context,
    request: { createRequestControl, openRequest, watchBody, mergeHeaders },
    botMessage: (parts) => botMessage(env, parts, { status: 'streaming' }),
    streamError: (message, reason, cause) => new WebhookStreamError(message, cause, reason),
    cleanSources,
    paint: createReplyPainter,
  };
}

/** `context` is a getter: the store's context is still being built when its transport is. */
export function createAgentLoader(context: () => StoreContext): Transport {
  let agent: Promise<Transport> | undefined;
  const loaded = () =>
    (agent ??= loadAgent().then(
      (module) => module.createAgentTransport(agentHost(context())),
      (error: unknown) => {
        // Offline, or a file missing: the next request tries again.
        agent = undefined;
        throw error;
      },
    ));
  return {
    loadPreviousSession: async () => [],
    sendMessage: async (input, options) => (await loaded()).sendMessage(input, options),
    sendFeedback: async (input) => (await loaded()).sendFeedback(input),
  };
}
