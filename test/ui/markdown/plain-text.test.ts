import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/ui/markdown/plain-text';

describe('plainText', () => {
  it('drops markdown syntax and link URLs, keeping the words', () => {
    expect(plainText('Use o **token** em [Autenticação](https://docs.atesta.example/docs/api/autenticacao).')).toBe(
      'Use o token em Autenticação.',
    );
  });

  it('keeps list items, headings, inline code and code blocks as words', () => {
    expect(plainText('## Passos\n\n- um\n- `dois`\n\n```js\nfetch(url)\n```')).toBe('Passos um dois fetch(url)');
  });

  it('reads line breaks and image alt text', () => {
    expect(plainText('linha 1\nlinha 2 ![logo da Atesta](data:image/png;base64,AA==)')).toBe(
      'linha 1 linha 2 logo da Atesta',
    );
  });
});
