// The public API of papo-chat: npm run api:update rewrites this file.

// ━━ papo-chat ━━

// AgentEvent
interface AgentEvent {
    type: string;
    [field: string]: unknown;
}
// BotMessage
interface BotMessage extends MessageBase, ReplyExtras {
    type: 'text';
    sender: 'bot';
    parts: readonly MessagePart[];
    status: BotMessageStatus;
    rating?: Rating;
    backendId?: string;
}
// BotMessageInput
type BotMessageInput = {
    type: 'component';
    key: string;
    arguments?: Record<string, unknown>;
    transparent?: boolean;
} | {
    type?: 'text';
    text: string;
    transparent?: boolean;
};
// BotMessageStatus
type BotMessageStatus = 'done' | 'failed' | 'stopped' | 'streaming';
// builtInStrings
const builtInStrings: Readonly<Record<BuiltInLanguage, ChatStrings>>;
// ButtonsPart
interface ButtonsPart {
    type: 'buttons';
    buttons: readonly ChoiceButton[];
    blockUserInput: boolean;
    status: ButtonsStatus;
    chosen?: number;
}
// ButtonsStatus
type ButtonsStatus = 'chosen' | 'failed' | 'open' | 'sending';
// ChatEmitter
interface ChatEmitter {
    check?: (method: 'off' | 'on', name: unknown, listener: unknown) => void;
    readonly listeners: Map<ChatEventName, Set<(payload: never) => void>>;
    on<Name extends ChatEventName>(name: Name, listener: ChatEventListener<Name>): () => void;
    off<Name extends ChatEventName>(name: Name, listener: ChatEventListener<Name>): void;
    emit<Name extends ChatEventName>(name: Name, ...payload: ChatEvents[Name] extends void ? [
    ] : [
        ChatEvents[Name]
    ]): void;
}
// ChatEnv
interface ChatEnv {
    fetch: typeof globalThis.fetch;
    storage: KeyValueStorage | null;
    randomUUID: () => string;
    now: () => number;
    setTimeout: (callback: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
    warn: (message: string, detail?: unknown) => void;
    openSocket?: OpenSocket;
    pageUrl?: () => string;
    nextFrame?: (callback: () => void) => void;
}
// ChatErrorKind
type ChatErrorKind = 'http' | 'network' | 'noResponse' | 'parse' | 'rateLimited' | 'stream' | 'timeout';
// ChatEventListener
type ChatEventListener<Name extends ChatEventName> = (payload: ChatEvents[Name]) => void;
// ChatEventName
type ChatEventName = keyof ChatEvents;
// ChatEvents
interface ChatEvents {
    open: void;
    close: void;
    scrollToBottom: void;
    arrowKeyDown: {
        key: 'ArrowDown' | 'ArrowUp';
        text: string;
    };
    messageSent: ChatMessage;
    messageReceived: ChatMessage;
    messageEdited: {
        message: UserMessage;
        replaced: readonly ChatMessage[];
    };
    replyRegenerated: {
        message: UserMessage;
        replaced: readonly ChatMessage[];
    };
    stopped: {
        messages: readonly ChatMessage[];
    };
    error: PapoError;
    feedback: {
        messageId: string;
        rating: Rating;
        comment?: string;
    };
    agentEvent: AgentEvent;
}
// ChatFeedback
interface ChatFeedback {
    sessionId: string;
    messageId: string;
    rating: 'down' | 'up';
    comment?: string;
}
// ChatInstance
interface ChatInstance extends LiveSetters {
    open(): void;
    close(): void;
    toggle(): void;
    isOpen(): boolean;
    sendMessage(text: string, files?: readonly File[]): Promise<boolean>;
    startNewSession(): Promise<void>;
    on: ChatEmitter['on'];
    off: ChatEmitter['off'];
    ready(): Promise<ChatStore>;
    unmount(): void;
}
// ChatMessage
type ChatMessage = ComponentMessage | ErrorMessage | TextMessage;
// ChatOptions
type ChatOptions = v.InferInput<typeof optionsSchema>;
// ChatState
interface ChatState {
    readonly messages: readonly ChatMessage[];
    readonly initialMessages: readonly ChatMessage[];
    readonly sessionId: null | string;
    readonly waiting: boolean;
    readonly execution: null | WaitingExecution;
    readonly lastError: null | PapoError;
    readonly historyStatus: HistoryStatus;
    readonly retryAt: null | number;
    readonly retryInSeconds: number;
    readonly options: ResolvedChatOptions;
    readonly strings: ChatStrings;
}
// ChatStore
interface ChatStore extends Pick<ChatEmitter, 'off' | 'on'> {
    getSnapshot(): ChatState;
    subscribe(listener: () => void): () => void;
    initialize(): Promise<void>;
    startNewSession(): void;
    loadPreviousSession(): Promise<void>;
    sendMessage(text: string, files?: readonly File[]): Promise<boolean>;
    choose(messageId: string, buttonIndex: number): Promise<boolean>;
    editMessage(messageId: string, text: string): Promise<boolean>;
    regenerate(messageId: string): Promise<boolean>;
    retry(messageId: string): Promise<boolean>;
    abort(): void;
    stop(): boolean;
    rate(messageId: string, rating: Rating, comment?: string): boolean;
    addBotMessage(message: BotMessageInput): ChatMessage;
    canSend(text: string): boolean;
    setOptions(options: ResolvedChatOptions): void;
    reportUiEvent<Name extends UiEventName>(name: Name, ...payload: EventPayload<Name>): void;
    destroy(): void;
}
// ChatStrings
interface ChatStrings {
    title: string;
    subtitle: string;
    footer: string;
    getStarted: string;
    inputPlaceholder: string;
    closeButtonTooltip: string;
    initialMessages: readonly string[];
    openChat: string;
    closeChat: string;
    retry: string;
    typing: string;
    loadError: string;
    chatWindowLabel: string;
    sendMessage: string;
    attachFiles: string;
    removeFile: string;
    filesChosen: string;
    fileNotAccepted: string;
    fileTooLarge: string;
    tooManyFiles: string;
    dropFiles: string;
    emptyResponse: string;
    showAll: string;
    poweredBy: string;
    errorNetwork: string;
    errorTimeout: string;
    errorHttp: string;
    errorRateLimited: string;
    errorRateLimitedWait: string;
    errorBusyWait: string;
    errorParse: string;
    errorStream: string;
    errorNoResponse: string;
    errorHistory: string;
    messageFromUser: string;
    messageFromBot: string;
    newConversation: string;
    messageList: string;
    choose: string;
    chooseFailed: string;
    stop: string;
    stopped: string;
    step: string;
    thinking: string;
    thought: string;
    thoughtFor: string;
    toolRunning: string;
    toolCalled: string;
    toolDone: string;
    toolFailed: string;
    toolApproval: string;
    toolDenied: string;
    approve: string;
    deny: string;
    suggestions: string;
    sources: string;
    newMessage: string;
    newMessages: string;
    copy: string;
    copyCode: string;
    copied: string;
    diagram: string;
    diagramFailed: string;
    goodReply: string;
    badReply: string;
    feedbackComment: string;
    feedbackSend: string;
    feedbackSkip: string;
    feedbackThanks: string;
    editMessage: string;
    cancel: string;
    messageEdited: string;
    regenerate: string;
    chatCrashed: string;
    reloadChat: string;
    dictate: string;
    stopDictating: string;
    listening: string;
    stoppedListening: string;
    microphoneRefused: string;
    dictationFailed: string;
    readAloud: string;
    stopReading: string;
}
// ChatTransport
interface ChatTransport {
    send(turn: ChatTurn, signal: AbortSignal): AsyncIterable<PartUpdate>;
    feedback?(rating: ChatFeedback): Promise<void>;
}
// ChatTurn
interface ChatTurn {
    sessionId: string;
    messageId: string;
    text: string;
    files: readonly File[];
    history: readonly ChatMessage[];
    continues?: true;
    regenerates?: string;
}
// ColorScheme
type ColorScheme = ValidatedChatOptions['colorScheme'];
// ComponentMessage
interface ComponentMessage extends MessageBase {
    type: 'component';
    sender: Sender;
    key: string;
    arguments: Record<string, unknown>;
}
// createBrowserEnv
function createBrowserEnv(overrides?: Partial<ChatEnv>): ChatEnv;
// createChat
const createChat: (userOptions?: import("..").ChatOptions) => import("./chat-instance").ChatInstance;
// createChatStore
function createChatStore(userOptions?: ChatOptions, env?: ChatEnv, emitter?: ChatEmitter): ChatStore;
// createEmitter
function createEmitter(onListenerError: (error: unknown) => void): ChatEmitter;
// createTransport
function createTransport(settings: (() => WebhookSettings) | WebhookSettings, env: TransportEnv, getToken?: () => string): Transport;
// defaultOptions
const defaultOptions: ResolvedChatOptions;
// describeOptionDefaults
function describeOptionDefaults(): {
    name: string;
    default: string;
}[];
// ErrorMessage
interface ErrorMessage extends MessageBase {
    type: 'error';
    sender: 'bot';
    text: string;
    errorKind: ChatErrorKind;
    status?: number;
    retryAt?: number;
    retryMessageId: string;
}
// FeedbackInput
type FeedbackInput = ChatFeedback;
// FilePart
interface FilePart {
    type: 'file';
    url: string;
    mimeType: string;
    name?: string;
}
// HistoryMappingContext
interface HistoryMappingContext {
    createId: () => string;
    createdAt: string;
}
// HistoryStatus
type HistoryStatus = 'failed' | 'idle' | 'loaded' | 'loading';
// isStreaming
function isStreaming(message: ChatMessage | undefined): boolean;
// KeyValueStorage
interface KeyValueStorage {
    getItem(key: string): null | string;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
}
// LiveSetters
interface LiveSetters {
    setMetadata(metadata: ChatOptions['metadata']): void;
    setLanguage(language: string): void;
    setColorScheme(scheme: ColorScheme): void;
}
// loadLanguage
const loadLanguage: (language: string) => Promise<void> | undefined;
// mapHistory
function mapHistory(data: unknown, { createId, createdAt }: HistoryMappingContext): TextMessage[];
// MessagePart
type MessagePart = ButtonsPart | FilePart | ReasoningPart | SourcePart | StepPart | TextPart | ToolPart;
// messageText
function messageText(message: ChatMessage): string;
// packLanguages
const packLanguages: string[];
// PapoArgumentError
class PapoArgumentError extends PapoError {
    name: string;
    readonly call: string;
    readonly argument: string;
    constructor(call: string, argument: string, expected: string, received: string, hint?: string);
}
// PapoError
class PapoError extends Error {
    name: string;
    readonly code: PapoErrorCode;
    constructor(code: PapoErrorCode, message: string, options?: {
        cause?: unknown;
    });
}
// PapoErrorCode
type PapoErrorCode = 'aborted' | 'argument' | 'http' | 'network' | 'options' | 'parse' | 'render' | 'start' | 'stream' | 'timeout';
// PapoOptionsError
class PapoOptionsError extends PapoError {
    name: string;
    readonly path: string;
    readonly expected: string;
    readonly received: string;
    constructor(path: string, expected: string, received: string);
}
// PartUpdate
type PartUpdate = {
    error: string;
} | {
    event: AgentEvent;
} | {
    key: string;
    part: MessagePart;
} | {
    messageId: string;
};
// Rating
type Rating = 'down' | 'up';
// readReplyStream
function readReplyStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamChunk>;
// ReasoningPart
interface ReasoningPart {
    type: 'reasoning';
    text: string;
    status: 'done' | 'running';
    seconds?: number;
}
// ReplyExtras
interface ReplyExtras {
    suggestions?: readonly string[];
    sources?: readonly Source[];
}
// RequestHeaders
type RequestHeaders = (() => Promise<Record<string, string>> | Record<string, string>) | Record<string, string>;
// RequestOptions
interface RequestOptions {
    signal?: AbortSignal;
    stopped?: () => boolean;
}
// ResolvedChatOptions
type ResolvedChatOptions = {
    [K in keyof ValidatedChatOptions]: K extends 'i18n' ? Record<string, ChatStrings> : ValidatedChatOptions[K];
};
// resolveOptions
function resolveOptions(user?: ChatOptions): ResolvedChatOptions;
// Sender
type Sender = 'bot' | 'user';
// SendResult
type SendResult = ({
    kind: 'reply';
    text: string;
    files?: readonly FilePart[];
} & ReplyExtras) | {
    kind: 'execution';
    execution: ExecutionStarted;
} | {
    kind: 'shown';
    replies: BotMessage[];
} | {
    kind: 'stream';
    chunks: AsyncGenerator<StreamChunk>;
};
// Source
interface Source {
    title: string;
    url: string;
}
// SourcePart
interface SourcePart extends Source {
    type: 'source';
}
// StepPart
interface StepPart {
    type: 'step';
    name: string;
    text: string;
    status: 'done' | 'running';
}
// StreamChunk
type StreamChunk = ReplyExtras & {
    files?: readonly FilePart[];
    type: 'begin' | 'end' | 'error' | 'execution' | 'item';
    content: string;
    nodeId: string;
    runIndex: number;
    nodeName?: string;
    execution?: ExecutionStarted;
};
// TextMessage
type TextMessage = BotMessage | UserMessage;
// TextPart
interface TextPart {
    type: 'text';
    text: string;
}
// ToolPart
interface ToolPart {
    type: 'tool';
    callId: string;
    name: string;
    input?: unknown;
    output?: unknown;
    error?: string;
    status: 'approval' | 'called' | 'denied' | 'done' | 'failed' | 'running' | 'streaming';
    approval?: ToolApproval;
}
// Transport
interface Transport {
    loadPreviousSession(sessionId: string, options?: RequestOptions): Promise<unknown[]>;
    sendMessage(input: {
        sessionId: string;
        text: string;
        files?: readonly File[];
        clientMessageId?: string;
        choice?: readonly [
            string,
            number
        ];
        regenerates?: string;
    }, options?: RequestOptions): Promise<SendResult>;
    sendFeedback(input: FeedbackInput): Promise<void>;
}
// TransportEnv
type TransportEnv = Pick<ChatEnv, 'clearTimeout' | 'fetch' | 'setTimeout'> & Partial<Pick<ChatEnv, 'now'>>;
// TransportName
type TransportName = 'ag-ui' | 'ai-sdk' | 'n8n' | 'openai';
// UiEventName
type UiEventName = 'arrowKeyDown' | 'scrollToBottom';
// UserMessage
interface UserMessage extends MessageBase {
    type: 'text';
    sender: 'user';
    text: string;
    files?: readonly File[];
    status: UserMessageStatus;
}
// UserMessageStatus
type UserMessageStatus = 'pending' | 'sent';
// WebhookAbortError
class WebhookAbortError extends PapoError {
    name: string;
    constructor();
}
// WebhookConfig
interface WebhookConfig {
    method: 'GET' | 'POST';
    headers: RequestHeaders;
    credentials?: RequestCredentials;
    body?: Record<string, unknown>;
}
// WebhookError
type WebhookError = WebhookAbortError | WebhookHttpError | WebhookNetworkError | WebhookParseError | WebhookStreamError | WebhookTimeoutError;
// WebhookHttpError
class WebhookHttpError extends PapoError {
    name: string;
    readonly status: number;
    readonly retryAfterMs?: number;
    constructor(status: number, url: string, retryAfterMs?: number);
}
// WebhookNetworkError
class WebhookNetworkError extends PapoError {
    name: string;
    constructor(url: string, cause: unknown);
}
// WebhookParseError
class WebhookParseError extends PapoError {
    name: string;
    constructor(url: string, cause?: unknown);
}
// WebhookSettings
interface WebhookSettings {
    webhookUrl: string;
    webhookConfig: WebhookConfig;
    chatInputKey: string;
    chatSessionKey: string;
    metadata?: Record<string, unknown>;
    enableStreaming: boolean;
    requestTimeoutMs: number;
}
// WebhookSocketError
class WebhookSocketError extends PapoError {
    name: string;
    constructor(url: string, detail: string);
}
// WebhookStreamError
class WebhookStreamError extends PapoError {
    name: string;
    readonly reason: 'broken' | 'empty' | 'workflow';
    constructor(message: string, cause?: unknown, reason?: 'broken' | 'empty' | 'workflow');
}
// WebhookTimeoutError
class WebhookTimeoutError extends PapoError {
    name: string;
    readonly timeoutMs: number;
    constructor(timeoutMs: number, url: string);
}

// ━━ papo-chat/react ━━

// ChatActions
type ChatActions = Omit<ChatStore, 'destroy' | 'getSnapshot' | 'initialize' | 'setOptions' | 'subscribe'>;
// PapoChat
function PapoChat({ onReady, className, ...options }: PapoChatProps): import("react").JSX.Element;
// PapoChatProps
interface PapoChatProps extends Omit<ChatOptions, 'target'> {
    onReady?: (instance: ChatInstance) => void;
    className?: string;
}
// useChatSelector
function useChatSelector<Selected>(store: Pick<ChatStore, 'getSnapshot' | 'subscribe'>, selector: (state: ChatState) => Selected, isEqual?: (previous: Selected, next: Selected) => boolean): Selected;
// usePapoChat
function usePapoChat(options: ChatOptions, env?: ChatEnv): UsePapoChatResult;
// UsePapoChatResult
interface UsePapoChatResult extends ChatState, ChatActions, LiveSetters {
    store: ChatStore;
}

// ━━ papo-chat/element ━━

// ChatInstance
interface ChatInstance extends LiveSetters {
    open(): void;
    close(): void;
    toggle(): void;
    isOpen(): boolean;
    sendMessage(text: string, files?: readonly File[]): Promise<boolean>;
    startNewSession(): Promise<void>;
    on: ChatEmitter['on'];
    off: ChatEmitter['off'];
    ready(): Promise<ChatStore>;
    unmount(): void;
}
// PapoChatElement
type PapoChatElement = ChatElement;
// PapoChatElement
const PapoChatElement: {
    new (): ChatElement;
    observedAttributes: string[];
};
// PapoChatElementOptions
type PapoChatElementOptions = Omit<ChatOptions, 'target'>;

// ━━ papo-chat/migrate ━━

// migrateMessage
function migrateMessage(message: unknown): ChatMessage;

// ━━ reached from the above, not exported ━━

const optionsSchema: v.SchemaWithPipe<readonly [
    v.StrictObjectSchema<{
        readonly webhookUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.StringSchema<undefined>,
            v.CheckAction<string, string>
        ]>, "http://localhost:5678/webhook/chat">;
        readonly webhookConfig: v.OptionalSchema<v.StrictObjectSchema<{
            readonly method: v.OptionalSchema<v.CustomSchema<"GET" | "POST", undefined | v.ErrorMessage<v.CustomIssue>>, "POST">;
            readonly headers: v.OptionalSchema<v.CustomSchema<RequestHeaders, undefined | v.ErrorMessage<v.CustomIssue>>, {}>;
            readonly credentials: v.OptionalSchema<v.CustomSchema<"include" | "omit" | "same-origin", undefined | v.ErrorMessage<v.CustomIssue>>, "same-origin">;
            readonly body: v.OptionalSchema<v.SchemaWithPipe<readonly [
                v.CustomSchema<{
                    [x: string]: unknown;
                }, undefined | v.ErrorMessage<v.CustomIssue>>,
                v.RecordSchema<v.StringSchema<undefined>, v.UnknownSchema, undefined>
            ]>, undefined>;
        }, undefined>, {}>;
        readonly transport: v.OptionalSchema<v.CustomSchema<ChatTransport | TransportName, undefined | v.ErrorMessage<v.CustomIssue>>, "n8n">;
        readonly model: v.OptionalSchema<v.StringSchema<undefined>, "">;
        readonly target: v.OptionalSchema<v.CustomSchema<Element | string, undefined | v.ErrorMessage<v.CustomIssue>>, "#papo-chat">;
        readonly mode: v.OptionalSchema<v.CustomSchema<"fullscreen" | "window", undefined | v.ErrorMessage<v.CustomIssue>>, "window">;
        readonly loadPreviousSession: v.OptionalSchema<v.BooleanSchema<undefined>, true>;
        readonly chatInputKey: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.StringSchema<undefined>,
            v.CheckAction<string, string>
        ]>, "chatInput">;
        readonly chatSessionKey: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.StringSchema<undefined>,
            v.CheckAction<string, string>
        ]>, "sessionId">;
        readonly defaultLanguage: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.StringSchema<undefined>,
            v.CheckAction<string, string>
        ]>, "en">;
        readonly showWelcomeScreen: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        readonly showWindowCloseButton: v.OptionalSchema<v.BooleanSchema<undefined>, true>;
        readonly initialMessages: v.OptionalSchema<v.GenericSchema<readonly string[]>, undefined>;
        readonly metadata: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.CustomSchema<{
                [x: string]: unknown;
            }, undefined | v.ErrorMessage<v.CustomIssue>>,
            v.RecordSchema<v.StringSchema<undefined>, v.UnknownSchema, undefined>
        ]>, undefined>;
        readonly i18n: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.CustomSchema<{
                [x: string]: {
                    title?: string | undefined;
                    subtitle?: string | undefined;
                    footer?: string | undefined;
                    getStarted?: string | undefined;
                    inputPlaceholder?: string | undefined;
                    closeButtonTooltip?: string | undefined;
                    initialMessages?: readonly string[] | undefined;
                    openChat?: string | undefined;
                    closeChat?: string | undefined;
                    retry?: string | undefined;
                    typing?: string | undefined;
                    loadError?: string | undefined;
                    chatWindowLabel?: string | undefined;
                    sendMessage?: string | undefined;
                    attachFiles?: string | undefined;
                    removeFile?: string | undefined;
                    filesChosen?: string | undefined;
                    fileNotAccepted?: string | undefined;
                    fileTooLarge?: string | undefined;
                    tooManyFiles?: string | undefined;
                    dropFiles?: string | undefined;
                    emptyResponse?: string | undefined;
                    showAll?: string | undefined;
                    poweredBy?: string | undefined;
                    errorNetwork?: string | undefined;
                    errorTimeout?: string | undefined;
                    errorHttp?: string | undefined;
                    errorRateLimited?: string | undefined;
                    errorRateLimitedWait?: string | undefined;
                    errorBusyWait?: string | undefined;
                    errorParse?: string | undefined;
                    errorStream?: string | undefined;
                    errorNoResponse?: string | undefined;
                    errorHistory?: string | undefined;
                    messageFromUser?: string | undefined;
                    messageFromBot?: string | undefined;
                    newConversation?: string | undefined;
                    messageList?: string | undefined;
                    choose?: string | undefined;
                    chooseFailed?: string | undefined;
                    stop?: string | undefined;
                    stopped?: string | undefined;
                    step?: string | undefined;
                    thinking?: string | undefined;
                    thought?: string | undefined;
                    thoughtFor?: string | undefined;
                    toolRunning?: string | undefined;
                    toolCalled?: string | undefined;
                    toolDone?: string | undefined;
                    toolFailed?: string | undefined;
                    toolApproval?: string | undefined;
                    toolDenied?: string | undefined;
                    approve?: string | undefined;
                    deny?: string | undefined;
                    suggestions?: string | undefined;
                    sources?: string | undefined;
                    newMessage?: string | undefined;
                    newMessages?: string | undefined;
                    copy?: string | undefined;
                    copyCode?: string | undefined;
                    copied?: string | undefined;
                    diagram?: string | undefined;
                    diagramFailed?: string | undefined;
                    goodReply?: string | undefined;
                    badReply?: string | undefined;
                    feedbackComment?: string | undefined;
                    feedbackSend?: string | undefined;
                    feedbackSkip?: string | undefined;
                    feedbackThanks?: string | undefined;
                    editMessage?: string | undefined;
                    cancel?: string | undefined;
                    messageEdited?: string | undefined;
                    regenerate?: string | undefined;
                    chatCrashed?: string | undefined;
                    reloadChat?: string | undefined;
                    dictate?: string | undefined;
                    stopDictating?: string | undefined;
                    listening?: string | undefined;
                    stoppedListening?: string | undefined;
                    microphoneRefused?: string | undefined;
                    dictationFailed?: string | undefined;
                    readAloud?: string | undefined;
                    stopReading?: string | undefined;
                };
            }, undefined | v.ErrorMessage<v.CustomIssue>>,
            v.RecordSchema<v.StringSchema<undefined>, v.StrictObjectSchema<{
                title: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                subtitle: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                footer: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                getStarted: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                inputPlaceholder: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                closeButtonTooltip: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                initialMessages: v.OptionalSchema<v.GenericSchema<readonly string[]>, undefined>;
                openChat: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                closeChat: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                retry: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                typing: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                loadError: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                chatWindowLabel: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                sendMessage: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                attachFiles: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                removeFile: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                filesChosen: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                fileNotAccepted: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                fileTooLarge: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                tooManyFiles: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                dropFiles: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                emptyResponse: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                showAll: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                poweredBy: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorNetwork: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorTimeout: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorHttp: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorRateLimited: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorRateLimitedWait: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorBusyWait: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorParse: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorStream: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorNoResponse: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                errorHistory: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                messageFromUser: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                messageFromBot: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                newConversation: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                messageList: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                choose: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                chooseFailed: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                stop: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                stopped: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                step: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                thinking: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                thought: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                thoughtFor: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                toolRunning: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                toolCalled: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                toolDone: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                toolFailed: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                toolApproval: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                toolDenied: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                approve: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                deny: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                suggestions: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                sources: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                newMessage: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                newMessages: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                copy: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                copyCode: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                copied: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                diagram: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                diagramFailed: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                goodReply: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                badReply: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                feedbackComment: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                feedbackSend: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                feedbackSkip: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                feedbackThanks: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                editMessage: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                cancel: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                messageEdited: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                regenerate: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                chatCrashed: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                reloadChat: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                dictate: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                stopDictating: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                listening: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                stoppedListening: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                microphoneRefused: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                dictationFailed: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                readAloud: v.OptionalSchema<v.GenericSchema<string>, undefined>;
                stopReading: v.OptionalSchema<v.GenericSchema<string>, undefined>;
            }, undefined>, undefined>
        ]>, {}>;
        readonly theme: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.CustomSchema<{
                [x: string]: string;
            }, undefined | v.ErrorMessage<v.CustomIssue>>,
            v.RecordSchema<v.SchemaWithPipe<readonly [
                v.StringSchema<undefined>,
                v.CheckAction<string, "a CSS custom property starting with \"--chat--\"">
            ]>, v.StringSchema<undefined>, undefined>
        ]>, {}>;
        readonly allowFileUploads: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        readonly allowedFilesMimeTypes: v.OptionalSchema<v.StringSchema<undefined>, "">;
        readonly maxFileSize: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.NumberSchema<undefined>,
            v.CheckAction<number, "0 or more (0 for no limit)">
        ]>, 10000000>;
        readonly maxFiles: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.NumberSchema<undefined>,
            v.CheckAction<number, "0 or more (0 for no limit)">
        ]>, 10>;
        readonly disabled: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        readonly enterKey: v.OptionalSchema<v.CustomSchema<"newline" | "send", undefined | v.ErrorMessage<v.CustomIssue>>, "send">;
        readonly allowedImageOrigins: v.OptionalSchema<v.GenericSchema<readonly string[]>, readonly [
        ]>;
        readonly messageComponents: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.CustomSchema<{
                [x: string]: unknown;
            }, undefined | v.ErrorMessage<v.CustomIssue>>,
            v.RecordSchema<v.StringSchema<undefined>, v.CustomSchema<unknown, undefined | v.ErrorMessage<v.CustomIssue>>, undefined>
        ]>, {}>;
        readonly enableStreaming: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        readonly requestTimeoutMs: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.NumberSchema<undefined>,
            v.CheckAction<number, "a whole number of milliseconds">,
            v.CheckAction<number, "at least 1 (milliseconds)">
        ]>, 60000>;
        readonly storageKey: v.OptionalSchema<v.SchemaWithPipe<readonly [
            v.StringSchema<undefined>,
            v.CheckAction<string, string>
        ]>, "papo-chat/sessionId">;
        readonly suggestions: v.OptionalSchema<v.GenericSchema<readonly string[]>, undefined>;
        readonly colorScheme: v.OptionalSchema<v.CustomSchema<"auto" | "dark" | "light", undefined | v.ErrorMessage<v.CustomIssue>>, "light">;
        readonly dir: v.OptionalSchema<v.CustomSchema<"auto" | "ltr" | "rtl", undefined | v.ErrorMessage<v.CustomIssue>>, "auto">;
        readonly feedback: v.OptionalSchema<v.CustomSchema<{
            webhook?: boolean;
        } | boolean, undefined | v.ErrorMessage<v.CustomIssue>>, false>;
        readonly voiceInput: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        readonly readAloud: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        readonly messageActions: v.OptionalSchema<v.StrictObjectSchema<{
            readonly edit: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
            readonly regenerate: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        }, undefined>, {}>;
        readonly markdown: v.OptionalSchema<v.StrictObjectSchema<{
            readonly math: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
            readonly diagrams: v.OptionalSchema<v.CustomSchema<{
                frameUrl: string;
            } | boolean, undefined | v.ErrorMessage<v.CustomIssue>>, false>;
        }, undefined>, {}>;
        readonly onError: v.OptionalSchema<v.CustomSchema<(error: PapoError) => void, undefined | v.ErrorMessage<v.CustomIssue>>, undefined>;
    }, undefined>,
    v.RawCheckAction<{
        webhookUrl: string;
        webhookConfig: {
            method: "GET" | "POST";
            headers: RequestHeaders;
            credentials: "include" | "omit" | "same-origin";
            body?: {
                [x: string]: unknown;
            } | undefined;
        };
        transport: ChatTransport | TransportName;
        model: string;
        target: Element | string;
        mode: "fullscreen" | "window";
        loadPreviousSession: boolean;
        chatInputKey: string;
        chatSessionKey: string;
        defaultLanguage: string;
        showWelcomeScreen: boolean;
        showWindowCloseButton: boolean;
        initialMessages?: readonly string[] | undefined;
        metadata?: {
            [x: string]: unknown;
        } | undefined;
        i18n: {
            [x: string]: {
                title?: string | undefined;
                subtitle?: string | undefined;
                footer?: string | undefined;
                getStarted?: string | undefined;
                inputPlaceholder?: string | undefined;
                closeButtonTooltip?: string | undefined;
                initialMessages?: readonly string[] | undefined;
                openChat?: string | undefined;
                closeChat?: string | undefined;
                retry?: string | undefined;
                typing?: string | undefined;
                loadError?: string | undefined;
                chatWindowLabel?: string | undefined;
                sendMessage?: string | undefined;
                attachFiles?: string | undefined;
                removeFile?: string | undefined;
                filesChosen?: string | undefined;
                fileNotAccepted?: string | undefined;
                fileTooLarge?: string | undefined;
                tooManyFiles?: string | undefined;
                dropFiles?: string | undefined;
                emptyResponse?: string | undefined;
                showAll?: string | undefined;
                poweredBy?: string | undefined;
                errorNetwork?: string | undefined;
                errorTimeout?: string | undefined;
                errorHttp?: string | undefined;
                errorRateLimited?: string | undefined;
                errorRateLimitedWait?: string | undefined;
                errorBusyWait?: string | undefined;
                errorParse?: string | undefined;
                errorStream?: string | undefined;
                errorNoResponse?: string | undefined;
                errorHistory?: string | undefined;
                messageFromUser?: string | undefined;
                messageFromBot?: string | undefined;
                newConversation?: string | undefined;
                messageList?: string | undefined;
                choose?: string | undefined;
                chooseFailed?: string | undefined;
                stop?: string | undefined;
                stopped?: string | undefined;
                step?: string | undefined;
                thinking?: string | undefined;
                thought?: string | undefined;
                thoughtFor?: string | undefined;
                toolRunning?: string | undefined;
                toolCalled?: string | undefined;
                toolDone?: string | undefined;
                toolFailed?: string | undefined;
                toolApproval?: string | undefined;
                toolDenied?: string | undefined;
                approve?: string | undefined;
                deny?: string | undefined;
                suggestions?: string | undefined;
                sources?: string | undefined;
                newMessage?: string | undefined;
                newMessages?: string | undefined;
                copy?: string | undefined;
                copyCode?: string | undefined;
                copied?: string | undefined;
                diagram?: string | undefined;
                diagramFailed?: string | undefined;
                goodReply?: string | undefined;
                badReply?: string | undefined;
                feedbackComment?: string | undefined;
                feedbackSend?: string | undefined;
                feedbackSkip?: string | undefined;
                feedbackThanks?: string | undefined;
                editMessage?: string | undefined;
                cancel?: string | undefined;
                messageEdited?: string | undefined;
                regenerate?: string | undefined;
                chatCrashed?: string | undefined;
                reloadChat?: string | undefined;
                dictate?: string | undefined;
                stopDictating?: string | undefined;
                listening?: string | undefined;
                stoppedListening?: string | undefined;
                microphoneRefused?: string | undefined;
                dictationFailed?: string | undefined;
                readAloud?: string | undefined;
                stopReading?: string | undefined;
            };
        };
        theme: {
            [x: string]: string;
        };
        allowFileUploads: boolean;
        allowedFilesMimeTypes: string;
        maxFileSize: number;
        maxFiles: number;
        disabled: boolean;
        enterKey: "newline" | "send";
        allowedImageOrigins: readonly string[];
        messageComponents: {
            [x: string]: unknown;
        };
        enableStreaming: boolean;
        requestTimeoutMs: number;
        storageKey: string;
        suggestions?: readonly string[] | undefined;
        colorScheme: "auto" | "dark" | "light";
        dir: "auto" | "ltr" | "rtl";
        feedback: {
            webhook?: boolean;
        } | boolean;
        voiceInput: boolean;
        readAloud: boolean;
        messageActions: {
            edit: boolean;
            regenerate: boolean;
        };
        markdown: {
            math: boolean;
            diagrams: {
                frameUrl: string;
            } | boolean;
        };
        onError?: ((error: PapoError) => void) | undefined;
    }>
]>;
interface ChatElement extends HTMLElement {
    options: PapoChatElementOptions;
    readonly chat: ChatInstance | null;
}
interface ChoiceButton {
    text: string;
    link: string;
    kind: 'primary' | 'secondary';
}
interface ExecutionStarted {
    executionId: string;
    resumeToken?: string;
}
interface MessageBase {
    id: string;
    createdAt: string;
    transparent?: boolean;
    restored?: boolean;
    greeting?: boolean;
}
interface SocketLike {
    readonly readyState: number;
    send(data: string): void;
    close(code?: number): void;
    onmessage: ((event: {
        data: unknown;
    }) => void) | null;
    onclose: ((event: {
        code: number;
    }) => void) | null;
}
interface ToolApproval {
    id: string;
    approved?: boolean;
    [field: string]: unknown;
}
interface WaitingExecution {
    readonly executionId: string;
    readonly awaitingReply: boolean;
}
type BuiltInLanguage = 'en' | 'pt';
type EventPayload<Name extends UiEventName> = ChatEvents[Name] extends void ? [
] : [
    ChatEvents[Name]
];
type OpenSocket = (url: string) => SocketLike;
type ValidatedChatOptions = v.InferOutput<typeof optionsSchema>;
