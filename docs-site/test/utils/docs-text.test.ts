/** A page's Markdown cut into the sections /docs-text.json holds for the reference server. */
import { describe, expect, it } from 'vitest';
import { cleanInline, escapeMarkdown, pageSections } from '../../src/utils/docs-text';

const markdown = `Texto de abertura com **negrito**, _ênfase_ e um [link](/docs/intro).

## Requisição \`POST\`

**POST** \`/auth/token\`

Chame \`/auth/token\` com o \`client_id\`. Depois use o token.

\`\`\`bash
curl https://api.atesta.example/auth/token
\`\`\`

| Campo | Tipo |
| --- | --- |
| \`client_id\` | texto com \\| barra |

- Primeiro item
- Segundo item

### Exemplo

> **Nota:** Dentro do callout,
> em duas linhas.

<pre><code>{
  "a": 1
}</code></pre>

## Requisição`;

/** The headings as Astro renders them (its slugs keep accents and number repeats). */
const headings = [
  { depth: 2, slug: 'requisição-post', text: 'Requisição POST' },
  { depth: 3, slug: 'exemplo', text: 'Exemplo' },
  { depth: 2, slug: 'requisição', text: 'Requisição' },
];

describe('pageSections', () => {
  const [intro, request, again] = pageSections(markdown, headings, 'api/teste');

  it('cuts at each `##`, with the heading and anchor the rendered page has', () => {
    expect([intro, request, again].map((section) => [section?.heading, section?.slug])).toEqual([
      ['', ''],
      ['Requisição POST', 'requisição-post'],
      ['Requisição', 'requisição'],
    ]);
  });

  it('keeps paragraphs, list items, `###` headings and table rows as blocks, in order', () => {
    expect(intro?.blocks).toEqual([
      {
        kind: 'p',
        text: 'Texto de abertura com negrito, _ênfase_ e um link.',
        markdown: 'Texto de abertura com negrito, \\_ênfase\\_ e um link.',
      },
    ]);
    expect(request?.blocks.map((block) => [block.kind, block.text])).toEqual([
      ['p', 'POST /auth/token'],
      ['p', 'Chame /auth/token com o client_id. Depois use o token.'],
      ['h', 'Campo — Tipo'],
      ['table', 'client_id — texto com | barra'],
      ['li', 'Primeiro item'],
      ['li', 'Segundo item'],
      ['h', 'Exemplo'],
      ['p', 'Nota: Dentro do callout, em duas linhas.'],
    ]);
  });

  it('keeps inline code as code spans in the Markdown of a block, the text around it escaped', () => {
    expect(request?.blocks[1]?.markdown).toBe('Chame `/auth/token` com o `client_id`. Depois use o token.');
    expect(request?.blocks[3]?.markdown).toBe('`client_id` — texto com \\| barra');
  });

  it('puts fenced code and <pre> blocks in the section code, not in its text', () => {
    expect(request?.code).toBe('curl https://api.atesta.example/auth/token\n\n{\n  "a": 1\n}\n');
    expect(request?.blocks.some((block) => block.text.includes('curl'))).toBe(false);
  });

  it('fails the build when the Markdown and the rendered page disagree on the headings', () => {
    expect(() => pageSections('## Outro', [{ depth: 3, slug: 'outro', text: 'Outro' }], 'api/x')).toThrow(
      /api\/x has the heading "## Outro" where the rendered page has "### Outro"/,
    );
    expect(() => pageSections('Texto.', headings, 'api/x')).toThrow(/api\/x renders 3 headings but its Markdown has 0/);
  });
});

describe('cleanInline', () => {
  it('drops Markdown marks, HTML tags and link targets; decodes entities; keeps autolinks and escaped text', () => {
    expect(cleanInline('**A** <code>b</code> [c](/d) <https://e.example> &lt;f&gt; \\<g\\> &amp;lt;')).toBe(
      'A b c https://e.example <f> <g> &lt;',
    );
  });

  it('as Markdown, escapes what would be markup and keeps code spans', () => {
    expect(cleanInline('Use `a|b` em *c_d*', true)).toBe('Use `a|b` em c\\_d');
    expect(escapeMarkdown('[x](y) <b> | *')).toBe('\\[x\\](y) \\<b\\> \\| \\*');
  });
});
