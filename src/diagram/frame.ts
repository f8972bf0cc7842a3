/**
 * The script of papo-chat.diagram.html, the frame where Mermaid draws a chat's diagrams
 * (docs/features.md#diagrams). The chat (src/ui/markdown/diagram-host.ts) posts it a diagram's
 * source and scheme; it answers with Mermaid's SVG as text (Mermaid's `strict` level: the
 * labels are sanitised by its DOMPurify, no click handlers or links run), or none when Mermaid
 * cannot read the source. It answers only its parent, at the origin that asked.
 */
import mermaid from 'mermaid';

const MESSAGE = 'papo-diagram';

/** What a diagram's own `%%{init}%%` may not change: Mermaid's list, and CSS and labels as markup. */
const secure = ['secure', 'securityLevel', 'startOnLoad', 'maxTextSize', 'suppressErrorRendering', 'maxEdges'];

let drawn = 0;
let queue: Promise<unknown> = Promise.resolve();

async function draw(source: string, dark: boolean): Promise<string | undefined> {
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    // No error drawing in this document: the chat shows the code and its own line instead.
    suppressErrorRendering: true,
    theme: dark ? 'dark' : 'default',
    // Labels as SVG text, not HTML in a foreignObject, which the chat's sanitiser would drop.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    secure: [...secure, 'themeCSS', 'htmlLabels', 'flowchart', 'fontFamily'],
  });
  try {
    return (await mermaid.render(`papo-diagram-${++drawn}`, source)).svg;
  } catch {
    return undefined;
  }
}

addEventListener(
  'message',
  (event: MessageEvent<{ [MESSAGE]?: string; id?: number; source?: unknown; dark?: unknown }>) => {
    const { data } = event;
    if (event.source !== parent || data?.[MESSAGE] !== 'draw' || typeof data.source !== 'string') return;
    const { id, source, dark } = data;
    // One at a time: each drawing sets the scheme for itself.
    queue = queue.then(async () => {
      const svg = await draw(source, dark === true);
      (event.source as Window).postMessage({ [MESSAGE]: 'drawn', id, svg }, event.origin);
    });
  },
);

// Seen by a chat on this origin when the frame has loaded: without it, this script did not run.
Object.assign(window, { papoDiagramFrame: true });
// Says nothing but "ready", so it needs no origin.
parent.postMessage({ [MESSAGE]: 'ready' }, '*');
