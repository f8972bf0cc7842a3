/**
 * `/docs/<id>.md`: each docs page as Markdown, its Markdown twin (what "Copiar como
 * Markdown" copies and /llms.txt links), from the same reading of the docs as /llms-full.txt.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { docsAsMarkdown, markdownPage } from '../../lib/llms';

export const getStaticPaths = (async () =>
  (await docsAsMarkdown()).map((page) => ({
    params: { id: page.doc.id },
    props: { markdown: markdownPage(page) },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ markdown: string }> = ({ props }) =>
  new Response(props.markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
