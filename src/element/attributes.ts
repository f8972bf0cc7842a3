/**
 * The options `<papo-chat>` takes as attributes: every option whose default is a string, a
 * boolean or a number (objects, lists and functions go in its `options` property; `target`
 * is the element itself). An attribute is its option's name in kebab case (`webhookUrl` →
 * `webhook-url`), and its value is read as the default's type; a value that does not read
 * as that type is passed on as the string it is, so that the check names the option.
 * A table rather than a walk over the option schema, which the standalone element leaves
 * to the chat's code (src/embed/options-at-once-loader.ts); test/element/attributes.test.ts
 * holds it to the schema.
 */
import type { ChatOptions } from '../core/options/options-schema';

/** Each option with a value of its default's type: '' a string, false a boolean, 0 a number. */
export const attributeOptions: Record<string, string | boolean | number> = {
  webhookUrl: '',
  transport: '',
  model: '',
  mode: '',
  loadPreviousSession: false,
  chatInputKey: '',
  chatSessionKey: '',
  defaultLanguage: '',
  showWelcomeScreen: false,
  showWindowCloseButton: false,
  allowFileUploads: false,
  allowedFilesMimeTypes: '',
  maxFileSize: 0,
  maxFiles: 0,
  disabled: false,
  enterKey: '',
  enableStreaming: false,
  requestTimeoutMs: 0,
  storageKey: '',
  colorScheme: '',
  dir: '',
  feedback: false,
  voiceInput: false,
  readAloud: false,
};

const defaults = Object.entries(attributeOptions);

/** `showWelcomeScreen` → `show-welcome-screen`. */
const attributeName = (option: string) => option.replace(/[A-Z]/g, '-$&').toLowerCase();

export const attributeNames = defaults.map(([option]) => attributeName(option));

/**
 * A boolean reads as HTML's do (present and empty, or "true") but also takes "false", since
 * two of them default to true. A number must look like one: "" is not 0.
 */
function read(value: string, like: unknown): unknown {
  // Loose equality where both sides are strings: a byte each in the element's loader.
  if (typeof like == 'boolean') return value == '' || value == 'true' || (value != 'false' && value);
  // The global isNaN converts the string itself (Number.isNaN would need `+value`, a few bytes more).
  return typeof like === 'number' && value.trim() && !isNaN(value as never) ? +value : value;
}

/** The options the element's attributes set; an absent attribute leaves its option unset. */
export function optionsFromAttributes(element: Element): ChatOptions {
  const options: Record<string, unknown> = {};
  for (const [option, like] of defaults) {
    const value = element.getAttribute(attributeName(option));
    if (value != null) options[option] = read(value, like);
  }
  return options;
}
