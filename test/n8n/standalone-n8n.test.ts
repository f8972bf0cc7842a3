// @vitest-environment node
/**
 * The built standalone widget against a real n8n, 2.x or 1.123.81 (started by `npm run test:n8n`
 * with examples/n8n/test-workflows/): the echo workflows answer `eco: <message>` and list
 * the files they got; Simple Memory keeps each session's history inside n8n.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachNote,
  bubbles,
  lastTwo,
  openWidget,
  pasteImage,
  send,
  startN8nPages,
  webhooks,
  type N8nPages,
} from './n8n-page';

let pages: N8nPages;

beforeAll(async () => {
  pages = await startN8nPages();
});

afterAll(async () => {
  await pages?.close();
});

describe('the last-node workflow (one JSON reply)', () => {
  it('answers each message, and a reload shows the conversation again from n8n', async () => {
    const { page, errors, close } = await pages.open({ webhookUrl: webhooks.lastNode });

    await send(page, 'olá n8n');
    await expect.poll(() => lastTwo(page)).toEqual(['user: olá n8n', 'bot: eco: olá n8n']);
    await send(page, 'segunda mensagem');
    await expect.poll(() => lastTwo(page)).toEqual(['user: segunda mensagem', 'bot: eco: segunda mensagem']);

    // Same browser storage, so the same session id: loadPreviousSession refills the chat.
    await page.reload({ waitUntil: 'load' });
    expect(await bubbles(page)).toEqual([]);
    await openWidget(page, { webhookUrl: webhooks.lastNode });
    await expect
      .poll(async () => (await bubbles(page)).filter((text) => /olá n8n|segunda mensagem/.test(text)))
      .toEqual(['user: olá n8n', 'bot: eco: olá n8n', 'user: segunda mensagem', 'bot: eco: segunda mensagem']);

    expect(errors).toEqual([]);
    await close();
  });

  it('sends a file, and the workflow receives it', async () => {
    const { page, errors, close } = await pages.open({ webhookUrl: webhooks.lastNode, allowFileUploads: true });

    await attachNote(page);
    await send(page, 'com anexo');
    // The echo names the binary n8n built from the upload: the file reached the workflow.
    await expect
      .poll(async () => (await bubbles(page)).at(-1))
      .toBe('bot: eco: com anexo [files: nota.txt (text/plain, 18 B)]');

    expect(errors).toEqual([]);
    await close();
  });
});

describe('images both ways', () => {
  it('takes a pasted image to the workflow as binary, and shows the image the workflow sends back', async () => {
    const { page, errors, close } = await pages.open({ webhookUrl: webhooks.lastNode, allowFileUploads: true });

    const pasted = await pasteImage(page);
    await send(page, 'devolva a imagem');
    // The echo names the binary n8n built from the paste, then sends its bytes back as a data: URL.
    await expect
      .poll(async () => (await bubbles(page)).at(-1))
      .toMatch(/^bot: eco: devolva a imagem \[files: foto\.png \(image\/png, \d+ B\)\]/);
    const returned = page.locator('.papo-message--bot img[alt="foto.png"]');
    expect(await returned.getAttribute('src')).toBe(pasted);
    expect(await returned.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBe(4);

    expect(errors).toEqual([]);
    await close();
  });
});

describe('the streaming workflow (NDJSON)', () => {
  it('shows the reply in a bubble that streams, then finishes, and keeps it in the history', async () => {
    const { page, errors, close } = await pages.open({ webhookUrl: webhooks.streaming, enableStreaming: true });
    const reply = page.waitForResponse(
      (response) =>
        response.url() === webhooks.streaming &&
        response.request().method() === 'POST' &&
        response.request().postData()?.includes('sendMessage') === true,
    );
    await send(page, 'olá stream');
    await expect.poll(() => lastTwo(page)).toEqual(['user: olá stream', 'bot: eco: olá stream']);
    // Finished: no bubble is still marked as streaming.
    await expect.poll(() => page.locator('.papo-message--bot[data-streaming]').count()).toBe(0);
    // n8n streamed it: NDJSON lines begin, item, end (the echo sends its text as one item,
    // so the bubble may show it in one step).
    const lines = (await (await reply).text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; content?: string });
    expect(lines.map((line) => line.type)).toEqual(['begin', 'item', 'end']);
    expect(lines[1]?.content).toBe('eco: olá stream');

    await page.reload({ waitUntil: 'load' });
    await openWidget(page, { webhookUrl: webhooks.streaming, enableStreaming: true });
    await expect
      .poll(async () => (await bubbles(page)).filter((text) => text.includes('olá stream')))
      .toEqual(['user: olá stream', 'bot: eco: olá stream']);

    expect(errors).toEqual([]);
    await close();
  });
});
