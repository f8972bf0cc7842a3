/**
 * Syntax highlighting for fenced code in replies (docs/decisions.md#conversation-rules). Only ever loaded through a
 * dynamic `import()`, so highlight.js is a separate chunk fetched the first time a reply
 * holds a fenced code block.
 *
 * A fence without a language, or with one not registered here, stays plain: auto-detection
 * guesses wrong on short snippets and would run every grammar on each streamed chunk.
 */
import core from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

// Our own instance: registering languages on the shared default one would change the
// host page's highlight.js when it bundles the same copy.
const hljs = core.newInstance();
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('python', python);
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('bash', bash);

/** Escaped HTML with `hljs-*` token spans, or `''` when the language is not supported. */
export function highlight(code: string, language: string): string {
  if (!language || !hljs.getLanguage(language)) return '';
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
