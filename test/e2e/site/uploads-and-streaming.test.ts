// @vitest-environment node
/**
 * File uploads (which the docs site's chat leaves off) and streaming (which it uses: see
 * page-context.test.ts) against the same reference webhook server and Lia: test pages mount
 * the standalone bundle (dist/browser, `npm run build` first) with `allowFileUploads` or
 * `enableStreaming`. The pages are served
 * from their own origin, so the widget calls the reference server cross-origin (CORS), as
 * a site embedding the chat would.
 */
import { Buffer } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../helpers/static-server.mjs';
import { BUNDLE_DIR, chatOf, openPage, waitForReplyDone, waitUntilOpen, useSite } from './helpers';

const QUESTION = 'Como autentico na API?';

const site = useSite({ bundle: true });
let pages: StaticServer;

/** A bare page that mounts the standalone bundle with these options. */
function testPage(title: string, options: Record<string, unknown>) {
  return `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>${title}</title></head>
  <body>
    <main><h1>${title}</h1></main>
    <script src="/papo-chat.js"></script>
    <script>window.chat = PapoChat.createChat(${JSON.stringify(options)});</script>
  </body>
</html>`;
}

beforeAll(async () => {
  const common = { defaultLanguage: 'pt', showWelcomeScreen: false, webhookUrl: `${site.server.url}/webhook/chat` };
  pages = await startStaticServer({
    roots: [BUNDLE_DIR],
    pages: {
      '/uploads.html': testPage('Envio de arquivos', { ...common, allowFileUploads: true }),
      '/streaming.html': testPage('Resposta em partes', { ...common, enableStreaming: true }),
    },
    // Never called: the pages talk to the reference server.
    webhook: { reply: () => 'Este não é o servidor de referência.' },
  });
});

afterAll(async () => {
  await pages?.close();
});

describe('the chat with uploads and streaming, against the reference server', () => {
  it('sends a file and Lia acknowledges it by name', async () => {
    const { page, errors, close } = await openPage(site.browser, `${pages.url}/uploads.html`);
    const chat = chatOf(page);
    await chat.openToggle.click();
    await waitUntilOpen(page);

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Anexar arquivos' }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles({
      name: 'contrato.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% um contrato de teste\n'),
    });
    await page.getByRole('button', { name: 'Remover contrato.pdf' }).waitFor();

    await chat.textbox.fill(QUESTION);
    await chat.textbox.press('Enter');
    const acknowledgement = chat.botMessages.filter({ hasText: 'Recebi o arquivo' });
    await acknowledgement.waitFor();
    await waitForReplyDone(page);

    expect(await acknowledgement.locator('strong').first().textContent()).toBe('contrato.pdf');
    expect(await acknowledgement.textContent()).toContain('Encontrei isto na documentação');
    // The visitor's bubble lists the file; the chosen files are cleared after the send.
    expect(await chat.userMessages.last().locator('.papo-file-chip__name').allTextContents()).toEqual(['contrato.pdf']);
    expect(await page.getByRole('button', { name: 'Remover contrato.pdf' }).count()).toBe(0);
    expect(pages.requests).not.toContain('POST /webhook/chat');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a streamed reply growing in pieces, then whole', async () => {
    const { page, errors, close } = await openPage(site.browser, `${pages.url}/streaming.html`);
    const chat = chatOf(page);
    await chat.openToggle.click();
    await waitUntilOpen(page);

    // Every length the streaming bubble's text takes, as the page renders it.
    await page.evaluate(() => {
      const root = document.querySelector('[data-papo-chat]')!.shadowRoot!;
      const lengths: number[] = [];
      Object.assign(window, { __streamedLengths: lengths });
      new MutationObserver(() => {
        const bubble = root.querySelector('.papo-message--bot[data-streaming] .papo-message__markdown');
        const length = bubble?.textContent?.length ?? 0;
        if (bubble && length !== lengths.at(-1)) lengths.push(length);
      }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    const answers = await chat.botMessages.count();
    await chat.textbox.fill(QUESTION);
    await chat.textbox.press('Enter');
    await chat.botMessages.nth(answers).waitFor();
    await waitForReplyDone(page);

    // One bubble for the whole stream, ending as the full answer with its sources (from the `end` chunk).
    expect(await chat.botMessages.count()).toBe(answers + 1);
    const reply = chat.botMessages.last();
    const finalText = (await reply.locator('.papo-message__markdown').textContent()) ?? '';
    expect(finalText).toContain('Encontrei isto na documentação');
    const expected = await fetch(`${site.server.url}/webhook/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: 'e2e-probe', chatInput: QUESTION }),
    }).then((response) => response.json() as Promise<{ output: string; sources: { url: string }[] }>);
    const expectedLinks = expected.sources.map((source) => source.url);
    expect(expectedLinks.length).toBeGreaterThan(0);
    expect(await reply.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      expectedLinks,
    );

    const lengths = (
      await page.evaluate(() => (window as unknown as { __streamedLengths: number[] }).__streamedLengths)
    ).filter((length) => length > 0);
    const partial = [...new Set(lengths)].filter((length) => length < finalText.length);
    expect(partial.length, `lengths seen while streaming: ${lengths.join(', ')}`).toBeGreaterThanOrEqual(2);
    // It only grows.
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await close();
  });
});
