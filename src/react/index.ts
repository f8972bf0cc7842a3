/**
 * `papo-chat/react`: the widget as a component (`<PapoChat>`), and the conversation
 * without the widget (`usePapoChat`) for a UI of your own.
 */
export { PapoChat, type PapoChatProps } from './PapoChat';
export { usePapoChat, type UsePapoChatResult } from './usePapoChat';
