/**
 * A reply drawn before markdown has loaded (src/ui/markdown/useMarkdownEngine.ts, plain.ts):
 * plain and readable, then markdown once it arrives; a text with no markdown syntax neither
 * asks for it nor changes; a failed load leaves the text readable and the next reply retries.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from '../../../src/ui/Markdown';
import * as engine from '../../../src/ui/markdown/engine';
import type { MarkdownEngine, MarkdownEngineLoader } from '../../../src/ui/markdown/useMarkdownEngine';

/** A loader per test (the load-once cache is per loader) that resolves or fails when told. */
function heldLoader() {
  const attempts: { resolve: (engine: MarkdownEngine) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn<MarkdownEngineLoader>(() => new Promise((resolve, reject) => attempts.push({ resolve, reject })));
  return {
    load,
    arrive: (index = 0) => act(async () => attempts[index]!.resolve(engine)),
    fail: (index = 0) => act(async () => attempts[index]!.reject(new Error('offline'))),
  };
}

const paragraphs = (container: HTMLElement) => [...container.querySelectorAll('p')].map((p) => p.textContent);

const REPLY = 'Use **POST /auth/token**.\n\nThen:\n\n```js\n  const a = 1;\n```';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Markdown before its code has loaded', () => {
  it('shows a reply with markdown syntax as plain text, then as markdown once loaded', async () => {
    const { load, arrive } = heldLoader();
    const { container } = render(<Markdown text={REPLY} loadEngine={load} />);
    expect(load).toHaveBeenCalledOnce();
    expect(container.querySelector('strong')).toBeNull();
    // Readable meanwhile: every character, the code's indentation kept.
    const plain = [...container.querySelectorAll('.papo-markdown__plain')].map((p) => p.textContent);
    expect(plain).toEqual(['Use **POST /auth/token**.', '```js\n  const a = 1;\n```']);
    // A paragraph with no syntax is drawn as markdown draws it.
    expect(container.querySelectorAll('p:not(.papo-markdown__plain)')[0]?.textContent).toBe('Then:');

    await arrive();
    expect(container.querySelector('strong')?.textContent).toBe('POST /auth/token');
    expect(container.querySelector('pre code')?.textContent).toBe('  const a = 1;\n');
    expect(container.querySelector('.papo-markdown__plain')).toBeNull();
  });

  it('does not ask for markdown for a text without syntax, and draws it as markdown would', async () => {
    const { load } = heldLoader();
    const text = 'Hi there! 👋\nMy name is Lia. How can I assist you today?\n\nAsk me anything.';
    const { container } = render(<Markdown text={text} loadEngine={load} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    const withMarkdown = render(<Markdown text={text} loadEngine={async () => engine} />);
    await act(async () => {});
    expect(container.innerHTML).toBe(withMarkdown.container.innerHTML);
  });

  it('leaves the blocks markdown would draw the same alone when it arrives', async () => {
    const { load, arrive } = heldLoader();
    const { container } = render(<Markdown text={'Plain words.\n\nNow **bold**.'} loadEngine={load} />);
    const first = container.querySelector('p');
    await arrive();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    // The same element: not drawn again, so nothing on screen moved or lost its selection.
    expect(container.querySelector('p')).toBe(first);
  });

  it('grows plain while it streams, and becomes markdown mid-stream', async () => {
    const { load, arrive } = heldLoader();
    const view = render(<Markdown text="Step one" loadEngine={load} />);
    view.rerender(<Markdown text={'Step one\n\n- item **a**'} loadEngine={load} />);
    expect(paragraphs(view.container)).toEqual(['Step one', '- item **a**']);
    await arrive();
    view.rerender(<Markdown text={'Step one\n\n- item **a**\n- item b'} loadEngine={load} />);
    expect([...view.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['item a', 'item b']);
  });

  it('keeps the text readable when markdown fails to load, and a later reply loads it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load, arrive, fail } = heldLoader();
    const first = render(<Markdown text="A **first** reply" loadEngine={load} />);
    await fail();
    expect(paragraphs(first.container)).toEqual(['A **first** reply']);
    expect(warn).toHaveBeenCalledWith(
      'papo-chat: markdown could not be loaded; replies are shown as plain text.',
      expect.any(Error),
    );

    const second = render(<Markdown text="A **second** reply" loadEngine={load} />);
    // Told it is a retry: the standalone chat fetches another URL then (load-engine-standalone.ts).
    expect(load.mock.calls).toEqual([[0], [1]]);
    await arrive(1);
    expect(second.container.querySelector('strong')?.textContent).toBe('second');
    // The reply shown during the failure is drawn in markdown too.
    expect(first.container.querySelector('strong')?.textContent).toBe('first');
  });

  it('keeps "Show all" for a long reply drawn plain', async () => {
    const { load } = heldLoader();
    const text = Array.from({ length: 30 }, (_, index) => `Line **${index}**`).join('\n');
    const { container, getByRole } = render(<Markdown text={text} budget={100} loadEngine={load} />);
    expect(container.textContent).not.toContain('Line **29**');
    await act(async () => getByRole('button', { name: 'Show all' }).click());
    expect(container.textContent).toContain('Line **29**');
  });
});
