/** checkLanguageStrings: the check of `i18n`'s keys the loaders leave to the chat's code. */
import { describe, expect, it } from 'vitest';
import { checkLanguageStrings } from '../../../src/core/options/language-check';

describe('checkLanguageStrings', () => {
  it('keeps valid strings and reports nothing', () => {
    const i18n = { en: { title: 'Hi', initialMessages: ['a'] }, fr: { title: 'Salut' } };
    expect(checkLanguageStrings(i18n)).toEqual({ i18n, errors: [] });
  });

  it('drops an unknown key, naming it with the closest known key', () => {
    const { i18n, errors } = checkLanguageStrings({ en: { titel: 'Hi', subtitle: 'Yes' } as never });
    expect(i18n).toEqual({ en: { subtitle: 'Yes' } });
    expect(errors.map(String)).toEqual([
      'PapoOptionsError: "i18n.en.titel" is not a key of "i18n.en". Did you mean "title"?',
    ]);
    expect(errors[0]).toMatchObject({ path: 'i18n.en.titel', code: 'options' });
  });

  it('drops a value of the wrong kind', () => {
    const { i18n, errors } = checkLanguageStrings({ pt: { title: 3, initialMessages: 'Oi' } as never });
    expect(i18n).toEqual({ pt: {} });
    expect(errors.map((error) => error.message)).toEqual([
      '"i18n.pt.title" must be a string, got 3',
      '"i18n.pt.initialMessages" must be a list of strings, got "Oi"',
    ]);
  });
});
