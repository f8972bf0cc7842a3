/**
 * The options as the integrator writes them: one valibot schema is the single source of
 * the TypeScript types, the defaults, the one-level-deep merge (an optional object whose
 * own fields are optional with defaults merges the user's value over the defaults for
 * free) and the error text. createChat runs it at once in the npm build, and the
 * standalone chat's code when it arrives (options-check.ts); it leaves the languages as
 * given, and options.ts completes them from the built-in strings. In the standalone
 * bundles `valibot` is valibot-subset.ts (tsup.config.ts aliases it), and the chat's code
 * (papo-chat.app.js) gets i18n/language-schema-loose.ts for `languageSchema`.
 */
import * as v from 'valibot';
import { isStringRecord } from '../arguments';
import { describeValue, PapoOptionsError, type PapoError } from '../errors';
import { languageSchema } from '../i18n/language-schema';
import { chosenLanguage, matchLanguage } from '../i18n/language-match';
import { languagesOf } from '../i18n/languages';
import { closestName, unknownKeyError } from './option-hints';
import { anyObject, limit, nonEmptyString, objectRecord, oneOf, orList, stringList } from './schema-parts';
import type { SchemaNode } from './schema-node';
import type { ChatTransport, RequestHeaders, TransportName } from '../transport/chat-transport';
import { isComponent, isDiagrams, isFeedback, isOrigin, isTarget, isTransport } from './value-checks';

/**
 * The options, their checks and defaults. Notes kept out of the object (the npm build ships
 * comments inside an object literal, and this one is in every chat's bytes):
 * - `transport`: Who answers: n8n's Chat Trigger (the default), a Vercel AI SDK route, an OpenAI Chat Completions endpoint, an AG-UI agent, or a ChatTransport (docs/transports.md).
 * - `model`: The model name for transport 'openai'; '' leaves the field out (a proxy that picks the model).
 * - `defaultLanguage`: 'auto', or a language of `i18n`, a built-in one or one with a pack; checked below, once `i18n` is known.
 * - `initialMessages`: No default on purpose: when unset, the language's `initialMessages` apply (see initialMessagesFor).
 * - `metadata`: No default on purpose: `metadata` is sent only when it is set (docs/protocol.md#requests).
 * - `webhookConfig.headers`: An object, or a function called before every request (docs/api.md#request-options).
 * - `webhookConfig.credentials`: fetch's default, which n8n's requests have always had: cookies only to the page's own origin.
 * - `webhookConfig.body`: Extra fields of the agent backends' requests; n8n's requests carry `metadata` instead (docs/transports.md).
 * - `i18n`: Strings per language, each completed from the built-ins by options.ts.
 * - `allowedFilesMimeTypes`: Comma-separated MIME types or extensions, as n8n takes them; '' accepts any file.
 * - `maxFileSize`: Bytes; 10 MB leaves room for base64 (×4/3) in the agent backends' JSON under n8n's 16 MiB body limit (N8N_PAYLOAD_SIZE_MAX). 0: no limit.
 * - `maxFiles`: Files with one message; 0: no limit.
 * - `allowedImageOrigins`: Images of a reply from other origins are shown as links; the page's own origin is always allowed.
 * - `suggestions`: Questions offered as chips while the conversation is empty; cleaned (trimmed, each once, at most 4) by the chat.
 * - `colorScheme`: 'auto' follows the visitor's `prefers-color-scheme`, live (docs/decisions.md#theming).
 * - `dir`: 'auto' follows `defaultLanguage` (direction.ts).
 * - `feedback`: 👍/👎 under bot replies (docs/protocol.md#feedback).
 * - `enterKey`: 'newline' makes Enter a new line and Ctrl/⌘+Enter send, for chats where people write long messages.
 * - `voiceInput`: A microphone button that dictates into the box (Web Speech API); hidden where the browser has none (docs/features.md#voice).
 * - `readAloud`: A "Read aloud" button under finished replies (speechSynthesis); hidden where the browser has none.
 * - `markdown.math`: Formulas in replies drawn by KaTeX, a file fetched only by a reply that holds one (docs/features.md#math).
 * - `markdown.diagrams`: ```` ```mermaid ```` blocks drawn by Mermaid in a frame of their own, fetched only by a reply that holds one (docs/features.md#diagrams).
 * - `messageActions`: Edit on the visitor's last message, Regenerate on the last reply; both off keeps the chat as it was (docs/features.md#edit-and-regenerate).
 */
export const optionsObjectSchema = v.strictObject({
  webhookUrl: v.optional(
    nonEmptyString('a non-empty URL (absolute or relative)'),
    'http://localhost:5678/webhook/chat',
  ),
  webhookConfig: v.optional(
    v.strictObject({
      method: v.optional(oneOf(['GET', 'POST']), 'POST'),
      headers: v.optional(
        v.custom<RequestHeaders>(
          (value) => typeof value == 'function' || isStringRecord(value),
          'an object of strings or a function that returns one',
        ),
        {},
      ),
      credentials: v.optional(oneOf(['omit', 'same-origin', 'include']), 'same-origin'),
      body: anyObject,
    }),
    {},
  ),
  transport: v.optional(
    v.custom<TransportName | ChatTransport>(
      isTransport,
      '"n8n", "ai-sdk", "openai", "ag-ui" or an object with a send(turn, signal) method',
    ),
    'n8n',
  ),
  model: v.optional(v.string(), ''),
  target: v.optional(v.custom<string | Element>(isTarget, 'a CSS selector or an Element'), '#papo-chat'),
  mode: v.optional(oneOf(['window', 'fullscreen']), 'window'),
  loadPreviousSession: v.optional(v.boolean(), true),
  chatInputKey: v.optional(nonEmptyString('a non-empty field name'), 'chatInput'),
  chatSessionKey: v.optional(nonEmptyString('a non-empty field name'), 'sessionId'),
  defaultLanguage: v.optional(nonEmptyString('a non-empty language code'), 'en'),
  showWelcomeScreen: v.optional(v.boolean(), false),
  showWindowCloseButton: v.optional(v.boolean(), true),
  initialMessages: v.optional(stringList),
  metadata: anyObject,
  i18n: v.optional(objectRecord(v.record(v.string(), languageSchema(stringList))), {}),
  theme: v.optional(
    objectRecord(
      v.record(
        v.pipe(
          v.string(),
          v.check((name) => name.startsWith('--chat--'), 'a CSS custom property starting with "--chat--"'),
        ),
        v.string(),
      ),
    ),
    {},
  ),
  allowFileUploads: v.optional(v.boolean(), false),
  allowedFilesMimeTypes: v.optional(v.string(), ''),
  maxFileSize: v.optional(limit, 10000000),
  maxFiles: v.optional(limit, 10),
  disabled: v.optional(v.boolean(), false),
  enterKey: v.optional(oneOf(['send', 'newline']), 'send'),
  allowedImageOrigins: v.optional(
    v.array(
      v.pipe(v.string(), v.check(isOrigin, 'an origin like "https://cdn.example.com"')),
    ) as unknown as v.GenericSchema<readonly string[]>,
    [],
  ),
  messageComponents: v.optional(
    objectRecord(v.record(v.string(), v.custom<unknown>(isComponent, 'a React component (a function or an object)'))),
    {},
  ),
  enableStreaming: v.optional(v.boolean(), false),
  requestTimeoutMs: v.optional(
    v.pipe(
      v.number(),
      v.check((ms: number) => Number.isInteger(ms), 'a whole number of milliseconds'),
      v.check((ms: number) => ms >= 1, 'at least 1 (milliseconds)'),
    ),
    60000,
  ),
  storageKey: v.optional(nonEmptyString('a non-empty storage key'), 'papo-chat/sessionId'),
  suggestions: v.optional(stringList),
  colorScheme: v.optional(oneOf(['light', 'dark', 'auto']), 'light'),
  dir: v.optional(oneOf(['ltr', 'rtl', 'auto']), 'auto'),
  feedback: v.optional(
    v.custom<boolean | { webhook?: boolean }>(isFeedback, 'true, false or { webhook: true }'),
    false,
  ),
  voiceInput: v.optional(v.boolean(), false),
  readAloud: v.optional(v.boolean(), false),
  messageActions: v.optional(
    v.strictObject({ edit: v.optional(v.boolean(), false), regenerate: v.optional(v.boolean(), false) }),
    {},
  ),
  markdown: v.optional(
    v.strictObject({
      math: v.optional(v.boolean(), false),
      diagrams: v.optional(
        v.custom<boolean | { frameUrl: string }>(isDiagrams, 'true, false or { frameUrl: "…/papo-chat.diagram.html" }'),
        false,
      ),
    }),
    {},
  ),
  onError: v.optional(v.custom<(error: PapoError) => void>((value) => typeof value === 'function', 'a function')),
});

/**
 * The check that needs two options at once: `defaultLanguage` is 'auto' or names a language
 * of `i18n`, a built-in one or one with a pack. Returns the error when it does not, with the
 * language most likely meant (`pt-BR` → "pt", `zh` → "zh-CN", `DE` → "de").
 */
export function languageMismatch({
  defaultLanguage,
  i18n,
}: v.InferOutput<typeof optionsObjectSchema>): PapoOptionsError | undefined {
  const languages = languagesOf(i18n);
  if (defaultLanguage === 'auto' || languages.includes(defaultLanguage)) return undefined;
  const error = new PapoOptionsError(
    'defaultLanguage',
    `"auto" or one of the languages: ${orList(languages.map((key) => JSON.stringify(key)))}`,
    describeValue(defaultLanguage),
  );
  const meant = matchLanguage([defaultLanguage], languages) ?? closestName(defaultLanguage, languages);
  if (meant) error.message += `. Did you mean "${meant}"?`;
  return error;
}

/** The options with 'auto' replaced by the language it chose for this page (language-match.ts). */
export const withChosenLanguage = <T extends { defaultLanguage: string; i18n: object }>(options: T): T => ({
  ...options,
  defaultLanguage: chosenLanguage(options.defaultLanguage, options.i18n),
});

/**
 * The options schema, with the language check (for `chatOptionsSchema`; validateOptions checks it
 * itself). Marked pure so that a bundle which never reads it (the loaders) leaves it out.
 */
export const optionsSchema = /* @__PURE__ */ v.pipe(
  optionsObjectSchema,
  /* @__PURE__ */ v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const mismatch = languageMismatch(dataset.value);
    if (!mismatch) return;
    addIssue({
      message: mismatch.expected,
      input: dataset.value.defaultLanguage,
      path: [{ key: 'defaultLanguage' } as v.IssuePathItem],
    });
  }),
);

/** What the integrator may pass: every field optional. */
export type ChatOptions = v.InferInput<typeof optionsSchema>;
/** Valid options with every default filled in; `i18n` holds the integrator's strings only. */
export type ValidatedChatOptions = v.InferOutput<typeof optionsSchema>;

/** Validates user options and fills in the defaults; throws a PapoOptionsError naming the first bad one. */
export function validateOptions(user: ChatOptions = {}): ValidatedChatOptions {
  // valibot takes an array as an object; its indexes would read as unknown options.
  if (Array.isArray(user)) throw new PapoOptionsError('options', 'an object', describeValue(user));
  // The object schema, then the language check by hand: the loader then needs no raw-check
  // step of the schema library, which costs it about 160 bytes.
  const result = v.safeParse(optionsObjectSchema, user, { abortEarly: true });
  if (!result.success) throw toOptionsError(result.issues[0]);
  const mismatch = languageMismatch(result.output);
  if (mismatch) throw mismatch;
  return withChosenLanguage(result.output);
}

export const rootNode = optionsObjectSchema as unknown as SchemaNode;

const readableTypes: Record<string, string> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  Object: 'an object',
  Array: 'an array',
};

function expectedText(issue: v.BaseIssue<unknown>): string {
  // Our custom schemas and every validation action carry their expected text as the message.
  if (issue.type === 'custom' || issue.kind === 'validation') return issue.message;
  return readableTypes[String(issue.expected)] ?? String(issue.expected);
}

export function toOptionsError(issue: v.BaseIssue<unknown>): PapoOptionsError {
  const path = v.getDotPath(issue) ?? 'options';
  if (issue.expected === 'never') return unknownKeyError(rootNode, issue, path);
  return new PapoOptionsError(path, expectedText(issue), describeValue(issue.input));
}
