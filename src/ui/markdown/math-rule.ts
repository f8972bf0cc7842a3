/**
 * Math in replies (`markdown: { math: true }`, docs/features.md#math): `$…$` and
 * `\(…\)` inline, `$$…$$` and `\[…\]` displayed. Markdown finds them (this rule, in the
 * markdown file) and KaTeX draws them (math.ts, a file of its own fetched the first time a
 * reply holds math). Until KaTeX is there, or if it cannot be fetched or cannot read the
 * TeX, a formula shows as written, delimiters included.
 *
 * A `$` opens inline math only when a non-space follows it, and closes it only when a
 * non-space precedes it and no digit follows (Pandoc's rule), so prices in prose ("custa
 * $5 e $10") stay text.
 */
import type { MarkdownIt, StateInline } from 'markdown-it';
import type { MathRenderer } from './math';

let katex: MathRenderer | undefined;
let loading: Promise<MathRenderer | undefined> | undefined;

/** KaTeX, fetched once per page; `undefined` when it could not be (formulas then stay as written). */
export function loadMath(): Promise<MathRenderer | undefined> {
  loading ??= import('./math').then(
    (module) => (katex = module),
    (error: unknown) => {
      // Not retried, as for the highlighter: a file that failed once (offline, blocked) would again.
      console.warn('papo-chat: math could not be loaded; formulas are shown as written.', error);
      return undefined;
    },
  );
  return loading;
}

const CLOSING: Record<string, string> = { $: '$', $$: '$$', '\\(': '\\)', '\\[': '\\]' };

function mathRule(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  const open = (state.env as { math?: boolean }).math && /^(?:\$\$?|\\[([])/.exec(src.slice(pos, pos + 2))?.[0];
  if (!open || /^\$\s/.test(src.slice(pos, pos + 2))) return false;
  const close = CLOSING[open]!;
  const start = pos + open.length;
  for (
    let end = src.indexOf(close, start);
    end >= 0 && end + close.length <= posMax;
    end = src.indexOf(close, end + 1)
  ) {
    // A closing `$` has a non-space before it (not `\$`, a dollar in the formula) and no digit after.
    if (open === '$' && (/[\s\\]/.test(src[end - 1]!) || /\d/.test(src[end + 1] ?? ''))) continue;
    if (!src.slice(start, end).trim()) return false;
    if (!silent) state.push('math', 'span', 0).content = src.slice(pos, end + close.length);
    state.pos = end + close.length;
    return true;
  }
  return false;
}

/** `$$` and `\[` display a formula on a line of its own; `$` and `\(` keep it in the text. */
export const isDisplay = (written: string): boolean => written.startsWith('$$') || written.startsWith('\\[');

/** The TeX of a formula as written, without its delimiters. */
export function texOf(written: string): string {
  const delimiter = written[0] === '$' && written[1] !== '$' ? 1 : 2;
  return written.slice(delimiter, -delimiter);
}

export function mathPlugin(md: MarkdownIt): void {
  // Before `escape`, which would otherwise turn `\(` into `(`.
  md.inline.ruler.before('escape', 'math', mathRule);
  md.renderer.rules.math = (tokens, idx) => {
    const written = tokens[idx]!.content;
    const drawn = katex?.renderMath(texOf(written), isDisplay(written));
    // KaTeX's MathML (math.ts says why it is safe), or the formula as written, escaped, for
    // drawMath to draw once KaTeX is there.
    return drawn
      ? `<span class="papo-math">${drawn}</span>`
      : `<span class="papo-math papo-math--raw">${md.utils.escapeHtml(written)}</span>`;
  };
}

/**
 * Draws the formulas of `block` shown as written, fetching KaTeX the first time: a block is
 * drawn again with KaTeX's MathML at once when it has arrived, and these are the blocks drawn
 * before. A formula KaTeX cannot read stays as written.
 */
export function drawMath(block: Element): void {
  const raw = block.querySelectorAll('.papo-math--raw');
  if (raw.length === 0) return;
  if (!katex) {
    void loadMath().then((loaded) => loaded && drawMath(block));
    return;
  }
  for (const formula of raw) {
    const written = formula.textContent ?? '';
    const drawn = katex.renderMath(texOf(written), isDisplay(written));
    if (!drawn) continue;
    // Safe: KaTeX's MathML of the formula (math.ts), never the reply's text as markup.
    formula.innerHTML = drawn;
    formula.classList.remove('papo-math--raw');
  }
}
