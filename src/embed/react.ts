export { PapoChat, type PapoChatProps } from './PapoChat';
