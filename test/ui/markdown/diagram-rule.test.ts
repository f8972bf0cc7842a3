import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/ui/markdown/render';

const FLOW = '```mermaid\nflowchart LR\n  A --> B\n```';

describe('mermaid blocks with markdown.diagrams', () => {
  it('marks a mermaid block as a diagram to draw, keeping its code and copy button until it is drawn', () => {
    const html = renderMarkdown(FLOW, { diagrams: true, copyCodeLabel: 'Copy code' });
    const host = document.createElement('div');
    // Safe: markdown-it escapes the test's own text.
    host.innerHTML = html;
    const diagram = host.querySelector('.papo-diagram.papo-diagram--raw');
    expect(diagram?.querySelector('pre code.language-mermaid')?.textContent).toBe('flowchart LR\n  A --> B\n');
    expect(diagram?.querySelector('button.papo-code__copy')?.textContent).toBe('Copy code');
  });

  it('leaves a mermaid block a code block with diagrams off, and any other language with them on', () => {
    expect(renderMarkdown(FLOW)).not.toContain('papo-diagram');
    expect(renderMarkdown('```js\nlet a = 1;\n```', { diagrams: true })).not.toContain('papo-diagram');
  });

  it('waits for the closing fence: a diagram still streaming in stays a code block', () => {
    expect(renderMarkdown('```mermaid\nflowchart LR\n  A --> B', { diagrams: true })).not.toContain('papo-diagram');
    expect(renderMarkdown('```mermaid\nflowchart LR\n  A --> B\n``', { diagrams: true })).not.toContain('papo-diagram');
    expect(renderMarkdown('~~~mermaid\nflowchart LR\n~~~', { diagrams: true })).toContain('papo-diagram--raw');
    // In a quote or a list item too.
    expect(renderMarkdown('> ```mermaid\n> flowchart LR\n> ```', { diagrams: true })).toContain('papo-diagram--raw');
    expect(renderMarkdown('- a\n\n  ```mermaid\n  flowchart LR\n  ```', { diagrams: true })).toContain(
      'papo-diagram--raw',
    );
  });

  it('escapes the code of a diagram like any code', () => {
    const html = renderMarkdown('```mermaid\nA["<img src=x onerror=alert(1)>"]\n```', { diagrams: true });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
