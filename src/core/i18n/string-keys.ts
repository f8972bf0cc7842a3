/**
 * Every key a language of `i18n` has, for the schema that validates `i18n` exactly
 * (language-schema.ts). The loaders leave it out (language-schema-loose.ts): the chat's
 * code checks the keys when it loads (language-check.ts), so a new string costs the page
 * nothing before intent.
 */
import type { ChatStrings } from './strings';

// One string rather than an object of keys: the words are a third of the object's size.
const KEY_LIST =
  'title subtitle footer getStarted inputPlaceholder closeButtonTooltip initialMessages openChat closeChat retry typing loadError chatWindowLabel sendMessage attachFiles removeFile filesChosen fileNotAccepted fileTooLarge tooManyFiles dropFiles emptyResponse showAll poweredBy errorNetwork errorTimeout errorHttp errorRateLimited errorRateLimitedWait errorBusyWait errorParse errorStream errorNoResponse errorHistory messageFromUser messageFromBot newConversation messageList choose chooseFailed stop stopped step thinking thought thoughtFor toolRunning toolCalled toolDone toolFailed toolApproval toolDenied approve deny suggestions sources newMessage newMessages copy copyCode copied diagram diagramFailed goodReply badReply feedbackComment feedbackSend feedbackSkip feedbackThanks editMessage cancel messageEdited regenerate chatCrashed reloadChat dictate stopDictating listening stoppedListening microphoneRefused dictationFailed readAloud stopReading' as const;

/** The words of a space-separated list, as a union (tail-recursive: TypeScript allows a long list then). */
type Words<S extends string, Found extends string = never> = S extends `${infer Word} ${infer Rest}`
  ? Words<Rest, Found | Word>
  : Found | S;
/** A string when the list names every key of ChatStrings and nothing else; `never` otherwise. */
type KeyListCheck<S extends string> = [Words<S>] extends [keyof ChatStrings]
  ? [keyof ChatStrings] extends [Words<S>]
    ? string
    : never
  : never;

/** Every key of ChatStrings, in order; `satisfies` makes a missing or unknown key a type error. */
export const stringKeys = (KEY_LIST satisfies KeyListCheck<typeof KEY_LIST>).split(' ') as (keyof ChatStrings)[];
