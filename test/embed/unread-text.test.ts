/** unreadText: the count of the unread badge in words, singular or plural per language. */
import { describe, expect, it } from 'vitest';
import { en, pt } from '../../src/core/i18n/i18n';
import { unreadText } from '../../src/embed/unread-badge';

describe('unreadText', () => {
  it.each([
    [en, 'en', 1, '1 new message'],
    [en, 'en', 2, '2 new messages'],
    [pt, 'pt', 1, '1 nova mensagem'],
    [pt, 'pt', 12, '12 novas mensagens'],
    // A code Intl does not know falls back to "one is singular".
    [en, 'not a language!', 1, '1 new message'],
  ])('%#: %s %i', (strings, language, count, text) => {
    expect(unreadText(strings, language, count)).toBe(text);
  });
});
