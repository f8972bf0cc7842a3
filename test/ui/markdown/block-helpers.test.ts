import { describe, expect, it } from 'vitest';
import { currentReferences, NO_REFERENCES } from '../../../src/ui/markdown/block-references';
import { appendedText } from '../../../src/ui/markdown/blocks';

describe('appendedText', () => {
  it('gives what an append adds, line ends normalised, and a CR LF split across two chunks as one break', () => {
    expect(appendedText('Olá', 'Olá, mundo\r\n!')).toBe(', mundo\n!');
    expect(appendedText('linha\r', 'linha\r\nsegunda')).toBe('segunda');
    expect(appendedText('', 'a\rb')).toBe('a\nb');
  });

  it('is null for an edit or a shorter text: the split starts over', () => {
    expect(appendedText('Olá, mundo', 'Olá, Mundo!')).toBeNull();
    expect(appendedText('Olá, mundo', 'Olá')).toBeNull();
  });
});

describe('currentReferences', () => {
  const docs = { href: 'https://example.com/docs', title: '' };
  const site = { href: 'https://example.com/', title: '' };

  it('adds the open blocks’ definitions to the settled ones, the first definition of a label winning', () => {
    const references = currentReferences({ docs }, [{ labels: ['docs', 'site'] }], { docs: site, site }, undefined);
    expect(references).toEqual({ docs, site });
  });

  it('keeps the previous object while nothing changed, and the shared empty one when there is none', () => {
    const previous = { docs: { ...docs } };
    expect(currentReferences({ docs }, [], {}, previous)).toBe(previous);
    expect(currentReferences({}, [{ labels: ['missing'] }], {}, undefined)).toBe(NO_REFERENCES);
  });
});
