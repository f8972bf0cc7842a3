/**
 * A reply whose only markup is a formula (`markdown: { math: true }`): its `$` asks for
 * markdown, which finds the formula and draws it with KaTeX; with math off, the same text
 * is drawn plain and asks for nothing.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from '../../../src/ui/Markdown';
import * as engine from '../../../src/ui/markdown/engine';
import type { MarkdownEngineLoader } from '../../../src/ui/markdown/useMarkdownEngine';

// No character markdown needs besides the dollars (plain.ts's MARKDOWN_SYNTAX).
const PYTHAGORAS = 'Pitágoras: $a^2 + b^2 = c^2$';

afterEach(cleanup);

describe('a formula alone in a reply', () => {
  it('asks for markdown with math on, which draws it with KaTeX', async () => {
    const load = vi.fn<MarkdownEngineLoader>(async () => engine);
    const { container } = render(<Markdown text={PYTHAGORAS} loadEngine={load} math />);
    expect(load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(container.querySelector('.papo-math math')).not.toBeNull());
    expect(container.querySelector('annotation')?.textContent).toBe('a^2 + b^2 = c^2');
    expect(container.querySelector('.papo-math--raw')).toBeNull();
  });

  it('is plain text with math off, and asks for nothing', async () => {
    const load = vi.fn<MarkdownEngineLoader>(async () => engine);
    const { container } = render(<Markdown text={PYTHAGORAS} loadEngine={load} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('p')?.textContent).toBe(PYTHAGORAS);
    expect(container.querySelector('.papo-math')).toBeNull();
  });
});
