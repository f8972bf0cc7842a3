import { describe, expect, it } from 'vitest';
import { en } from '../../../src/core/i18n/i18n';
import { pluralText } from '../../../src/core/i18n/plural';
import ar from '../../../src/core/i18n/packs/ar';
import fr from '../../../src/core/i18n/packs/fr';
import ja from '../../../src/core/i18n/packs/ja';

const text = (strings: typeof en, language: string, count: number) =>
  pluralText(strings.newMessage, strings.newMessages, language, count).replace('{count}', String(count));

describe('plural forms', () => {
  it('reads English’s two forms', () => {
    expect(text(en, 'en', 1)).toBe('1 new message');
    expect(text(en, 'en', 2)).toBe('2 new messages');
  });

  it('gives Arabic its six: zero, one, the dual, few, many and other', () => {
    expect(text(ar, 'ar', 0)).toBe('لا رسائل جديدة');
    expect(text(ar, 'ar', 1)).toBe('رسالة جديدة واحدة');
    expect(text(ar, 'ar', 2)).toBe('رسالتان جديدتان');
    expect(text(ar, 'ar', 3)).toBe('3 رسائل جديدة');
    expect(text(ar, 'ar', 11)).toBe('11 رسالة جديدة');
    expect(text(ar, 'ar', 100)).toBe('100 رسالة جديدة');
  });

  it('follows the language’s rule, not English’s: French’s "one" is 0 and 1; Japanese has one form', () => {
    expect(text(fr, 'fr', 0)).toBe('0 nouveau message');
    expect(text(fr, 'fr', 2)).toBe('2 nouveaux messages');
    expect(text(fr, 'fr', 1_000_000)).toBe('1000000 de nouveaux messages');
    expect(text(ja, 'ja', 1)).toBe('新着メッセージ 1 件');
    expect(text(ja, 'ja', 5)).toBe('新着メッセージ 5 件');
  });

  it('reads an integrator’s plain string as every form but "one", and a code Intl does not know by English’s rule', () => {
    expect(pluralText('a', 'b', 'ar', 3)).toBe('b');
    expect(pluralText('a', 'b', 'ar', 2)).toBe('b');
    expect(pluralText('a', 'b', 'not a language!', 1)).toBe('a');
    expect(pluralText('a', 'b', 'not a language!', 4)).toBe('b');
  });
});
