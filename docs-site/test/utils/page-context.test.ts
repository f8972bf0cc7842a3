import { describe, expect, it } from 'vitest';
import { pageGreeting, pageTitleOf } from '../../src/utils/page-context';

describe('the page Lia is told about', () => {
  it("takes the page's heading, its spaces folded", () => {
    expect(pageTitleOf('  Enviar documento\n  (Lite) ', 'Enviar documento (Lite) | Atesta Docs', 'Atesta Docs')).toBe(
      'Enviar documento (Lite)',
    );
  });

  it("falls back to the document's title without the site's name, then to the site's name", () => {
    expect(pageTitleOf(null, 'Blog | Atesta Docs', 'Atesta Docs')).toBe('Blog');
    expect(pageTitleOf('', 'Atesta Docs', 'Atesta Docs')).toBe('Atesta Docs');
    expect(pageTitleOf(undefined, '', 'Atesta Docs')).toBe('Atesta Docs');
  });

  it('opens the conversation with the title in bold, shown as typed, and says it plainly', () => {
    expect(pageGreeting('Status *tab_status*')).toEqual({
      markdown: 'Vamos falar sobre **Status \\*tab\\_status\\***. O que você quer saber?',
      spoken: 'Lia: vamos falar sobre Status *tab_status*. O que você quer saber?',
    });
  });
});
