import { describe, expect, it } from 'vitest';
import { renderMath } from '../../../src/ui/markdown/math';

describe('KaTeX for formulas (the math chunk)', () => {
  it('writes MathML, inline or displayed, with the TeX as its annotation', () => {
    const inline = renderMath('\\frac{a}{b}', false);
    expect(inline).toContain('<math');
    expect(inline).toContain('<mfrac>');
    expect(inline).toContain('<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>');
    expect(inline).not.toContain('display="block"');
    expect(renderMath('x^2', true)).toContain('display="block"');
  });

  it('writes no style attribute, which a strict style-src would block', () => {
    const samples = ['\\color{red}{x}', '\\rule{1em}{2em}', '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}', '\\sqrt[3]{x}'];
    for (const tex of samples) expect(renderMath(tex, false)).not.toMatch(/\sstyle=/);
  });

  it("returns '' for TeX it cannot read, so the formula stays as written", () => {
    expect(renderMath('\\frac{a}{', false)).toBe('');
    expect(renderMath('\\undefinedcommand', false)).toBe('');
  });

  it('trusts no command that makes a link, a class or an id, and bounds sizes and macro expansion', () => {
    for (const tex of [
      '\\href{javascript:alert(1)}{x}',
      '\\url{https://x.example}',
      '\\htmlClass{a}{x}',
      '\\htmlId{a}{x}',
    ]) {
      const html = renderMath(tex, false);
      expect(html).not.toMatch(/\shref=|\sclass="a"|\sid="a"/);
    }
    const rule = renderMath('\\rule{1000em}{1000em}', false);
    expect(rule).toContain('width="20em"');
    expect(rule).not.toContain('width="1000em"');
    // Exponential macro expansion stops at maxExpand instead of freezing the page.
    const bomb =
      '\\def\\a{xxxxxxxxxx}\\def\\b{\\a\\a\\a\\a\\a\\a\\a\\a\\a\\a}\\def\\c{\\b\\b\\b\\b\\b\\b\\b\\b\\b\\b}\\c\\c\\c';
    expect(renderMath(bomb, false)).toBe('');
  });
});
