import { createChatWith } from './createChat';
import { placeInTarget } from './target';

/** Mounts the chat widget; see the README for the options. The UI code loads lazily. */
export const createChat = createChatWith(() => import('./app'), placeInTarget);
export type { ChatInstance } from './createChat';
