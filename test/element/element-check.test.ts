/**
 * What `<papo-chat>` takes unchecked (its attributes and its `options` property) is named
 * when the chat's code arrives: an attribute no option reads, with the closest option
 * attribute; HTML's own attributes are left alone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PapoArgumentError, PapoOptionsError } from '../../src/core/errors';
import { chatElementClass, defineChatElement, type ChatElement } from '../../src/element/element';
import { elementErrors } from '../../src/element/element-check';
import { createChatWith } from '../../src/embed/createChat';
import { placeInTarget } from '../../src/embed/target';
import { fakeWebhook, json } from '../helpers/fake-webhook.mjs';

const WEBHOOK_URL = 'https://hooks.example/chat';

const TAG = 'papo-chat-checked';
const createChat = createChatWith(() => import('../../src/embed/app'), placeInTarget);
defineChatElement(chatElementClass(createChat), TAG);

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function element(attributes: Record<string, string>, tag = TAG) {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

describe('the attributes of <papo-chat>', () => {
  it('names one that looks like an option, with the closest option attribute', () => {
    const errors = elementErrors(
      element({ 'webhook-urll': 'https://x', webhookurl: 'https://x', 'default-language': 'pt' }),
    );
    expect(errors.map((error) => error.message)).toEqual([
      `"webhook-urll" is not an attribute of <${TAG}>. Did you mean "webhook-url"?`,
      `"webhookurl" is not an attribute of <${TAG}>. Did you mean "webhook-url"?`,
    ]);
    expect(errors.every((error) => error instanceof PapoOptionsError && error.code === 'options')).toBe(true);
  });

  it('lists its attributes when nothing is close, and sends the other options to `options`', () => {
    const [error] = elementErrors(element({ theme: 'dark' }));
    expect(error!.message).toMatch(
      /^"theme" is not an attribute of <papo-chat-checked>\. Its attributes: webhook-url, transport, model, mode, /,
    );
    expect(error!.message).toContain('other options go in its "options" property');
  });

  it('leaves HTML’s own attributes, aria-*, data-* and handlers alone', () => {
    const standard = element({
      id: 'chat',
      class: 'x',
      style: 'display:block',
      hidden: '',
      title: 't',
      lang: 'pt',
      dir: 'rtl',
      slot: 's',
      part: 'p',
      tabindex: '0',
      role: 'region',
      'aria-label': 'Chat',
      'data-track': '1',
      onclick: '',
    });
    expect(elementErrors(standard)).toEqual([]);
  });

  it('checks only a chat element, not any target', () => {
    expect(elementErrors(element({ 'webhook-urll': 'x' }, 'div'))).toEqual([]);
    expect(elementErrors('#papo-chat')).toEqual([]);
  });

  it('takes the attributes its class observes as its own: a subclass’s added one is no mistake', () => {
    const Base = customElements.get(TAG)! as unknown as { new (): HTMLElement; observedAttributes: string[] };
    const Extended = class extends Base {
      static override observedAttributes = [...Base.observedAttributes, 'greeting-style'];
    };
    customElements.define(`${TAG}-extended`, Extended);
    expect(elementErrors(element({ 'greeting-style': 'warm', 'webhook-urll': 'x' }, `${TAG}-extended`))).toEqual([
      expect.objectContaining({
        message: `"webhook-urll" is not an attribute of <${TAG}-extended>. Did you mean "webhook-url"?`,
      }),
    ]);
  });

  it('names an `options` property that is not an object', () => {
    const made = element({}) as ChatElement;
    made.options = 'webhookUrl=https://x' as never;
    const [error] = elementErrors(made);
    expect(error).toBeInstanceOf(PapoArgumentError);
    expect(error!.message).toBe(`<${TAG}>.options: "options" must be an object (or null), got "webhookUrl=https://x"`);
  });

  it('reports them through onError and the console when the chat’s code arrives, and the chat goes on', async () => {
    vi.stubGlobal('fetch', fakeWebhook(() => json({ data: [] })).fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    const attributes = { 'webhook-urll': 'https://x', 'webhook-url': WEBHOOK_URL, id: 'chat', mode: 'fullscreen' };
    const made = element(attributes) as ChatElement;
    made.options = { onError };
    document.body.append(made);
    await expect.poll(() => onError.mock.calls.length).toBe(1);
    expect(onError.mock.calls[0]![0].message).toBe(
      `"webhook-urll" is not an attribute of <${TAG}>. Did you mean "webhook-url"?`,
    );
    expect(warn).toHaveBeenCalledWith(`[papo-chat] PapoOptionsError: ${onError.mock.calls[0]![0].message}`);
    expect(made.chat).not.toBeNull();
    made.remove();
    await Promise.resolve();
  });
});
