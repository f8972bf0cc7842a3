/**
 * `<papo-chat webhook-urll="…">` would quietly fall back to the default webhook: the chat's
 * code, when it arrives, names each attribute of the element that is neither an option's
 * nor one HTML gives every element, with the closest option attribute (the loader stays
 * as small as it was: docs/decisions.md#options-checked-on-arrival).
 */
import { PapoOptionsError } from '../core/errors';
import { closestName } from '../core/option-hints';
import { attributeNames } from './attributes';

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

/** A chat element (`<papo-chat>`, or another name it was defined under), not any target. */
const isChatElement = (target: unknown): target is Element =>
  target instanceof Element && target.localName.includes('-') && 'chat' in target && 'options' in target;

/** An error for each attribute of the chat element `target` that no option reads. */
export function unknownAttributeErrors(target: unknown): PapoOptionsError[] {
  if (!isChatElement(target)) return [];
  const tag = `<${target.localName}>`;
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
