import { expect, it } from 'vitest';
import { markdownStyles } from '../../../src/ui/markdown/styles';

const rules = [...markdownStyles.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selectors = '', body = '']) => ({
  selectors: selectors.trim(),
  body: body.replace(/\s+/g, ' '),
}));

/** The declarations of the rule for exactly `selectors`, or of the first one that names `part`. */
const rule = (selectors: string) => rules.find((r) => r.selectors === selectors)?.body ?? '';
const ruleNaming = (part: string) => rules.find((r) => r.selectors.includes(part))?.body ?? '';

it('lets wide content scroll or shrink instead of widening the chat', () => {
  expect(rule('.papo-markdown pre')).toContain('overflow-x: auto');
  expect(rule('.papo-markdown .papo-markdown__table')).toContain('overflow-x: auto');
  expect(rule('.papo-markdown img')).toContain('max-width: 100%');
});

it('colours highlight.js tokens through overridable custom properties with fallbacks', () => {
  expect(ruleNaming('.hljs-keyword')).toMatch(/color: var\(--chat--code--keyword, #[0-9a-f]{6}\)/);
  expect(ruleNaming('.hljs-comment')).toMatch(/color: var\(--chat--code--comment, #[0-9a-f]{6}\)/);
  expect(rule('.papo-markdown pre')).toContain('background: var(--chat--message--pre--background, ');
});

it('has only rules scoped to the markdown root', () => {
  expect(rules.length).toBeGreaterThan(10);
  for (const { selectors } of rules) expect(selectors, selectors).toMatch(/^\.papo-markdown( |$)/);
});
