import { act, cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown, type Highlighter, type HighlighterLoader } from '../../../src/ui/Markdown';
import { markdown } from '../../../src/ui/markdown/render';

const fakeHighlighter: Highlighter = {
  highlight: (code, language) => `<span class="fake-${language}">${code.replace(/</g, '&lt;')}</span>`,
};
/** A loader per test: the load-once cache is per loader function. */
const loaderOf = (result: () => Promise<Highlighter>) => vi.fn<HighlighterLoader>(result);

const wrappers = (container: HTMLElement) => [...container.querySelectorAll('.papo-markdown__block')];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Markdown', () => {
  it('renders the text as markdown inside the given class, escaping raw HTML', () => {
    const { container } = render(
      <Markdown className="papo-message__markdown" text={'# Hi\n\n<img src=x onerror="alert(1)"> **bold**'} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('papo-markdown papo-message__markdown');
    expect(root.querySelector('h1')?.textContent).toBe('Hi');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('does not load the highlighter for text without a fenced code block', async () => {
    const load = loaderOf(async () => fakeHighlighter);
    render(<Markdown text={'Use `code` and ```inline``` spans.\n\n    indented code'} loadHighlighter={load} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['```js\nconst a = 1;\n```', '~~~js\nconst a = 1;\n~~~', '- item\n\n  ```js\n  const a = 1;\n  ```'])(
    'shows %j plain, then highlighted once the highlighter has loaded',
    async (text) => {
      let resolve: (highlighter: Highlighter) => void = () => {};
      const load = loaderOf(() => new Promise((done) => (resolve = done)));
      const { container } = render(<Markdown text={text} loadHighlighter={load} />);
      expect(container.querySelector('pre code')?.textContent).toBe('const a = 1;\n');
      expect(container.querySelector('.fake-js')).toBeNull();
      expect(load).toHaveBeenCalledOnce();
      await act(async () => resolve(fakeHighlighter));
      // A task later: the highlighter is first run unseen, in a task of its own (warm-up.test.tsx).
      await waitFor(() => expect(container.querySelector('pre code .fake-js')?.textContent).toBe('const a = 1;\n'));
    },
  );

  it('loads the highlighter once for all messages, and highlights later ones at once', async () => {
    const load = loaderOf(async () => fakeHighlighter);
    const first = render(
      <StrictMode>
        <Markdown text={'```js\na\n```'} loadHighlighter={load} />
        <Markdown text={'```js\nb\n```'} loadHighlighter={load} />
      </StrictMode>,
    );
    await waitFor(() => expect(first.container.querySelectorAll('.fake-js')).toHaveLength(2));
    const later = render(<Markdown text={'```js\nc\n```'} loadHighlighter={load} />);
    expect(later.container.querySelector('.fake-js')?.textContent).toBe('c\n');
    expect(load).toHaveBeenCalledOnce();
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('chunk failed'))],
    [
      'throws',
      () => {
        throw new Error('no import()');
      },
    ],
    ['resolves to something else', () => Promise.resolve({} as Highlighter)],
  ])('keeps code plain and warns when the loader %s', async (_name, failing) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = loaderOf(failing as () => Promise<Highlighter>);
    const { container } = render(<Markdown text={'```js\n<b>x</b>\n```'} loadHighlighter={load} />);
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(String(warn.mock.calls[0]?.[0])).toContain('syntax highlighting could not be loaded');
    expect(container.querySelector('pre code')?.textContent).toBe('<b>x</b>\n');
    expect(container.querySelector('pre code *')).toBeNull();
  });

  it('listens for copy clicks only on a reply with a code block', () => {
    const listening = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    const labels = { copy: 'Copy', copied: 'Copied' };
    // On the reply itself (React listens on its root for every event).
    const clicks = () =>
      listening.mock.calls.filter(
        ([type], call) => type === 'click' && (listening.mock.contexts[call] as Element).matches('.papo-markdown'),
      ).length;
    const { rerender } = render(<Markdown text={'Plain **text**\n\n- a list'} codeCopyLabels={labels} />);
    expect(clicks()).toBe(0);
    rerender(<Markdown text={'Plain **text**\n\n```js\nx\n```\n'} codeCopyLabels={labels} />);
    expect(clicks()).toBe(1);
  });

  it("keeps the focus on a code block's copy button when the highlighter rewrites its block", async () => {
    let resolve: (highlighter: Highlighter) => void = () => {};
    const load = loaderOf(() => new Promise((done) => (resolve = done)));
    const copyLabels = { copy: 'Copiar código', copied: 'Copiado' };
    const { container } = render(
      <Markdown
        text={'Intro\n\n```js\nx\n```\n\n```js\ny\n```\n'}
        loadHighlighter={load}
        codeCopyLabels={copyLabels}
      />,
    );
    const before = [...container.querySelectorAll('button')];
    before[1]!.focus();
    await act(async () => resolve(fakeHighlighter));
    // The block was written again (its code highlighted), with a new button in the old one's place.
    await waitFor(() => expect(container.querySelector('.fake-js')).not.toBeNull());
    const after = [...container.querySelectorAll('button')];
    expect(after[1]).not.toBe(before[1]);
    expect(document.activeElement).toBe(after[1]);
  });

  it('re-renders only the blocks with code when the highlighter arrives', async () => {
    let resolve: (highlighter: Highlighter) => void = () => {};
    const load = loaderOf(() => new Promise((done) => (resolve = done)));
    const { container } = render(
      <Markdown text={'Intro\n\n```js\nx\n```\n\nMiddle\n\n```js\ny\n```\n\nEnd\n'} loadHighlighter={load} />,
    );
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    const renders = vi.spyOn(markdown, 'render');
    await act(async () => resolve(fakeHighlighter));
    await waitFor(() => expect(container.querySelectorAll('.fake-js')).toHaveLength(2));
    // The first, unseen, warms the highlighter up in a task of its own (warm-up.test.tsx).
    expect(renders.mock.calls.map(([source]) => source)).toEqual([
      '```js\nx\n```\n\n',
      '```js\nx\n```\n\n',
      '```js\ny\n```\n\n',
    ]);
    records.push(...observer.takeRecords());
    const blocks = wrappers(container);
    const touched = new Set(records.map(({ target }) => blocks.findIndex((block) => block.contains(target))));
    expect([...touched].sort()).toEqual([1, 3]);
  });

  it('highlights with the bundled highlight.js by default', async () => {
    const { container } = render(<Markdown text={'```ts\nconst answer: number = 42;\n```'} />);
    expect(container.querySelector('pre code')?.textContent).toBe('const answer: number = 42;\n');
    await waitFor(() => expect(container.querySelector('pre code .hljs-keyword')?.textContent).toBe('const'), {
      timeout: 5000,
    });
  });
});
