/**
 * KaTeX for formulas in replies (math-rule.ts finds them). Only ever loaded through a dynamic
 * `import()`: `papo-chat.math.js` in the standalone bundle, a lazy chunk in the npm build,
 * fetched the first time a reply holds math with `markdown: { math: true }`.
 *
 * MathML only: the browser draws it (MathML Core) with no stylesheet and no web fonts, which
 * a shadow root would not apply anyway (`@font-face` is ignored there), screen readers read
 * it, and it carries no `style` attribute that a strict `style-src` would block.
 */
import katex from 'katex';

/** What math-rule.ts calls; `''` means "show the formula as written". */
export type MathRenderer = { renderMath(tex: string, display: boolean): string };

/**
 * MathML for `tex`, or `''` when KaTeX cannot read it. Safe to insert as HTML: KaTeX escapes
 * the text it is given, and with `trust: false` no command makes a link, a class, an id or a
 * style from it; `maxSize` and `maxExpand` bound what a hostile formula can make it draw.
 */
export function renderMath(tex: string, display: boolean): string {
  try {
    return katex.renderToString(tex, {
      displayMode: display,
      output: 'mathml',
      // An error is shown as the formula written, not as KaTeX's red text in a `style` attribute.
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 200,
    });
  } catch {
    return '';
  }
}
