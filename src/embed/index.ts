import { createChatWith } from './createChat';
import { resolveTarget } from './target';

/** Mounts the chat widget; see the README for the options. The UI code loads lazily. */
export const createChat = createChatWith(() => import('./app'), resolveTarget);
export type { ChatInstance } from './createChat';
