import { createChatWith } from './createChat';

/** Mounts the chat widget; see the README for the options. The UI code loads lazily. */
export const createChat = createChatWith(() => import('./app'));
export type { ChatInstance } from './createChat';
