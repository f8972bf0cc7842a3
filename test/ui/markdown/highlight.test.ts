import hljs from 'highlight.js/lib/core';
import { describe, expect, it } from 'vitest';
import { highlight } from '../../../src/ui/markdown/highlight';

describe('highlight', () => {
  it.each([
    ['javascript', 'const a = 1;', 'hljs-keyword'],
    ['js', 'const a = 1;', 'hljs-keyword'],
    ['typescript', 'let a: number = 1;', 'hljs-built_in'],
    ['ts', 'interface A {}', 'hljs-keyword'],
    ['python', 'def f():\n    return 1', 'hljs-keyword'],
    ['py', 'import os', 'hljs-keyword'],
    ['xml', '<a href="x">y</a>', 'hljs-tag'],
    ['html', '<p>x</p>', 'hljs-tag'],
    ['bash', 'echo "$HOME"', 'hljs-built_in'],
    ['sh', 'export A=1', 'hljs-built_in'],
  ])('highlights %s', (language, code, tokenClass) => {
    expect(highlight(code, language)).toContain(`class="${tokenClass}"`);
  });

  it('escapes the code it highlights', () => {
    const html = highlight('const s = "<img src=x onerror=alert(1)>";', 'javascript');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });

  it.each([
    ['', 'plain text'],
    ['rust', 'fn main() {}'],
    ['css', 'a { color: red }'],
    ['not a language', 'x'],
  ])('leaves code in %j plain (no auto-detection)', (language, code) => {
    expect(highlight(code, language)).toBe('');
  });

  it('registers its languages on its own instance, not on the shared highlight.js', () => {
    highlight('const a = 1;', 'javascript');
    expect(hljs.getLanguage('javascript')).toBeUndefined();
  });
});
