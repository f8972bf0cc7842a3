// Reads an MDX page as plain text: the frontmatter's title and description, and the body
// cut at `##` headings, with ESM lines, JSX tags, expressions and Markdown marks removed.
// Heading anchors come from github-slugger, as Astro makes them, so links land.

import GithubSlugger from 'github-slugger';

/**
 * @typedef {{ kind: 'p' | 'li' | 'table' | 'h', text: string, markdown: string }} Block
 * @typedef {{ heading: string, slug: string, blocks: Block[], code: string }} Section
 * @typedef {{ title: string, description: string, draft: boolean, sections: Section[] }} Page
 */

/**
 * @param {string} source the .mdx file's text
 * @returns {Page}
 */
export function parseMdx(source) {
  const { data, body } = splitFrontmatter(source.replace(/\r\n?/g, '\n'));
  const slugger = new GithubSlugger();
  /** @type {Section} */
  let section = { heading: '', slug: '', blocks: [], code: '' };
  const sections = [section];
  /** @type {string[]} */
  let paragraph = [];
  /** @param {Block['kind']} kind @param {string} source */
  const addBlock = (kind, source) => {
    const text = cleanInline(source);
    if (text) section.blocks.push({ kind, text, markdown: cleanInline(source, true) });
  };
  const endParagraph = () => {
    addBlock('p', paragraph.join(' '));
    paragraph = [];
  };

  for (const part of splitCode(body)) {
    if (part.code !== undefined) {
      endParagraph();
      section.code += `${part.code}\n`;
      continue;
    }
    // MDX's ESM (import/export) runs from a line that starts with it to the next blank line.
    let inEsm = false;
    for (const rawLine of stripJsx(part.text).split('\n')) {
      const line = rawLine.trim();
      if (inEsm || (paragraph.length === 0 && /^(import|export)\s/.test(rawLine))) {
        inEsm = line !== '';
        continue;
      }
      const heading = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
      if (heading?.[1] && heading[2]) {
        endParagraph();
        const text = cleanInline(heading[2]);
        const slug = slugger.slug(text);
        if (heading[1].length <= 2) {
          section = { heading: text, slug, blocks: [], code: '' };
          sections.push(section);
        } else {
          addBlock('h', heading[2]);
        }
      } else if (line === '') {
        endParagraph();
      } else if (/^\|.*\|$/.test(line)) {
        endParagraph();
        const cells = line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim());
        if (!cells.every((cell) => /^:?-{2,}:?$/.test(cell) || cell === '')) {
          addBlock('table', cells.filter(Boolean).join(' — '));
        }
      } else if (/^([-*+]|\d+[.)])\s+/.test(line)) {
        endParagraph();
        addBlock('li', line.replace(/^([-*+]|\d+[.)])\s+/, ''));
      } else {
        paragraph.push(line.replace(/^>\s?/, ''));
      }
    }
    endParagraph();
  }
  return {
    title: data.title ?? '',
    description: data.description ?? '',
    draft: data.draft === 'true',
    sections: sections.filter((s) => s.heading || s.blocks.length > 0 || s.code),
  };
}

/**
 * A flat YAML frontmatter: `key: value` lines, quoted or not (all this index needs).
 * @param {string} source
 */
function splitFrontmatter(source) {
  /** @type {Record<string, string>} */
  const data = {};
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(source);
  if (!match?.[1]) return { data, body: source };
  for (const line of match[1].split('\n')) {
    const pair = /^([\w-]+):\s*(.*?)\s*$/.exec(line);
    if (!pair?.[1]) continue;
    let value = pair[2] ?? '';
    const quoted = /^(["'])(.*)\1$/.exec(value);
    if (quoted) value = (quoted[2] ?? '').replace(quoted[1] === '"' ? /\\"/g : /''/g, quoted[1] ?? '');
    data[pair[1]] = value;
  }
  return { data, body: source.slice(match[0].length) };
}

/**
 * Fenced code blocks apart from the prose around them.
 * @param {string} body
 * @returns {Array<{ text: string, code?: undefined } | { code: string, text?: undefined }>}
 */
function splitCode(body) {
  /** @type {Array<{ text: string, code?: undefined } | { code: string, text?: undefined }>} */
  const parts = [];
  const fence = /^([ \t]*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
  let last = 0;
  for (const match of body.matchAll(fence)) {
    parts.push({ text: body.slice(last, match.index) });
    parts.push({ code: match[3] ?? '' });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push({ text: body.slice(last) });
  return parts;
}

/** A JSX/HTML tag, its attributes possibly quoted or `{…}` (one level of nesting), on one or more lines. */
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+(?:[^<>{}"']|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*)?\s*\/?>|<>|<\/>/g;

/**
 * JSX comments, HTML comments and tags out; inline code spans (`<token>`) kept as written.
 * @param {string} text
 */
function stripJsx(text) {
  return text
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/(`[^`\n]*`)/)
    .map((piece, index) => (index % 2 === 1 ? piece : piece.replace(TAG, (tag) => (tag.includes('\n') ? '\n' : ''))))
    .join('');
}

/**
 * Markdown and JSX marks out of one line of prose. As plain text, inline code keeps only its
 * content; as `markdown`, it stays a code span and the rest is escaped, safe to quote.
 * @param {string} text
 * @param {boolean} [markdown]
 */
export function cleanInline(text, markdown = false) {
  return text
    .split(/(`+[^`]*`+)/)
    .map((piece, index) =>
      index % 2 === 1
        ? markdown
          ? `\`${piece.replace(/^`+|`+$/g, '')}\``
          : piece.replace(/^`+|`+$/g, '')
        : escapeIf(
            markdown,
            piece
              .replace(/\{[^{}]*\}/g, '')
              .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
              .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
              .replace(/<(https?:\/\/[^>]+)>/g, '$1')
              .replace(/\*\*|__|~~|(?<![\w\\])\*(?=\S)|(?<=\S)\*(?!\w)/g, '')
              .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
              .replace(/&nbsp;/g, ' ')
              .replace(/&amp;/g, '&')
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>'),
          ),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * @param {boolean} markdown
 * @param {string} text
 */
function escapeIf(markdown, text) {
  return markdown ? escapeMarkdown(text) : text;
}

/**
 * Text shown as is inside Markdown: no emphasis, links or HTML of its own.
 * @param {string} text
 */
export function escapeMarkdown(text) {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1');
}
