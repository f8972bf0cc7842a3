// @vitest-environment node
/**
 * Diagrams in replies (`markdown: { diagrams: true }`, docs/features.md#diagrams) with the
 * standalone bundle on examples/plain-html's page, under its strict Content-Security-Policy
 * (run `npm run build:lib` first): Mermaid draws in a frame of its own, fetched only by a reply
 * that holds a ```` ```mermaid ```` block, once; the SVG joins the chat with no CSP violation in
 * the page or the frame; the code shows while the frame loads, when it cannot start, and (with
 * a line saying so) when Mermaid cannot read it.
 */
import type { Page, Route } from 'playwright-core';
import type { ChatInstance } from '../../src';
import { describe, expect, it } from 'vitest';
import { ask, exampleWithChat, holdRequests, serveExample } from './example-chat';

const PLAIN = 'Como funciona?';
const PLAIN_REPLY = 'Assim: `npm start` e uma fórmula $x^2$.';
const FLOW = 'Mostre o fluxo.';
const FLOW_CODE = 'flowchart LR\n  accTitle: Fluxo do pedido\n  A[Pedido] --> B{Pago?}\n  B -->|sim| C[Envio]';
const FLOW_REPLY = `Eis o fluxo:\n\n\`\`\`mermaid\n${FLOW_CODE}\n\`\`\``;
const SEQUENCE = 'E a sequência?';
const SEQUENCE_REPLY = '```mermaid\nsequenceDiagram\n  Alice->>Bob: Olá\n  Bob-->>Alice: Oi\n```';
const BROKEN = 'E este?';
const BROKEN_CODE = 'flowchart LR\n  A --> [[[';
const BROKEN_REPLY = `\`\`\`mermaid\n${BROKEN_CODE}\n\`\`\``;

const served = serveExample({
  // The example's page (its CSP, its loader) with a chat that turns diagrams (and math) on.
  pages: exampleWithChat('diagrams', {
    webhookUrl: '/webhook/chat',
    defaultLanguage: 'pt',
    markdown: { math: true, diagrams: true },
  }),
  replies: { [PLAIN]: PLAIN_REPLY, [FLOW]: FLOW_REPLY, [SEQUENCE]: SEQUENCE_REPLY, [BROKEN]: BROKEN_REPLY },
});
const openChat = () => served.openChat('/diagrams.html');
type Watched = Awaited<ReturnType<typeof openChat>>;

const diagramFetches = (requests: string[]) =>
  requests.filter((request) =>
    /^GET \/(?:papo-chat\.diagram-host\.js|diagram\/papo-chat\.diagram\.(?:html|js))/.test(request),
  );

/** The violations the frame saw (watched-page.ts's listener runs in every frame). */
async function frameViolations(page: Page): Promise<string[]> {
  const frame = page.frames().find((candidate) => candidate.url().includes('papo-chat.diagram.html'));
  return frame ? frame.evaluate(() => (window as unknown as { __csp: string[] }).__csp) : ['no diagram frame'];
}

const FAILED = 'Não foi possível desenhar este diagrama.';

/** One frame for the page, its files fetched once, and no error or CSP violation in the page or the frame. */
async function expectOneFrameAndNoViolation({ page, problems, requests, cspViolations }: Watched) {
  expect(await page.locator('iframe').count()).toBe(1);
  expect(diagramFetches(requests())).toEqual([
    'GET /papo-chat.diagram-host.js',
    'GET /diagram/papo-chat.diagram.html',
    'GET /diagram/papo-chat.diagram.js',
  ]);
  expect(problems.errors).toEqual([]);
  expect(await cspViolations()).toEqual([]);
  expect(await frameViolations(page)).toEqual([]);
}

/** Counts, in the frame, the diagrams it is asked to draw, by scheme. Before the frame loads. */
async function countDrawRequests(page: Page) {
  await page.context().addInitScript(() => {
    if (!location.pathname.endsWith('/papo-chat.diagram.html')) return;
    const asked: string[] = [];
    Object.assign(window, { __asked: asked });
    addEventListener('message', ({ data }: MessageEvent<{ 'papo-diagram'?: string; dark?: boolean }>) => {
      if (data?.['papo-diagram'] === 'draw') asked.push(data.dark ? 'dark' : 'light');
    });
  });
  return () =>
    page
      .frame({ url: /papo-chat\.diagram\.html$/ })!
      .evaluate(() => (window as unknown as { __asked: string[] }).__asked);
}

/** The chat's `setColorScheme`, as the page's own script would call it. */
const setColorScheme = (page: Page, scheme: 'light' | 'dark' | 'auto') =>
  page.evaluate((to) => (window as unknown as { papoChat: ChatInstance }).papoChat.setColorScheme(to), scheme);

describe('diagrams in replies, under the example page’s strict CSP', () => {
  it('fetches the diagram files only for a reply with a diagram, once, and draws an SVG without a CSP violation', async () => {
    const watched = await openChat();
    const { page, requests } = watched;

    await ask(page, PLAIN);
    await page.locator('.papo-message--bot .papo-math math').waitFor();
    expect(await page.locator('.papo-diagram').count()).toBe(0);
    expect(diagramFetches(requests())).toEqual([]);

    await ask(page, FLOW);
    // Named by the diagram's accTitle, with its code one click away.
    const flow = page.getByRole('img', { name: 'Fluxo do pedido' });
    await flow.waitFor();
    expect(await flow.evaluate((svg) => svg.tagName)).toBe('svg');
    expect(await page.locator('.papo-diagram svg text, .papo-diagram svg tspan').allTextContents()).toContain('Pedido');
    expect(await page.locator('.papo-diagram__source summary').first().textContent()).toBe('mermaid');
    expect(await page.locator('.papo-diagram__source code').first().textContent()).toBe(`${FLOW_CODE}\n`);
    // Mermaid's colours came through the constructed stylesheet and the CSSOM: a node is filled.
    const fill = await page
      .locator('.papo-diagram svg .node rect, .papo-diagram svg .node polygon')
      .first()
      .evaluate((shape) => getComputedStyle(shape).fill);
    expect(fill).not.toBe('rgb(0, 0, 0)');
    // The frame: unseen, out of the keyboard's way and of the accessibility tree.
    const frame = page.locator('iframe[src$="diagram/papo-chat.diagram.html"]');
    expect(await frame.getAttribute('aria-hidden')).toBe('true');
    expect(await frame.getAttribute('tabindex')).toBe('-1');

    await ask(page, SEQUENCE);
    await page.getByRole('img', { name: 'Diagrama' }).waitFor();
    expect(await page.locator('.papo-diagram svg').count()).toBe(2);
    await expectOneFrameAndNoViolation(watched);
    await watched.close();
  });

  it('draws a drawn diagram again in the chat’s new scheme, from its code, the code never shown instead', async () => {
    const watched = await openChat();
    const { page } = watched;
    const drawRequests = await countDrawRequests(page);
    await page.emulateMedia({ colorScheme: 'light' });

    await ask(page, FLOW);
    await page.getByRole('img', { name: 'Fluxo do pedido' }).waitFor();
    const fill = () =>
      page
        .locator('.papo-diagram svg .node rect, .papo-diagram svg .node polygon')
        .first()
        .evaluate((shape) => getComputedStyle(shape).fill);
    const light = await fill();
    expect(await drawRequests()).toEqual(['light']);
    // From now on: the same diagram element, never without its drawing, never its code alone.
    await page.locator('.papo-diagram').evaluate((diagram) => {
      const seen: string[] = [];
      Object.assign(window, { __undrawn: seen, __diagram: diagram });
      new MutationObserver(() => {
        for (const shown of (diagram.getRootNode() as ShadowRoot).querySelectorAll('.papo-diagram')) {
          if (shown.classList.contains('papo-diagram--raw') || !shown.querySelector(':scope > svg'))
            seen.push(shown.className);
        }
      }).observe(diagram.getRootNode(), { childList: true, subtree: true, attributes: true });
    });

    await setColorScheme(page, 'dark');
    await expect.poll(fill).not.toBe(light);
    const dark = await fill();
    // Drawn again once, by the frame already there; back in light, the light drawing is kept.
    expect(await drawRequests()).toEqual(['light', 'dark']);
    await setColorScheme(page, 'light');
    await expect.poll(fill).toBe(light);

    // 'auto' follows the visitor's system setting, live.
    await setColorScheme(page, 'auto');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(fill).toBe(dark);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(fill).toBe(light);
    expect(await drawRequests()).toEqual(['light', 'dark']);

    expect(
      await page
        .locator('.papo-diagram')
        .evaluate((diagram) => diagram === (window as unknown as { __diagram: Element }).__diagram),
    ).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __undrawn: string[] }).__undrawn)).toEqual([]);
    expect(await page.getByRole('img', { name: 'Fluxo do pedido' }).count()).toBe(1);
    await expectOneFrameAndNoViolation(watched);
    await watched.close();
  });

  it('shows the code while the frame is on its way, then the drawing', async () => {
    const { page, problems, cspViolations, close } = await openChat();
    const release = await holdRequests(page, '**/diagram/papo-chat.diagram.js');

    await ask(page, FLOW);
    await page.locator('.papo-diagram--raw code', { hasText: 'A[Pedido]' }).waitFor();
    expect(await page.locator('.papo-diagram svg').count()).toBe(0);

    release();
    await page.getByRole('img', { name: 'Fluxo do pedido' }).waitFor();
    expect(await page.locator('.papo-diagram--raw').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('keeps the code with one line, and says why in the console, when the frame cannot start', async () => {
    const { page, warnings, cspViolations, close } = await openChat();
    await page.route('**/diagram/papo-chat.diagram.js', (route: Route) => route.abort());

    await ask(page, FLOW);
    await page.getByText(FAILED).waitFor();
    expect(warnings.some((warning) => warning.includes('did not start'))).toBe(true);
    expect(await page.locator('.papo-diagram code').textContent()).toBe(`${FLOW_CODE}\n`);
    expect(await page.locator('.papo-diagram svg').count()).toBe(0);

    // Counted, not timed: the next diagram does not wait for a frame that failed.
    await ask(page, SEQUENCE);
    await expect.poll(() => page.getByText(FAILED).count()).toBe(2);
    expect(await page.locator('iframe').count()).toBe(1);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it('keeps the code of a diagram Mermaid cannot read, with one line saying it could not be drawn', async () => {
    const { page, problems, cspViolations, close } = await openChat();

    await ask(page, BROKEN);
    await page.getByText(FAILED).waitFor();
    expect(await page.locator('.papo-diagram code').textContent()).toBe(`${BROKEN_CODE}\n`);
    expect(await page.locator('.papo-diagram svg').count()).toBe(0);
    expect(problems.errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    expect(await frameViolations(page)).toEqual([]);
    await close();
  });
});
