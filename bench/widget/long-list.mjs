#!/usr/bin/env node
/**
 * What a long conversation costs Papo, measured alone (not part of `npm run bench`): with
 * 1 000 restored messages, once every older step is done, the JS heap after a full GC, the
 * page's memory, DOM nodes, JS event listeners and the messages in the DOM; with 10 000, the
 * history's response to the frame that shows the last message, and the longest frame until
 * the list is still (the groups near the view drawn), and while the list is scrolled up and back in wheel-sized steps. docs/performance.md
 * ("Long conversations") has the numbers and the choice they made.
 *
 * `npm run build:lib && node bench/widget/long-list.mjs [rounds]`
 */
import { hostUrl, launchChromium, openPage } from './browser.mjs';
import { staticFiles } from './files.mjs';
import { historyMessages } from './fixtures.mjs';
import { hostPage } from './pages.mjs';
import { boxOptions } from './widgets.mjs';
import { startStaticServer } from '../../test/helpers/static-server.mjs';

const rounds = Number(process.argv[2] ?? 3);
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** Opens the chat on a restored history of `count` messages; resolves once its last is painted. */
async function restore(browser, server, count) {
  const messages = historyMessages(count);
  server.setWebhook({ history: messages, reply: () => 'Ok!' });
  const tab = await openPage(browser, server, { session: true });
  await tab.page.goto(hostUrl(server, 'papo', boxOptions(server), { box: true, isolated: true }), {
    waitUntil: 'domcontentloaded',
  });
  const marker = messages.at(-1).text.split(' ').at(-1);
  const painted = await tab.page.evaluate(async (last) => {
    const at = await window.__bench.firstFrame(() => window.__bench.listPainted(last));
    return at - window.__bench.historyResponseAt;
  }, marker);
  return { tab, painted };
}

/** The frame gaps until the list is still (probe.js's untilStill). */
const untilStill = (tab) => tab.page.evaluate(() => window.__bench.untilStill());
const settled = untilStill;

/** Scrolls the list up 300 frames by 120 px a frame, then down as far; the longest gap between frames. */
const scrollFrames = (tab) =>
  tab.page.evaluate(async () => {
    const list = document.querySelector('[data-papo-chat]').shadowRoot.querySelector('.papo-messages');
    const stop = window.__bench.watchFrames();
    for (const delta of [-120, 120]) {
      for (let frame = 0; frame < 300; frame += 1) {
        list.scrollTop += delta;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    return Math.max(...stop().slice(1));
  });

/** The longest gap between frames from the first paint until the list is still. */
const steppingFrames = async (tab) => Math.max(...(await untilStill(tab)));

const server = await startStaticServer({ files: staticFiles(), pages: { '/host.html': hostPage }, gzip: true });
const browser = await launchChromium();
try {
  const thousand = [];
  const tenThousand = [];
  for (let round = 0; round < rounds; round += 1) {
    {
      const { tab } = await restore(browser, server, 1000);
      await settled(tab);
      const heap = await tab.heapAfterGc();
      const memory = await tab.pageMemory();
      const inDom = await tab.page.evaluate(() => window.__bench.messages().length);
      thousand.push({ heap, ...memory, inDom });
      await tab.close();
    }
    {
      const { tab, painted } = await restore(browser, server, 10_000);
      const whileStepping = await steppingFrames(tab);
      const scrolling = await scrollFrames(tab);
      tenThousand.push({ painted, whileStepping, scrolling });
      await tab.close();
    }
  }
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const pick = (rows, key) => median(rows.map((row) => row[key]));
  console.log(`1 000 messages (median of ${rounds}):`);
  console.log(
    `  JS heap ${mb(pick(thousand, 'heap'))}, page memory ${mb(pick(thousand, 'bytes'))}, DOM ${mb(pick(thousand, 'domBytes'))}`,
  );
  console.log(
    `  DOM nodes ${pick(thousand, 'domNodes')}, listeners ${pick(thousand, 'listeners')}, messages in the DOM ${pick(thousand, 'inDom')}`,
  );
  console.log(`10 000 messages (median of ${rounds}):`);
  console.log(`  response to painted ${pick(tenThousand, 'painted').toFixed(0)} ms`);
  console.log(
    `  longest frame until still ${pick(tenThousand, 'whileStepping').toFixed(0)} ms, scrolling after ${pick(tenThousand, 'scrolling').toFixed(0)} ms`,
  );
  console.log(JSON.stringify({ thousand, tenThousand }));
} finally {
  await browser.close();
  await server.close();
}
