/**
 * Every text the widget shows or announces, per language. The first six keys are the
 * ones n8n's chat documents, so an existing n8n `i18n` option carries over; the rest
 * are what an accessible widget that handles failures needs on top of them.
 */
import { launcherStrings, layerStrings, type BuiltInLanguage } from './languages';
import portuguese from './packs/pt';
import type { ChatStrings } from './strings';

export type { ChatStrings } from './strings';

/** Frozen, because every chat on the page shares these objects. */
function freezeStrings(strings: ChatStrings): ChatStrings {
  return Object.freeze({ ...strings, initialMessages: Object.freeze([...strings.initialMessages]) });
}

/** The six n8n keys keep n8n's English defaults exactly (docs/decisions.md#messages-and-options); title, subtitle, placeholder and close button are in languages.ts. */
export const en: ChatStrings = freezeStrings({
  footer: '',
  getStarted: 'New Conversation',
  initialMessages: ['Hi there! 👋', 'My name is Lia. How can I assist you today?'],
  ...launcherStrings.en,
  typing: 'The assistant is typing…',
  chatWindowLabel: 'Chat',
  sendMessage: 'Send message',
  attachFiles: 'Attach files',
  removeFile: 'Remove {name}',
  filesChosen: 'Files to send',
  fileNotAccepted: '{name}: type not accepted',
  fileTooLarge: '{name}: over {size} MB',
  tooManyFiles: '{name}: too many files (limit {count})',
  dropFiles: 'Drop the files to attach them',
  emptyResponse: '(no text in the reply)',
  showAll: 'Show all',
  poweredBy: 'Powered by',
  errorNetwork: "We couldn't reach the chat service. Check your connection and try again.",
  errorTimeout: 'The reply is taking too long. Please try again.',
  errorHttp: 'Something went wrong on our side (error {status}). Please try again.',
  errorRateLimited: 'Too many messages at once. Please try again.',
  errorRateLimitedWait: 'Too many messages. Try again in {seconds} s.',
  errorBusyWait: 'The chat service is busy. Try again in {seconds} s.',
  errorParse: "We got a reply we couldn't read. Please try again.",
  errorStream: 'The reply was cut off. Please try again.',
  errorNoResponse: 'No reply came back. Please try again.',
  errorHistory: "We couldn't load your previous conversation, so we started a new one.",
  messageFromUser: 'You said',
  messageFromBot: 'The assistant said',
  newConversation: 'New conversation',
  messageList: 'Conversation',
  choose: 'Choose an option',
  chooseFailed: "Your choice couldn't be sent. Please try again.",
  stop: 'Stop the reply',
  stopped: 'Stopped',
  step: 'Step',
  thinking: 'Thinking…',
  thought: 'Thought',
  thoughtFor: 'Thought for {seconds} s',
  toolRunning: 'Using {name}…',
  toolCalled: 'Called {name}',
  toolDone: 'Used {name}',
  toolFailed: '{name} failed',
  toolApproval: 'Allow {name}?',
  toolDenied: '{name} denied',
  approve: 'Allow',
  deny: 'Deny',
  suggestions: 'Suggestions',
  sources: 'Sources',
  newMessage: '{count} new message',
  newMessages: '{count} new messages',
  copy: 'Copy',
  copyCode: 'Copy code',
  copied: 'Copied',
  diagram: 'Diagram',
  diagramFailed: 'This diagram could not be drawn.',
  goodReply: 'Good reply',
  badReply: 'Bad reply',
  feedbackComment: 'What went wrong? (optional)',
  feedbackSend: 'Send',
  feedbackSkip: 'Skip',
  feedbackThanks: 'Thanks for your feedback!',
  editMessage: 'Edit message',
  cancel: 'Cancel',
  messageEdited: 'Message edited',
  regenerate: 'Regenerate reply',
  chatCrashed: 'The chat hit a problem and stopped.',
  reloadChat: 'Reload the chat',
  dictate: 'Dictate',
  stopDictating: 'Stop dictating',
  listening: 'Listening…',
  stoppedListening: 'Stopped listening',
  microphoneRefused: "Microphone access is blocked. To dictate, allow the microphone in your browser's site settings.",
  dictationFailed: "Dictation didn't work. Please try again.",
  readAloud: 'Read aloud',
  stopReading: 'Stop reading',
});

/** Brazilian Portuguese (packs/pt.ts: the standalone loaders fetch it as a pack, for the toggle's words). */
export const pt: ChatStrings = freezeStrings(portuguese);

export const builtInStrings: Readonly<Record<BuiltInLanguage, ChatStrings>> = Object.freeze({ en, pt });

/** Replaces `{name}` placeholders; an unknown one stays visible so the gap gets noticed. */
export function formatString(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}

/** The strings for `language`, complete, in the layers `layerStrings` describes. */
export function stringsFor(i18n: Record<string, Partial<ChatStrings>>, language: string): ChatStrings {
  return layerStrings(builtInStrings, i18n, language);
}
