/**
 * `papo-chat/react`: the widget as a component (`<PapoChat>`), and the conversation
 * without the widget (`usePapoChat`, `useChatSelector`) for a UI of your own.
 */
export { PapoChat, type PapoChatProps } from './PapoChat';
export { usePapoChat, type ChatActions, type UsePapoChatResult } from './usePapoChat';
export { useChatSelector } from '../ui/useChatSelector';
