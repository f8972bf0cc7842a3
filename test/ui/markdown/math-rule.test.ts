import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/ui/markdown/render';
import { isDisplay, texOf } from '../../../src/ui/markdown/math-rule';

/** The formulas markdown finds in `text` with math on, as written (KaTeX not loaded here). */
function formulas(text: string, math = true): string[] {
  const root = document.createElement('div');
  root.innerHTML = renderMarkdown(text, { math });
  return [...root.querySelectorAll('.papo-math--raw')].map((formula) => formula.textContent ?? '');
}

describe('math in replies (markdown: { math: true })', () => {
  it('finds inline and displayed formulas with each pair of delimiters', () => {
    expect(formulas('Euler: $e^{i\\pi}+1=0$.')).toEqual(['$e^{i\\pi}+1=0$']);
    expect(formulas('Area: \\(\\pi r^2\\), done')).toEqual(['\\(\\pi r^2\\)']);
    expect(formulas('$$\\int_0^1 x^2\\,dx$$')).toEqual(['$$\\int_0^1 x^2\\,dx$$']);
    // Only a single `$` minds a digit after it.
    expect(formulas('$$x$$2 and \\(y\\)3')).toEqual(['$$x$$', '\\(y\\)']);
    expect(formulas('\\[\na^2 + b^2 = c^2\n\\]')).toEqual(['\\[\na^2 + b^2 = c^2\n\\]']);
  });

  it('leaves prices in prose alone: no space after the opening $, none before the closing one, no digit after it', () => {
    expect(formulas('custa $5 e $10')).toEqual([]);
    expect(formulas('from $5 to $10, or $20 with tax')).toEqual([]);
    for (const text of ['$5,$6', 'a $ x$', 'a $x $', 'US$ 5 e US$ 10']) expect(formulas(text)).toEqual([]);
    expect(formulas('custa $5, ou $10 à vista; $ 20 a prazo')).toEqual([]);
    // The first valid closing $ ends the formula; a price after it stays text.
    expect(formulas('$x$ costs $5')).toEqual(['$x$']);
  });

  it('takes an escaped dollar as a dollar, inside a formula and out', () => {
    expect(formulas('\\$5 and \\$x\\$')).toEqual([]);
    expect(formulas('$a\\$b$')).toEqual(['$a\\$b$']);
  });

  it('keeps code as code and an empty pair as text', () => {
    expect(formulas('`$x$` and\n\n```\n$y$\n```')).toEqual([]);
    for (const text of ['$$ $$', '$$$$', '\\( \\)']) expect(formulas(text)).toEqual([]);
  });

  it('does nothing with math off (the default): dollars and \\( stay as written', () => {
    expect(formulas('$x$ and \\(y\\)', false)).toEqual([]);
    expect(renderMarkdown('$x$ and \\(y\\)')).toBe('<p>$x$ and (y)</p>\n');
  });

  it('escapes a formula shown as written', () => {
    const html = renderMarkdown('$<img src=x onerror=alert(1)>$', { math: true });
    expect(html).toContain('$&lt;img src=x onerror=alert(1)&gt;$');
    expect(html).not.toContain('<img');
  });

  it('tells displayed from inline math and takes the delimiters off', () => {
    expect(['$x$', '\\(x\\)', '$$x$$', '\\[x\\]'].map((written) => [isDisplay(written), texOf(written)])).toEqual([
      [false, 'x'],
      [false, 'x'],
      [true, 'x'],
      [true, 'x'],
    ]);
  });
});
