import { memo, useEffect, useMemo, useState } from 'react';
import { createBlockSplitter, cutPoint } from './markdown/blocks';
import { renderMarkdown, type Highlighter, type References } from './markdown/render';
import { useHighlighter, type HighlighterLoader } from './markdown/useHighlighter';

export type { Highlighter } from './markdown/render';
export type { HighlighterLoader } from './markdown/useHighlighter';

// The only reference to the highlighter module: a dynamic import, so bundlers split it off.
const loadDefaultHighlighter: HighlighterLoader = () => import('./markdown/highlight');

/**
 * How much of a reply is rendered before "Show all": a reply of any size costs at most this
 * much parsing, DOM and layout, and so does every streamed chunk once it is reached.
 */
export const RENDER_BUDGET = 20_000;
/** What "Show all" adds per animation frame, so no frame renders more than this. */
export const RENDER_SLICE = 20_000;

type BlockProps = {
  source: string;
  references: References;
  highlighter: Highlighter | null;
  allowedImageOrigins: readonly string[];
};

/**
 * One top-level block. Memoised on its props, so while a reply streams only the block that
 * grows is rendered again; React leaves the DOM of the others alone.
 */
const MarkdownBlock = memo(function MarkdownBlock({
  source,
  references,
  highlighter,
  allowedImageOrigins,
}: BlockProps) {
  // Safe: markdown-it runs with `html: false`, so the reply's own text is always escaped.
  const html = renderMarkdown(source, { references, highlighter, allowedImageOrigins });
  return <div className="papo-markdown__block" dangerouslySetInnerHTML={{ __html: html }} />;
});

export type MarkdownProps = {
  text: string;
  className?: string;
  /**
   * Loads the syntax highlighter the first time the text holds a fenced code block. Keep
   * the same function between renders: it is loaded once per function.
   */
  loadHighlighter?: HighlighterLoader;
  /**
   * Origins (`https://cdn.example.com`) whose images are shown besides the page's own;
   * images from anywhere else become links. Keep the same array between renders.
   */
  allowedImageOrigins?: readonly string[];
  /** Label of the button that renders the rest of a reply longer than the budget. */
  showAllLabel?: string;
  /** Characters rendered before "Show all" (tests use a small one). */
  budget?: number;
};

const PAGE_ORIGIN_ONLY: readonly string[] = [];

/**
 * A bot reply rendered as markdown, re-rendering only its last block as it grows. A reply
 * longer than `budget` shows its start and a "Show all" button, which renders the rest a
 * slice per frame.
 */
export function Markdown({
  text,
  className,
  loadHighlighter = loadDefaultHighlighter,
  allowedImageOrigins = PAGE_ORIGIN_ONLY,
  showAllLabel = 'Show all',
  budget = RENDER_BUDGET,
}: MarkdownProps) {
  const [splitter] = useState(createBlockSplitter);
  // `null` until "Show all"; then where the rendering has got to, a slice further each frame.
  const [shown, setShown] = useState<number | null>(null);
  const end = shown === null ? cutPoint(text, 0, budget) : cutPoint(text, shown, RENDER_SLICE);
  // `update` is idempotent for the same text, so a repeated render (StrictMode) is harmless.
  const split = useMemo(() => splitter.update(text.slice(0, end)), [splitter, text, end]);
  const highlighter = useHighlighter(split.hasFence, loadHighlighter);

  useEffect(() => {
    if (shown === null || end >= text.length) return;
    const frame = requestAnimationFrame(() => setShown(end));
    return () => cancelAnimationFrame(frame);
  }, [shown, end, text.length]);

  return (
    <div className={className ? `papo-markdown ${className}` : 'papo-markdown'}>
      {split.blocks.map((block, index) => (
        <MarkdownBlock
          key={index}
          // A piece of a very long code block or table is drawn with the lines that open it.
          source={block.reopen ? block.reopen + block.source : block.source}
          references={split.references}
          // Only blocks with code change when the highlighter arrives.
          highlighter={block.hasFence ? highlighter : null}
          allowedImageOrigins={allowedImageOrigins}
        />
      ))}
      {shown === null && end < text.length ? (
        <button type="button" className="papo-button papo-markdown__show-all" onClick={() => setShown(end)}>
          {showAllLabel}
        </button>
      ) : null}
    </div>
  );
}
