import { memo, useMemo, useState } from 'react';
import { createBlockSplitter } from './markdown/blocks';
import { renderMarkdown, type Highlighter, type References } from './markdown/render';
import { useHighlighter, type HighlighterLoader } from './markdown/useHighlighter';

export type { Highlighter } from './markdown/render';
export type { HighlighterLoader } from './markdown/useHighlighter';

// The only reference to the highlighter module: a dynamic import, so bundlers split it off.
const loadDefaultHighlighter: HighlighterLoader = () => import('./markdown/highlight');

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
};

const PAGE_ORIGIN_ONLY: readonly string[] = [];

/** A bot reply rendered as markdown, re-rendering only its last block as it grows. */
export function Markdown({
  text,
  className,
  loadHighlighter = loadDefaultHighlighter,
  allowedImageOrigins = PAGE_ORIGIN_ONLY,
}: MarkdownProps) {
  const [splitter] = useState(createBlockSplitter);
  // `update` is idempotent for the same text, so a repeated render (StrictMode) is harmless.
  const split = useMemo(() => splitter.update(text), [splitter, text]);
  const highlighter = useHighlighter(split.hasFence, loadHighlighter);
  return (
    <div className={className ? `papo-markdown ${className}` : 'papo-markdown'}>
      {split.blocks.map((block, index) => (
        <MarkdownBlock
          key={index}
          source={block.source}
          references={split.references}
          // Only blocks with code change when the highlighter arrives.
          highlighter={block.hasFence ? highlighter : null}
          allowedImageOrigins={allowedImageOrigins}
        />
      ))}
    </div>
  );
}
