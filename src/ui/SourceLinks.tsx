import { useId, useMemo } from 'react';
import type { Source } from '../core/messages/reply-extras';
import { useChatSettings, useMarkdownLoader } from './ChatContext';
import { RENDER_BUDGET } from './Markdown';
import { sourceLinks } from './markdown/source-policy';
import { useMarkdownEngine } from './markdown/useMarkdownEngine';

/**
 * The pages a reply came from, under its text: a labelled list of links that open in a new
 * tab, as the reply's own links do (markdown/source-policy.ts says which are shown).
 */
export function SourceLinks({ sources, text }: { sources: readonly Source[]; text: string }) {
  const { strings } = useChatSettings();
  const labelId = useId();
  // The links the text holds are known once markdown is there; until then (or if it cannot
  // load) every source is listed.
  const engine = useMarkdownEngine(true, useMarkdownLoader());
  // Only the rendered part of a very long reply can hold the links it shows.
  const links = useMemo(
    () => sourceLinks(sources, engine ? engine.linkedHrefs(text.slice(0, RENDER_BUDGET)) : []),
    [sources, text, engine],
  );
  if (links.length === 0) return null;
  return (
    <div className="papo-sources">
      <p id={labelId} className="papo-sources__label">
        {strings.sources}
      </p>
      <ul className="papo-sources__list" aria-labelledby={labelId}>
        {links.map(({ href, label }) => (
          <li key={href}>
            <a className="papo-sources__link" href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
