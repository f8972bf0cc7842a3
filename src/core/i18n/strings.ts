/**
 * The keys of every text the widget shows or announces. Its own module because both the
 * launcher's few strings (languages.ts) and the chat's full set (i18n.ts) are typed by it.
 */
export interface ChatStrings {
  title: string;
  subtitle: string;
  footer: string;
  getStarted: string;
  inputPlaceholder: string;
  closeButtonTooltip: string;
  /** Bot messages shown before the visitor writes, unless the `initialMessages` option is set. */
  initialMessages: readonly string[];
  // The next five are what the launcher shows before the chat's code loads (languages.ts).
  /** Accessible name of the toggle button while the window is closed / open. */
  openChat: string;
  closeChat: string;
  retry: string;
  typing: string;
  /** Part of the widget (a lazily loaded chunk) failed to load. */
  loadError: string;
  /** Accessible name of the chat window (a dialog in window mode, a region in fullscreen). */
  chatWindowLabel: string;
  sendMessage: string;
  attachFiles: string;
  /** Accessible name of a file chip; `{name}` is the file name. */
  removeFile: string;
  /** Accessible name of the list of files waiting to be sent. */
  filesChosen: string;
  /**
   * Why a file picked, pasted or dropped was left out: its type (`allowedFilesMimeTypes`), its
   * size (`maxFileSize`; `{size}` in MB) or one too many (`maxFiles`; `{count}`); `{name}` is the file's.
   */
  fileNotAccepted: string;
  fileTooLarge: string;
  tooManyFiles: string;
  /** Shown over the chat, and announced, while files are dragged over it. */
  dropFiles: string;
  /** Shown in place of a bot reply that has no text. */
  emptyResponse: string;
  /** Button under a very long reply, of which only the start is shown until it is pressed. */
  showAll: string;
  poweredBy: string;
  errorNetwork: string;
  errorTimeout: string;
  /** `{status}` is the HTTP status code. */
  errorHttp: string;
  /** HTTP 429 with no wait given, or once the wait is over. */
  errorRateLimited: string;
  /** HTTP 429 with `Retry-After`; `{seconds}` counts down to when Retry is enabled. */
  errorRateLimitedWait: string;
  /** HTTP 503 with `Retry-After`; `{seconds}` counts down to when Retry is enabled. */
  errorBusyWait: string;
  errorParse: string;
  /** A streamed reply broke off mid-way. */
  errorStream: string;
  /** A stream ended without any text. */
  errorNoResponse: string;
  /** The previous conversation could not be loaded, so a new one was started. */
  errorHistory: string;
  /** Screen-reader prefixes, so a message's author is heard, not only seen. */
  messageFromUser: string;
  messageFromBot: string;
  newConversation: string;
  /** Accessible name of the scrolling list of messages. */
  messageList: string;
  /**
   * Accessible name of the buttons a workflow offers under its message, and the message
   * box's placeholder while it waits for a choice.
   */
  choose: string;
  /** Under the buttons when a choice could not be sent. */
  chooseFailed: string;
  /** The send button while a reply is awaited or streaming: it stops the reply. */
  stop: string;
  /** Under a reply the visitor stopped; what had arrived is kept. */
  stopped: string;
  /**
   * A step of a reply (what a workflow node wrote before the answer) is labelled with the
   * node's name, or `step` when the stream names none (a running step is `aria-busy`).
   */
  step: string;
  /**
   * A model's reasoning before its answer, a closed disclosure: `thinking` while it streams
   * (`aria-busy`), then `thoughtFor` (`{seconds}` is how long it took) or, when the backend
   * did not say, `thought`.
   */
  thinking: string;
  thought: string;
  thoughtFor: string;
  /**
   * A tool the agent called, a closed disclosure named for its state; `{name}` is the tool's.
   */
  toolRunning: string;
  /** A call the reply ended on with no result: the model asked for it, nobody answered (Chat Completions leaves tools to the client). */
  toolCalled: string;
  toolDone: string;
  toolFailed: string;
  /** A tool the backend runs only if the visitor allows it, and the call the visitor (or the backend) refused. */
  toolApproval: string;
  toolDenied: string;
  /** The buttons under a tool that asks for the visitor's approval. */
  approve: string;
  deny: string;
  /** Accessible name of the suggested questions (chips), and their prefix when a reply is announced. */
  suggestions: string;
  /** Accessible name of the list of pages a reply came from. */
  sources: string;
  /** Unread badge: how many replies arrived while the window was closed; `{count}` is the number. One… */
  newMessage: string;
  /**
   * …and every other count (Intl.PluralRules chooses, so a language with one plural form just
   * repeats it). A language with more forms gives each as `category:text`, joined by "|", the
   * form without a category being "other": `'two:…|few:{count} …|{count} …'` (plural.ts).
   */
  newMessages: string;
  // Copy and feedback under a bot reply.
  /** The copy button of a reply, and of a code block (`copyCode`); `copied` is its state after. */
  copy: string;
  copyCode: string;
  copied: string;
  /** A drawn diagram's name when it has no title of its own, and the line under one that could not be drawn (`markdown.diagrams`). */
  diagram: string;
  diagramFailed: string;
  /** The 👍 / 👎 buttons' names (the `feedback` option). */
  goodReply: string;
  badReply: string;
  /** The label of the optional comment after 👎, its buttons, and what replaces it once sent. */
  feedbackComment: string;
  feedbackSend: string;
  feedbackSkip: string;
  feedbackThanks: string;
  /**
   * Edit and Regenerate (the `messageActions` option): the name of Edit on the visitor's last
   * message and the label of its text box, the form's Cancel, what is announced once the
   * edit is sent, and Regenerate's name under the last reply.
   */
  editMessage: string;
  cancel: string;
  messageEdited: string;
  regenerate: string;
  /** In the window in place of a chat that failed to draw (a render error), above `reloadChat`. */
  chatCrashed: string;
  /** The button that makes the chat again, with the conversation kept in storage. */
  reloadChat: string;
  // Voice (the `voiceInput` and `readAloud` options).
  /** The microphone button, and its name while it listens. */
  dictate: string;
  stopDictating: string;
  /** Announced when dictation starts and when it ends; `listening` is also the box's placeholder then. */
  listening: string;
  stoppedListening: string;
  /** Under the message box when the browser or the visitor refused the microphone. */
  microphoneRefused: string;
  /** Under the message box when dictation failed for another reason (no microphone, no network…). */
  dictationFailed: string;
  /** The button under a reply that reads it out, and its name while it reads. */
  readAloud: string;
  stopReading: string;
}
