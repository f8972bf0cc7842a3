/**
 * Styles for rendered replies and highlight.js tokens, for the widget's shadow root. Token
 * colours are a light theme with at least 4.5:1 contrast on the code background; each can
 * be overridden through its `--chat--code--*` property.
 *
 * Whatever a reply holds, it scrolls inside itself rather than widening the window, and
 * deep nesting keeps a few steps of indentation and then stays flat, so it fits. Before
 * markdown has loaded (plain.ts), a paragraph with markdown syntax keeps its spaces and lines.
 */
import { css, token } from '../tokens';

const root = '.papo-markdown';

export const markdownStyles = css`
  ${root} {
    overflow-wrap: anywhere;
    max-width: 100%;
    overflow-x: auto;
  }
  ${root} :is(ul, ol, blockquote) :is(ul, ol, blockquote) :is(ul, ol, blockquote) :is(ul, ol, blockquote) :is(ul, ol, blockquote) {
    padding-inline-start: 0;
    margin-inline-start: 0;
    border-inline-start: 0;
  }
  ${root} .papo-markdown__plain {
    white-space: pre-wrap;
  }
  ${root} .papo-markdown__show-all {
    display: block;
    margin-top: 0.5em;
  }
  ${root} :is(p, ul, ol, blockquote, pre, .papo-markdown__table) {
    margin: 0 0 0.5em;
  }
  ${root} :is(h1, h2, h3, h4, h5, h6) {
    margin: 0.75em 0 0.5em;
    font-size: 1em;
    line-height: 1.3;
  }
  ${root} :is(h1, h2) {
    font-size: 1.2em;
  }
  ${root} .papo-markdown__block:first-child > :first-child {
    margin-top: 0;
  }
  ${root} .papo-markdown__block:last-child > :last-child {
    margin-bottom: 0;
  }
  ${root} :is(ul, ol) {
    padding-inline-start: 1.5em;
  }
  ${root} a {
    color: inherit;
    text-decoration: underline;
  }
  ${root} img {
    max-width: 100%;
    height: auto;
  }
  ${root} code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: ${token('border-radius')};
    background: ${token('message--pre--background')};
  }
  ${root} pre {
    overflow-x: auto;
    padding: 0.75em;
    border-radius: ${token('border-radius')};
    background: ${token('message--pre--background')};
  }
  ${root} :is(code, pre) {
    /* Code reads left to right in a right-to-left reply too, isolated from the text around it. */
    direction: ltr;
    unicode-bidi: isolate;
  }
  ${root} pre code {
    padding: 0;
    background: none;
  }
  ${root} :is(pre, .papo-markdown__table):focus-visible {
    outline: ${token('focus--outline')};
  }
  ${root} .papo-markdown__table {
    overflow-x: auto;
    max-width: 100%;
  }
  ${root} table {
    border-collapse: collapse;
  }
  ${root} :is(th, td) {
    padding: 0.25em 0.5em;
    border: 1px solid ${token('color-light-shade-100')};
    text-align: start;
  }
  ${root} blockquote {
    margin-inline-start: 0;
    padding-inline-start: 0.75em;
    border-inline-start: 3px solid ${token('color-medium')};
  }
  ${root} hr {
    border: 0;
    border-top: 1px solid ${token('color-light-shade-100')};
  }
  ${root} :is(.hljs-comment, .hljs-quote) {
    color: var(--chat--code--comment, #57606a);
    font-style: italic;
  }
  ${root} :is(.hljs-keyword, .hljs-selector-tag, .hljs-doctag, .hljs-meta .hljs-keyword) {
    color: var(--chat--code--keyword, #b3261e);
  }
  ${root} :is(.hljs-string, .hljs-regexp, .hljs-meta .hljs-string) {
    color: var(--chat--code--string, #0a3069);
  }
  ${root} :is(.hljs-number, .hljs-literal, .hljs-variable, .hljs-attr, .hljs-attribute, .hljs-meta) {
    color: var(--chat--code--literal, #0550ae);
  }
  ${root} :is(.hljs-title, .hljs-function .hljs-title, .hljs-built_in, .hljs-type) {
    color: var(--chat--code--title, #6639ba);
  }
  ${root} :is(.hljs-name, .hljs-selector-id, .hljs-selector-class, .hljs-symbol) {
    color: var(--chat--code--tag, #116329);
  }
  ${root} :is(.hljs-tag, .hljs-punctuation, .hljs-subst) {
    color: ${token('color-typing')};
  }
`;
