/**
 * What `<papo-chat>` takes unchecked, checked by the chat's code when it arrives (so the
 * loader stays as small as it was: docs/decisions.md#options-checked-on-arrival): its
 * `options` property, and its attributes. `<papo-chat webhook-urll="…">` would quietly
 * fall back to the default webhook: each attribute that is neither an option's nor one
 * HTML gives every element is named, with the closest option attribute.
 */
import { isRecord } from '../core/arguments';
import { describeValue, PapoArgumentError, PapoOptionsError, type PapoError } from '../core/errors';
import { closestName } from '../core/options/option-hints';

/** HTML's global attributes (and the microdata ones): never an option's misspelling. */
const GLOBAL_ATTRIBUTES = new Set(
  (
    'accesskey autocapitalize autocorrect autofocus class contenteditable dir draggable enterkeyhint ' +
    'exportparts hidden id inert inputmode is itemid itemprop itemref itemscope itemtype lang nonce ' +
    'part popover role slot spellcheck style tabindex title translate writingsuggestions'
  ).split(' '),
);

/** Not an option's look-alike: a global attribute, `aria-*`, `data-*` or an `on…` handler. */
const isStandard = (name: string) => GLOBAL_ATTRIBUTES.has(name) || /^(aria-|data-|on[a-z])/.test(name);

/**
 * A chat element (`<papo-chat>`, or another name it was defined under), not any target. Its
 * class's `observedAttributes` are the option attributes (src/element/attributes.ts): read
 * there, the table stays in the element's own file, not in the chat's code as well.
 */
type ChatElementLike = Element & { options: unknown; constructor: { observedAttributes?: unknown } };
const isChatElement = (target: unknown): target is ChatElementLike =>
  target instanceof Element &&
  target.localName.includes('-') &&
  'chat' in target &&
  'options' in target &&
  Array.isArray((target.constructor as { observedAttributes?: unknown }).observedAttributes);

/** An error for a chat element's `options` that is not an object, and for each attribute no option reads. */
export function elementErrors(target: unknown): PapoError[] {
  if (!isChatElement(target)) return [];
  const tag = `<${target.localName}>`;
  const { options } = target;
  const errors: PapoError[] =
    options == null || isRecord(options)
      ? []
      : [new PapoArgumentError(`${tag}.options`, 'options', 'an object (or null)', describeValue(options))];
  return errors.concat(unknownAttributeErrors(target, tag, target.constructor.observedAttributes as string[]));
}

function unknownAttributeErrors(target: Element, tag: string, attributeNames: string[]): PapoOptionsError[] {
  return target
    .getAttributeNames()
    .filter((name) => !attributeNames.includes(name) && !isStandard(name))
    .map((name) => {
      const suggestion = closestName(name, attributeNames);
      const error = new PapoOptionsError(name, suggestion ? `"${suggestion}"` : `an attribute of ${tag}`, `"${name}"`);
      const hint = suggestion
        ? `Did you mean "${suggestion}"?`
        : `Its attributes: ${attributeNames.join(', ')}; other options go in its "options" property.`;
      error.message = `"${name}" is not an attribute of ${tag}. ${hint}`;
      return error;
    });
}
