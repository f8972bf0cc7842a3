import { memo, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { NO_REFERENCES } from './markdown/block-references';
import { cutPoint } from './markdown/cut-point';
import { createPlainSplitter, needsMarkdown, plainHtml } from './markdown/plain';
import type { DiagramSettings } from './markdown/diagram-settings';
import type { Highlighter, References } from './markdown/render';
import { useCodeCopy, type CodeCopyLabels } from './markdown/useCodeCopy';
import { useHighlighter, type HighlighterLoader } from './markdown/useHighlighter';
import {
  loadDefaultEngine,
  useMarkdownEngine,
  type MarkdownEngine,
  type MarkdownEngineLoader,
} from './markdown/useMarkdownEngine';

export type { Highlighter } from './markdown/render';
export type { HighlighterLoader } from './markdown/useHighlighter';

// The only reference to the highlighter module: a dynamic import, so bundlers split it off.
const loadDefaultHighlighter: HighlighterLoader = () => import('./markdown/highlight');

/**
 * How much of a reply is rendered before "Show all": a reply of any size costs at most this
 * much parsing, DOM and layout, and so does every streamed chunk once it is reached.
 */
export const RENDER_BUDGET = 20_000;
/**
 * The most new text one animation frame draws of a reply as it arrives: a long reply that
 * arrives whole (or a burst of a stream) is drawn a slice per frame up to the budget. The
 * markdown, DOM and layout of 20 KB in one frame took 60–100 ms on a busy machine, and the
 * first reply runs markdown-it's code before it is optimised (4 KB then: about 12 ms).
 */
export const ARRIVAL_SLICE = 4_000;
/**
 * What "Show all" adds per frame: more than a reply arriving, since the visitor asked for
 * it and a smaller slice made the whole of a 5 MB reply take twice as long to draw.
 */
export const RENDER_SLICE = 20_000;

type BlockProps = {
  source: string;
  /** `null` draws the block without markdown (markdown/plain.ts): not loaded, or not needed. */
  engine: MarkdownEngine | null;
  references: References;
  highlighter: Highlighter | null;
  allowedImageOrigins: readonly string[];
  copyCodeLabel?: string;
  math?: boolean;
  diagrams?: DiagramSettings;
};

/**
 * One top-level block. Memoised on its props, so while a reply streams only the block that
 * grows is rendered again; React leaves the DOM of the others alone.
 *
 * Its HTML is written into the element as it is committed and then dropped: as a prop
 * (`dangerouslySetInnerHTML`) React kept every block's HTML string alive for as long as
 * the message is shown, about 0.8 MB of JS heap for 1 000 restored messages, beside the
 * same content in the DOM.
 */
const MarkdownBlock = memo(function MarkdownBlock({
  source,
  engine,
  references,
  highlighter,
  allowedImageOrigins,
  copyCodeLabel,
  math,
  diagrams,
}: BlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Parsed outside the document, then moved in at once: parsed in place, the block is
    // already in the page and a long reply drew twice as slowly (test/browser/long-replies).
    const block = ref.current!;
    const parsed = document.createElement('template');
    // Safe: markdown-it runs with `html: false`, so the reply's own text is always escaped.
    // The plain drawing escapes every character likewise (markdown/breakable.ts).
    parsed.innerHTML = engine
      ? engine.renderMarkdown(source, {
          references,
          highlighter,
          allowedImageOrigins,
          copyCodeLabel,
          math,
          diagrams: !!diagrams,
        })
      : plainHtml(source);
    // Written again (the highlighter has arrived), the block's copy buttons are new elements:
    // one that had the focus passes it to the button in its place, not to the page.
    const focused = [...block.querySelectorAll('button')].indexOf(
      (block.getRootNode() as Document).activeElement as HTMLButtonElement,
    );
    block.replaceChildren(parsed.content);
    if (focused >= 0) block.querySelectorAll('button')[focused]!.focus({ preventScroll: true });
    // Formulas shown as written until KaTeX is there: it is fetched, then draws them.
    if (math) engine?.drawMath(block);
    // Likewise a diagram's code, until Mermaid has drawn it (docs/features.md#diagrams).
    if (diagrams) engine?.drawDiagrams(block, diagrams);
  }, [source, engine, references, highlighter, allowedImageOrigins, copyCodeLabel, math, diagrams]);
  // Each block takes the direction of its own text: a Latin line in an Arabic chat reads left to right.
  return <div ref={ref} className="papo-markdown__block" dir="auto" />;
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
   * Loads markdown the first time the text has markdown syntax; until it is there the text is
   * drawn plain (markdown/plain.ts). Keep the same function between renders.
   */
  loadEngine?: MarkdownEngineLoader;
  /**
   * Origins (`https://cdn.example.com`) whose images are shown besides the page's own;
   * images from anywhere else become links. Keep the same array between renders.
   */
  allowedImageOrigins?: readonly string[];
  /** Label of the button that renders the rest of a reply longer than the budget. */
  showAllLabel?: string;
  /** Characters rendered before "Show all" (tests use a small one). */
  budget?: number;
  /** A copy button above each code block, named `copy`, saying `copied` once used. None without. */
  codeCopyLabels?: CodeCopyLabels;
  /** `$…$` and the other delimiters are math, drawn by KaTeX (fetched the first time there is some). */
  math?: boolean;
  /** ```` ```mermaid ```` blocks are diagrams, drawn by Mermaid in a frame (fetched the first time there is one). */
  diagrams?: DiagramSettings;
};

const PAGE_ORIGIN_ONLY: readonly string[] = [];

/**
 * Where the start shown of a reply longer than `budget` ends: at a line end, or after what
 * is on screen already when that is further. A streamed reply passing the budget so keeps
 * the text the visitor is reading, and the split is not started over on a shorter text
 * (which rendered the whole start again in one frame).
 */
function budgetEnd(text: string, budget: number, onScreen: number): number {
  return Math.max(cutPoint(text, 0, budget), Math.min(onScreen, budget, text.length));
}

/**
 * A bot reply rendered as markdown, re-rendering only its last block as it grows. A reply
 * longer than `budget` shows its start and a "Show all" button, which renders the rest. No
 * frame draws more than a slice of new text: what is left is drawn in the next.
 */
export function Markdown({
  text,
  className,
  loadHighlighter = loadDefaultHighlighter,
  loadEngine = loadDefaultEngine,
  allowedImageOrigins = PAGE_ORIGIN_ONLY,
  showAllLabel = 'Show all',
  budget = RENDER_BUDGET,
  codeCopyLabels,
  math,
  diagrams,
}: MarkdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [showAll, setShowAll] = useState(false);
  const [, drawNextSlice] = useReducer((frame: number) => frame + 1, 0);
  // Asked for by the first text that has markdown syntax; a text without any looks the same either way.
  const engine = useMarkdownEngine(
    useMemo(() => needsMarkdown(showAll ? text : text.slice(0, budget), math), [text, budget, showAll, math]),
    loadEngine,
  );
  const [plain] = useState(createPlainSplitter);
  const splitter = useMemo(() => (engine ? engine.createBlockSplitter() : plain), [engine, plain]);
  // The splitter was last given what is on screen now; a new one (markdown has arrived) takes
  // over all of it at once, so the reply does not shrink for a frame.
  const onScreen = splitter.length || plain.length;
  const wanted = showAll ? text.length : budgetEnd(text, budget, onScreen);
  const slice = showAll ? RENDER_SLICE : ARRIVAL_SLICE;
  const end = onScreen < wanted ? Math.min(wanted, cutPoint(text, onScreen, slice)) : wanted;
  // `update` is idempotent for the same text; a repeated render (StrictMode) draws a slice more.
  const split = useMemo(() => splitter.update(text.slice(0, end)), [splitter, text, end]);
  // Its first code block is drawn once, unseen, as the highlighter arrives (useHighlighter.ts).
  const highlighter = useHighlighter(split.hasFence, loadHighlighter, (loaded) => {
    const fenced = split.blocks.find((block) => block.hasFence);
    if (engine && fenced) engine.renderMarkdown((fenced.reopen ?? '') + fenced.source, { highlighter: loaded });
  });
  // Only a reply with code has copy buttons to listen for: no listener on each of 1 000 restored replies.
  useCodeCopy(ref, split.hasFence ? codeCopyLabels : undefined);

  useEffect(() => {
    if (end >= wanted) return;
    const frame = requestAnimationFrame(drawNextSlice);
    return () => cancelAnimationFrame(frame);
  }, [end, wanted]);

  return (
    <div ref={ref} className={className ? `papo-markdown ${className}` : 'papo-markdown'}>
      {split.blocks.map((block, index) => {
        // A piece of a very long code block or table is drawn with the lines that open it.
        const source = block.reopen ? block.reopen + block.source : block.source;
        // A block markdown would draw as plain text is drawn plain: left alone when markdown arrives.
        const marked = engine && needsMarkdown(source, math) ? engine : null;
        return (
          <MarkdownBlock
            key={index}
            source={source}
            engine={marked}
            references={marked ? split.references : NO_REFERENCES}
            // Only blocks with code change when the highlighter arrives.
            highlighter={block.hasFence ? highlighter : null}
            allowedImageOrigins={allowedImageOrigins}
            copyCodeLabel={codeCopyLabels?.copy}
            math={math}
            diagrams={diagrams}
          />
        );
      })}
      {!showAll && wanted < text.length ? (
        <button type="button" className="papo-button papo-markdown__show-all" onClickCapture={() => setShowAll(true)}>
          {showAllLabel}
        </button>
      ) : null}
    </div>
  );
}
