/** How `<papo-chat>`'s attributes become options (src/element/attributes.ts), and the list of them in docs/embedding.md. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rootNode } from '../../src/core/options/options-schema';
import { attributeNames, attributeOptions, optionsFromAttributes } from '../../src/element/attributes';

function elementWith(attributes: Record<string, string>) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('<papo-chat> attributes', () => {
  it("are the schema's options with a string, boolean or number default (target left out), with its type", () => {
    // The table stands in for the schema in the standalone element, which does not carry it.
    const fromSchema = Object.entries(rootNode.entries!)
      .filter(([option, node]) => option !== 'target' && ['string', 'boolean', 'number'].includes(typeof node.default))
      .map(([option, node]) => [option, typeof node.default]);
    expect(Object.entries(attributeOptions).map(([option, like]) => [option, typeof like])).toEqual(fromSchema);
  });

  it('are the options in kebab case', () => {
    expect(attributeNames).toEqual([
      'webhook-url',
      'transport',
      'model',
      'mode',
      'load-previous-session',
      'chat-input-key',
      'chat-session-key',
      'default-language',
      'show-welcome-screen',
      'show-window-close-button',
      'allow-file-uploads',
      'allowed-files-mime-types',
      'max-file-size',
      'max-files',
      'disabled',
      'enter-key',
      'enable-streaming',
      'request-timeout-ms',
      'storage-key',
      'color-scheme',
      'dir',
      'feedback',
      'voice-input',
      'read-aloud',
    ]);
  });

  it('set only the options whose attribute is present, strings as they are', () => {
    expect(optionsFromAttributes(elementWith({}))).toEqual({});
    expect(
      optionsFromAttributes(
        elementWith({ 'webhook-url': '/hook', 'storage-key': 'true', 'allowed-files-mime-types': '' }),
      ),
    ).toEqual({ webhookUrl: '/hook', storageKey: 'true', allowedFilesMimeTypes: '' });
  });

  it('read a boolean as HTML does, and "false" as false', () => {
    const options = optionsFromAttributes(
      elementWith({ disabled: '', 'enable-streaming': 'true', 'load-previous-session': 'false' }),
    );
    expect(options).toEqual({ disabled: true, enableStreaming: true, loadPreviousSession: false });
  });

  it('read a number, and leave what is not one for the schema to name', () => {
    expect(optionsFromAttributes(elementWith({ 'request-timeout-ms': ' 5000 ' }))).toEqual({ requestTimeoutMs: 5000 });
    expect(optionsFromAttributes(elementWith({ 'request-timeout-ms': '' }))).toEqual({ requestTimeoutMs: '' });
    expect(optionsFromAttributes(elementWith({ 'request-timeout-ms': '5 s' }))).toEqual({ requestTimeoutMs: '5 s' });
    expect(optionsFromAttributes(elementWith({ 'show-welcome-screen': 'yes' }))).toEqual({
      showWelcomeScreen: 'yes',
    });
  });

  it('are the ones docs/embedding.md lists', () => {
    const readme = readFileSync('docs/embedding.md', 'utf8');
    const section = readme.split('<!-- element-attributes:start -->')[1]!.split('<!-- element-attributes:end -->')[0]!;
    const listed = [...section.slice(section.indexOf(':')).matchAll(/`([a-z-]+)`/g)].map((match) => match[1]);
    expect(listed).toEqual(attributeNames);
  });
});
