import { describe, expect, it } from 'vitest';
import { absolutizeLinks, markdownTable, mdxToMarkdown, parseProps } from '../../src/utils/mdx-markdown';

describe('mdxToMarkdown', () => {
  const renderers = {
    Endpoint: (props: Record<string, string>) => `ENDPOINT(${props.id})`,
    Callout: (props: Record<string, string>, children: string) => `> **${props.type}:** ${children}`,
  };

  it('replaces components, drops imports and comments, keeps code fences', () => {
    const body = [
      "import X from './x';",
      '',
      'Texto {/* nota interna */} aqui.',
      '',
      '<Endpoint id="pro.envio" />',
      '',
      '<Callout type="tip">Use o **sandbox**.</Callout>',
      '',
      '```html',
      '<Endpoint id="nao-mexer" />',
      '```',
      '',
      '<Desconhecido>filho</Desconhecido>',
    ].join('\n');
    expect(mdxToMarkdown(body, renderers)).toBe(
      [
        'Texto  aqui.',
        '',
        'ENDPOINT(pro.envio)',
        '',
        '> **tip:** Use o **sandbox**.',
        '',
        '```html',
        '<Endpoint id="nao-mexer" />',
        '```',
        '',
        'filho',
      ].join('\n'),
    );
  });

  it('reads string, expression and boolean props', () => {
    expect(parseProps(` id="a" api='main' count={3} label={"x y"} open`)).toEqual({
      id: 'a',
      api: 'main',
      count: '3',
      label: 'x y',
      open: 'true',
    });
  });
});

describe('markdown helpers', () => {
  it('escapes table cells', () => {
    expect(markdownTable(['A', 'B'], [['x|y', 'linha\nnova']])).toBe(
      '| A | B |\n| --- | --- |\n| x\\|y | linha nova |',
    );
  });

  it('makes root-relative links absolute', () => {
    expect(absolutizeLinks('[a](/docs/intro) [b](https://x.example/y)', 'https://docs.atesta.example/')).toBe(
      '[a](https://docs.atesta.example/docs/intro) [b](https://x.example/y)',
    );
  });
});

describe('mdxToMarkdown expressions', () => {
  const scope = { http: { unauthorized: 401 }, server: { environments: [{ url: 'https://mcp.atesta.example/mcp' }] } };

  it('replaces {name.path} expressions with the imported data values', () => {
    expect(mdxToMarkdown('Responde {http.unauthorized} em {server.environments[0].url}.', {}, scope)).toBe(
      'Responde 401 em https://mcp.atesta.example/mcp.',
    );
  });

  it('leaves braces that are not expressions of the scope alone (paths like /analises/{id})', () => {
    expect(mdxToMarkdown('Use `GET /analises/{id}`.', {}, scope)).toBe('Use `GET /analises/{id}`.');
  });

  it('fails loudly on a scope path that does not exist', () => {
    expect(() => mdxToMarkdown('{http.missing}', {}, scope)).toThrow(/cannot resolve \{http\.missing\}/);
  });
});
