/**
 * A count's words in a language's plural form. `one` is the form Intl.PluralRules calls
 * "one"; `others` holds the rest, as `category:text` forms joined by "|", the form without
 * a category being "other": English needs one form ("{count} new messages"), Arabic five
 * ("zero:…|two:…|few:…|many:…|…"). A category with no form of its own reads as "other",
 * so an integrator's plain string still covers every count.
 */
const CATEGORY = /^(zero|one|two|few|many|other):/;

export function pluralText(one: string, others: string, language: string, count: number): string {
  let category: string = count === 1 ? 'one' : 'other';
  try {
    category = new Intl.PluralRules(language).select(count);
  } catch {
    // A language code Intl does not know: English's rule above.
  }
  if (category === 'one') return one;
  const forms = pluralForms(others);
  return forms[category] ?? forms.other ?? '';
}

/** `others` taken apart: its text per plural category. */
export function pluralForms(others: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const form of others.split('|')) {
    const category = CATEGORY.exec(form)?.[1];
    forms[category ?? 'other'] = category ? form.slice(category.length + 1) : form;
  }
  return forms;
}
