// @vitest-environment node
/**
 * The built standalone widget in n8n's wait-for-reply flow, against a real n8n (2.x, or
 * 1.123.81 with `--n8n=1`; docs/protocol.md#waiting-for-the-visitor). hitl-respond-to-chat asks a name, greets
 * (listing a file sent with the answer) and asks to go on, then says goodbye; hitl-buttons
 * asks with two buttons whose links resume a Wait node, then says which was chosen.
 */
import type { Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECONNECTS, RECONNECT_WINDOW_MS } from '../../src/core/execution/reconnect';
import { attachNote, bubbles, lastTwo, openWidget, send, startN8nPages, webhooks, type N8nPages } from './n8n-page';

let pages: N8nPages;

beforeAll(async () => {
  pages = await startN8nPages();
});

afterAll(async () => {
  await pages?.close();
});

const QUESTION = 'bot: Olá! Qual é o seu nome?';
/** n8n 2.x protects the socket with the POST's resume token (64 hex); 1.x has none. */
const N8N_MAJOR = Number((process.env.PAPO_N8N_VERSION ?? '2').split('.')[0]);
const TOKEN = N8N_MAJOR >= 2 ? '&token=[0-9a-f]{64}' : '';
const SOCKET_URL = new RegExp(
  `^ws://127\\.0\\.0\\.1:\\d+/chat\\?sessionId=[0-9a-f-]{36}&executionId=\\d+&isPublic=true${TOKEN}$`,
);
const textbox = (page: Page) => page.getByRole('textbox', { name: 'Type your question..' });
const typing = (page: Page) => page.getByText('The assistant is typing…');

/** The POSTs that start an execution; answers on the socket must not add any. */
function countSendMessagePosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('"sendMessage"')) posts.push(request.url());
  });
  return posts;
}

/** Every socket the page opens to n8n, with the frames it sent. */
function watchSockets(page: Page) {
  const sockets: Array<{ url: string; sent: string[] }> = [];
  page.on('websocket', (socket: WebSocket) => {
    const entry = { url: socket.url(), sent: [] as string[] };
    sockets.push(entry);
    socket.on('framesent', (frame) => entry.sent.push(String(frame.payload)));
  });
  return sockets;
}

describe('a workflow that waits for the visitor (Respond to Chat)', () => {
  it('asks, takes the answers and a file on its socket, ends, and the history comes back', async () => {
    const { page, errors, close } = await pages.open({ webhookUrl: webhooks.hitl, allowFileUploads: true });
    const posts = countSendMessagePosts(page);
    const sockets = watchSockets(page);

    await send(page, 'oi');
    await typing(page).waitFor();
    await expect.poll(() => lastTwo(page)).toEqual(['user: oi', QUESTION]);
    await expect.poll(() => typing(page).count()).toBe(0);
    expect(sockets[0]!.url).toMatch(SOCKET_URL);

    await attachNote(page);
    await send(page, 'Ana');
    // n8n built a binary of the 18 bytes from the socket's base64: the file arrived whole.
    await expect
      .poll(() => lastTwo(page))
      .toEqual(['user: Ananota.txt18 byte', 'bot: Prazer, Ana! [arquivo: nota.txt, 18 B] Quer continuar? (sim/não)']);
    await send(page, 'sim');
    await expect.poll(() => lastTwo(page)).toEqual(['user: sim', 'bot: Até logo!']);
    // The execution ended: n8n closed the socket, and the box is free.
    await expect.poll(() => typing(page).count()).toBe(0);
    expect(await textbox(page).isEnabled()).toBe(true);
    expect(posts).toHaveLength(1);
    expect(sockets[0]!.sent.filter((frame) => frame.startsWith('{'))).toHaveLength(2);

    // n8n's memory kept the questions and answers; a reload shows them.
    await page.reload({ waitUntil: 'load' });
    await openWidget(page, { webhookUrl: webhooks.hitl });
    await expect
      .poll(async () => (await bubbles(page)).slice(-5))
      .toEqual([
        QUESTION,
        'user: Ana',
        'bot: Prazer, Ana! [arquivo: nota.txt, 18 B] Quer continuar? (sim/não)',
        'user: sim',
        'bot: Até logo!',
      ]);
    expect(errors).toEqual([]);
    await close();
  });

  it('resumes after a reload: the socket reconnects and the pending question is shown once', async () => {
    const { page, errors, close } = await pages.open({ webhookUrl: webhooks.hitl });
    await send(page, 'oi');
    await expect.poll(() => lastTwo(page)).toEqual(['user: oi', QUESTION]);

    await page.reload({ waitUntil: 'load' });
    const posts = countSendMessagePosts(page);
    const sockets = watchSockets(page);
    await openWidget(page, { webhookUrl: webhooks.hitl });
    // The history has the question; n8n sends it again to the new socket (3 s later).
    await expect.poll(() => sockets.length).toBe(1);
    await typing(page).waitFor();
    await expect.poll(() => typing(page).count()).toBe(0);
    expect((await bubbles(page)).filter((text) => text === QUESTION)).toHaveLength(1);

    await send(page, 'Gil');
    await expect.poll(() => lastTwo(page)).toEqual(['user: Gil', 'bot: Prazer, Gil! Quer continuar? (sim/não)']);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('a socket that keeps breaking leaves an error entry once its reconnects are spent, and Retry starts the workflow again', async () => {
    const { page, close } = await pages.open({ webhookUrl: webhooks.hitl });
    // Every socket to n8n is cut at once, as a dropped connection would be, until `cut` is off.
    let cut = true;
    let cuts = 0;
    await page.routeWebSocket(/\/chat\?/, (socket) => {
      if (!cut) return socket.connectToServer();
      cuts += 1;
      void socket.close({ code: 1011, reason: 'test' });
    });
    await send(page, 'oi');
    const retry = page.getByRole('button', { name: 'Retry' });
    // The widget opens the socket again MAX_RECONNECTS times (backing off, within
    // RECONNECT_WINDOW_MS of the first drop), then gives up: the wait for Retry is that window.
    await retry.waitFor({ timeout: RECONNECT_WINDOW_MS + 30_000 });
    expect(cuts).toBe(1 + MAX_RECONNECTS);
    expect(await textbox(page).isEnabled()).toBe(true);

    cut = false;
    await retry.click();
    await expect.poll(() => lastTwo(page)).toEqual(['user: oi', QUESTION]);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await close();
  });
});

describe('a workflow that offers buttons', () => {
  it('shows them, keeps the box closed until a choice, and the choice resumes the workflow', async () => {
    const { page, errors, close } = await pages.open({ webhookUrl: webhooks.buttons });
    await send(page, 'oi');
    const choices = page.getByRole('group', { name: 'Choose an option' });
    await choices.waitFor();
    expect(await textbox(page).isDisabled()).toBe(true);
    // n8n goes on to the Wait node right after the question (`n8n|continue`): typing.
    await typing(page).waitFor();

    const refuse = choices.getByRole('button', { name: 'Recusar' });
    await refuse.click();
    // On a busy machine the click can reach n8n before the execution waits at its Wait node:
    // n8n answers 409 "running already" while the execution runs, or 404 ("does not contain a
    // waiting webhook with a matching path") while it still waits at the question's Chat node,
    // before the widget's `n8n|continue` resumed it (seen on 2.41.1 in queue mode). The chat
    // says so, and the visitor presses again.
    const failed = choices.getByText("Your choice couldn't be sent. Please try again.");
    await expect
      .poll(async () => {
        if ((await failed.count()) > 0 && (await refuse.getAttribute('aria-disabled')) === null) await refuse.click();
        return lastTwo(page);
      })
      .toEqual(['bot: Aprova o documento?', 'bot: Escolha recebida: recusado']);
    expect(await choices.getByRole('button', { name: 'Aprovar' }).getAttribute('aria-disabled')).toBe('true');
    expect(await choices.getByRole('button', { name: 'Recusar' }).getAttribute('aria-current')).toBe('true');
    expect(await textbox(page).isEnabled()).toBe(true);
    // The early click's 409 or 404 (see above) are the only errors Chromium may log.
    const early = /status of (409 \(Conflict\)|404 \(Not Found\))/;
    expect(errors.filter((error) => !early.test(error))).toEqual([]);
    await close();
  });
});
