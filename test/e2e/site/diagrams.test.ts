// @vitest-environment node
/**
 * A diagram in an answer on the built docs site, served by the reference server as `npm start`
 * serves it: the chat's diagrams frame (/papo-chat-diagram/, copied there by the build) is a
 * page of the site, under the site's policy, and may be framed by the site itself, so the
 * ```` ```mermaid ```` block of a reply is drawn as an SVG, with no policy violation in the
 * page or the frame. The reply comes from the test (a routed webhook answer): Lia's answers
 * quote the docs, which hold no diagram. `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { chatOf, DESKTOP, recordViolations, useSite, violationsIn, waitForReplyDone, waitUntilOpen } from './helpers';

const site = useSite();

const FLOW = 'flowchart LR\n  accTitle: Validação de um documento\n  A[Envio] --> B{Válido?}\n  B -->|sim| C[Aprovado]';

/** A streamed n8n answer (docs/protocol.md#streaming) holding one mermaid block. */
const answer = () =>
  [
    { type: 'begin', metadata: { nodeId: 'agent', nodeName: 'Agente', itemIndex: 0, runIndex: 0 } },
    { type: 'item', content: `O fluxo:\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n`, metadata: { nodeId: 'agent' } },
    { type: 'end', metadata: { nodeId: 'agent', nodeName: 'Agente', itemIndex: 0, runIndex: 0 } },
  ]
    .map((chunk) => `${JSON.stringify(chunk)}\n`)
    .join('');

describe('a diagram in an answer on the docs site', () => {
  it('is drawn in the frame the site serves, under the site policy, without a violation', async () => {
    const context = await site.browser.newContext(DESKTOP);
    try {
      await recordViolations(context);
      const page = await context.newPage();
      await page.route('**/webhook/chat', (route) =>
        route.request().method() === 'POST' && route.request().postData()?.includes('"sendMessage"')
          ? route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: answer() })
          : route.continue(),
      );
      const framePolicies: string[] = [];
      page.on('response', async (response) => {
        const frameDocument =
          response.url().includes('/papo-chat-diagram/') && response.request().resourceType() === 'document';
        // The .html address is answered by a 301 to the clean one; the page is the 200.
        if (frameDocument && response.status() === 200) {
          framePolicies.push((await response.headerValue('content-security-policy')) ?? '');
        }
      });

      await page.goto(`${site.server.url}/docs/intro`, { waitUntil: 'load' });
      const chat = chatOf(page);
      await chat.openToggle.click();
      await waitUntilOpen(page);
      await chat.textbox.fill('Como é o fluxo de validação?');
      await chat.textbox.press('Enter');
      await waitForReplyDone(page);

      const drawing = page.locator('.papo-message--bot .papo-diagram svg');
      await drawing.waitFor();
      expect(await drawing.evaluate((svg) => svg.tagName)).toBe('svg');
      expect(await page.locator('.papo-diagram svg text, .papo-diagram svg tspan').allTextContents()).toContain(
        'Aprovado',
      );
      expect(await page.locator('.papo-diagram--raw').count()).toBe(0);
      // Not vacuous: the frame was served with the site's script policy, framed by the site only.
      expect(framePolicies).toHaveLength(1);
      expect(framePolicies[0]).toContain("frame-ancestors 'self'");
      expect(framePolicies[0]).toMatch(/script-src 'self'/);

      const frame = page.frames().find((candidate) => candidate.url().includes('/papo-chat-diagram/'));
      expect(frame).toBeDefined();
      expect(await violationsIn(page)).toEqual([]);
      expect(await violationsIn(frame!)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
