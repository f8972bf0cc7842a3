#!/usr/bin/env node
/**
 * A V8 heap snapshot of one widget holding row 4's restored history (1 000 messages), taken
 * the way row 4 reads the heap (every message in the DOM, after a full GC), and a summary of
 * what holds it: self size by constructor and, for strings, by what retains them. For
 * looking into row 4's number, not part of the table.
 *
 * `node bench/widget/heap-snapshot.mjs [papo|n8n|n8n137|deepchat] [out.heapsnapshot] [messages]`
 * (open the file in Chromium's DevTools › Memory for retainer paths). `messages` (default row
 * 4's 1 000) of 0 takes the just-opened chat: what every conversation costs before its first.
 */
import { writeFileSync } from 'node:fs';
import { hostUrl, launchChromium, openPage } from './browser.mjs';
import { staticFiles } from './files.mjs';
import { HISTORY_SIZE } from './history.mjs';
import { historyMessages } from './fixtures.mjs';
import { hostPage } from './pages.mjs';
import { boxOptions } from './widgets.mjs';
import { startStaticServer } from '../../test/helpers/static-server.mjs';

const widget = process.argv[2] ?? 'papo';
const out = process.argv[3] ?? `${widget}.heapsnapshot`;
const count = Number(process.argv[4] ?? HISTORY_SIZE);

const server = await startStaticServer({ files: staticFiles(), pages: { '/host.html': hostPage }, gzip: true });
const browser = await launchChromium();
try {
  server.setWebhook({ history: count > 0 ? historyMessages(count) : [], reply: () => 'Ok!' });
  const tab = await openPage(browser, server, { session: true });
  await tab.page.goto(hostUrl(server, widget, boxOptions(server), { box: true }), { waitUntil: 'domcontentloaded' });
  // With no message to wait for, the chat is drawn once its box can be typed in.
  if (count === 0) await tab.page.waitForFunction(() => window.__bench.inputReady(), null, { polling: 100 });
  await tab.page.waitForFunction((count) => window.__bench.allDrawn(count), count, {
    polling: 100,
    timeout: 60_000,
  });
  const heap = await tab.heapAfterGc();
  const chunks = [];
  tab.cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await tab.cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  writeFileSync(out, chunks.join(''));
  console.log(`${widget}: used heap after GC ${(heap / 2 ** 20).toFixed(1)} MB; snapshot in ${out}`);
  await tab.close();
} finally {
  await browser.close();
  await server.close();
}
