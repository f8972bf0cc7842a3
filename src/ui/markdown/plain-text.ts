/**
 * What a screen reader should hear for a reply: its words, without markdown syntax
 * (`**`, `[text](url)`, fences). Link texts stay, their URLs go.
 */
import type { Token } from 'markdown-it';
import { markdown } from './render';

function inlineText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'text' || token.type === 'code_inline') return token.content;
      if (token.type === 'softbreak' || token.type === 'hardbreak') return ' ';
      if (token.type === 'image') return token.content;
      return '';
    })
    .join('');
}

export function plainText(source: string): string {
  const parts = markdown.parse(source, {}).map((token) => {
    if (token.type === 'inline') return inlineText(token.children ?? []);
    if (token.type === 'fence' || token.type === 'code_block') return token.content.trim();
    return '';
  });
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}
