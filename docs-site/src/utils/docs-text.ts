/**
 * A page's Markdown (as /llms-full.txt has it, components already written out from the
 * data) cut into what a search index needs: one section per `##` heading, with its anchor,
 * its blocks of text (paragraphs, list items, table rows, `###` headings) and its code. The
 * reference webhook server indexes these sections and quotes their blocks, so it reads
 * nothing itself (docs/decisions.md#the-docs-text).
 */
import type { Heading } from './toc';

export interface TextBlock {
  /** A paragraph, a list item, a table row, or a heading (a `###` heading or a table's header row). */
  kind: 'p' | 'li' | 'table' | 'h';
  /** Plain text: Markdown marks, links and HTML gone, inline code as its content. */
  text: string;
  /** Safe to quote as Markdown: inline code kept as code spans, everything else escaped. */
  markdown: string;
}

export interface TextSection {
  /** '' for the text before the first `##`. */
  heading: string;
  /** The heading's anchor on the page ('' before the first `##`). */
  slug: string;
  blocks: TextBlock[];
  /** The section's fenced code (and `<pre>` blocks), one after another. */
  code: string;
}

/** Markdown that shows `text` as it is: no emphasis, links or HTML of its own. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1');
}

/**
 * One line of prose without its Markdown and HTML. As plain text, inline code keeps only its
 * content; as `markdown`, it stays a code span and the rest is escaped.
 */
export function cleanInline(text: string, markdown = false): string {
  return text
    .split(/(`+[^`]*`+)/)
    .map((piece, index) => {
      if (index % 2 === 1) {
        const code = piece.replace(/^`+|`+$/g, '');
        return markdown ? `\`${code}\`` : code;
      }
      const plain = piece
        .replace(/<(https?:\/\/[^>]+)>/g, '$1')
        .replace(/(?<!\\)<\/?[A-Za-z][^<>]*>/g, '')
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/\*\*|__|~~|(?<![\w\\])\*(?=\S)|(?<=\S)\*(?!\w)/g, '')
        .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      return markdown ? escapeMarkdown(plain) : plain;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Fenced code, or a `<pre>` block as the pages write a JSON snippet, apart from the prose around it. */
const CODE =
  /^([ \t]*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1\2[ \t]*$|^<pre>(?:<code>)?([\s\S]*?)(?:<\/code>)?<\/pre>[ \t]*$/gm;

/** A table row's cells, split at the pipes that are not escaped. */
function cells(line: string): string[] {
  return line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/**
 * The sections of one page. `headings` are the page's headings as the site renders them
 * (Astro's `render()`), in order: they give each `##` its anchor. A page whose Markdown
 * headings and rendered headings disagree is an error, so anchors never point nowhere.
 */
export function pageSections(markdown: string, headings: readonly Heading[], page = 'the page'): TextSection[] {
  let section: TextSection = { heading: '', slug: '', blocks: [], code: '' };
  const sections = [section];
  let next = 0;
  let paragraph: string[] = [];
  const addBlock = (kind: TextBlock['kind'], source: string) => {
    const text = cleanInline(source);
    if (text) section.blocks.push({ kind, text, markdown: cleanInline(source, true) });
  };
  const endParagraph = () => {
    addBlock('p', paragraph.join(' '));
    paragraph = [];
  };
  const prose = (text: string) => {
    let inTable = false;
    for (const rawLine of text.split('\n')) {
      const line = rawLine.trim();
      const heading = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
      if (heading) {
        endParagraph();
        const depth = heading[1]!.length;
        const rendered = headings[next++];
        if (rendered?.depth !== depth) {
          throw new Error(
            `docs-text: ${page} has the heading "${line}" where the rendered page has ${rendered ? `"${'#'.repeat(rendered.depth)} ${rendered.text}"` : 'no more headings'}.`,
          );
        }
        if (depth <= 2) {
          section = { heading: rendered.text, slug: rendered.slug, blocks: [], code: '' };
          sections.push(section);
        } else {
          addBlock('h', heading[2]!);
        }
      } else if (line === '') {
        endParagraph();
      } else if (/^\|.*\|$/.test(line)) {
        endParagraph();
        const row = cells(line);
        // The first row names the columns: searched like a heading, never quoted as a fact.
        if (!row.every((cell) => /^:?-{2,}:?$/.test(cell) || cell === '')) {
          addBlock(inTable ? 'table' : 'h', row.filter(Boolean).join(' — '));
        }
        inTable = true;
        continue;
      } else if (/^([-*+]|\d+[.)])\s+/.test(line)) {
        endParagraph();
        addBlock('li', line.replace(/^([-*+]|\d+[.)])\s+/, ''));
      } else {
        paragraph.push(line.replace(/^>\s?/, ''));
      }
      inTable = false;
    }
    endParagraph();
  };

  const text = markdown.replace(/\r\n?/g, '\n');
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    prose(text.slice(last, match.index));
    section.code += `${match[3] ?? match[4] ?? ''}\n`;
    last = match.index + match[0].length;
  }
  prose(text.slice(last));
  if (next !== headings.length) {
    throw new Error(`docs-text: ${page} renders ${headings.length} headings but its Markdown has ${next}.`);
  }
  return sections.filter((s) => s.heading || s.blocks.length > 0 || s.code);
}
