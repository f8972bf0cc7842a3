#!/usr/bin/env node
/**
 * Where a 10 000-message restore's time goes (not part of `npm run bench`): a Chrome trace of
 * the page's main thread from the history's response to the frame that shows the last
 * message, then while the older steps run, boiled down to the time of each kind of work
 * (script, style, layout, paint…) by CPU time, and the heaviest JS functions (CDP profiler).
 *
 * `npm run build:lib && node bench/widget/long-list-profile.mjs [count]`
 */
import { hostUrl, launchChromium, openPage } from './browser.mjs';
import { staticFiles } from './files.mjs';
import { historyMessages } from './fixtures.mjs';
import { hostPage } from './pages.mjs';
import { boxOptions } from './widgets.mjs';
import { startStaticServer } from '../../test/helpers/static-server.mjs';

const count = Number(process.argv[2] ?? 10_000);
const CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline', 'v8.execute', 'blink'];

/** Self time (CPU) of each event name on the main thread in [start, end] (trace µs). */
function selfTimes(events, start, end) {
  const slices = events
    .filter((event) => event.ph === 'X' && event.ts >= start && event.ts <= end && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  for (const slice of slices) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= slice.ts) stack.pop();
    const self = slice.tdur ?? slice.dur;
    totals.set(slice.name, (totals.get(slice.name) ?? 0) + self);
    const parent = stack.at(-1);
    if (parent) totals.set(parent.name, totals.get(parent.name) - self);
    stack.push(slice);
  }
  return [...totals].map(([name, us]) => [name, us / 1000]).sort((a, b) => b[1] - a[1]);
}

/** Self time by function from a CDP CPU profile, for samples in [start, end] (profile µs). */
function hotFunctions(profile, start, end) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < start || time > end) return;
    const { callFrame } = byId.get(id);
    const key = `${callFrame.functionName || '(anon)'} ${callFrame.url.split('/').at(-1)}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  return [...totals]
    .map(([name, us]) => [name, us / 1000])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25);
}

const server = await startStaticServer({ files: staticFiles(), pages: { '/host.html': hostPage }, gzip: true });
const browser = await launchChromium();
try {
  const messages = historyMessages(count);
  server.setWebhook({ history: messages, reply: () => 'Ok!' });
  const tab = await openPage(browser, server, { session: true });
  await tab.cdp.send('Profiler.enable');
  await tab.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await tab.cdp.send('Profiler.start');
  await browser.startTracing(tab.page, { categories: CATEGORIES });
  await tab.page.goto(hostUrl(server, 'papo', boxOptions(server), { box: true, isolated: true }), {
    waitUntil: 'domcontentloaded',
  });
  const marker = messages.at(-1).text.split(' ').at(-1);
  const times = await tab.page.evaluate(async (last) => {
    const paintedAt = await window.__bench.firstFrame(() => window.__bench.listPainted(last));
    performance.mark('painted');
    const frames = await window.__bench.untilStill();
    performance.mark('settled');
    return { responseAt: window.__bench.historyResponseAt, paintedAt, frames, now: performance.now() };
  }, marker);
  const { profile } = await tab.cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const painted = traceEvents.find((event) => event.name === 'painted');
  const settled = traceEvents.find((event) => event.name === 'settled');
  const main = traceEvents.filter((event) => event.pid === painted.pid && event.tid === painted.tid);
  // Trace µs of the response: the mark's trace time less its page-time distance.
  const response = painted.ts - (times.paintedAt - times.responseAt) * 1000;
  const sum = (rows) => rows.reduce((total, [, ms]) => total + ms, 0).toFixed(0);
  console.log(
    `response → painted ${(times.paintedAt - times.responseAt).toFixed(0)} ms wall, ${sum(selfTimes(main, response, painted.ts))} ms CPU`,
  );
  for (const [name, ms] of selfTimes(main, response, painted.ts).slice(0, 12))
    console.log(`  ${ms.toFixed(1).padStart(8)} ${name}`);
  const frames = times.frames.toSorted((a, b) => b - a);
  console.log(
    `until still: ${((settled.ts - painted.ts) / 1000).toFixed(0)} ms wall, ${sum(selfTimes(main, painted.ts, settled.ts))} ms CPU, longest frames ${frames.slice(0, 5).map((f) => f.toFixed(0))}`,
  );
  const tasks = main.filter(
    (event) => event.name === 'ThreadControllerImpl::RunTask' && event.ts >= painted.ts && event.ts <= settled.ts,
  );
  const longest = tasks
    .map((task) => [(task.tdur ?? 0) / 1000, task.dur / 1000])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 5);
  console.log(
    `  longest tasks (CPU/wall ms): ${longest.map(([cpu, wall]) => `${cpu.toFixed(0)}/${wall.toFixed(0)}`).join(', ')}`,
  );
  const heaviest = tasks.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0];
  if (heaviest) {
    console.log(`  in the heaviest task, ${((heaviest.ts - painted.ts) / 1000).toFixed(0)} ms after paint:`);
    for (const [name, ms] of selfTimes(main, heaviest.ts, heaviest.ts + heaviest.dur).slice(0, 8))
      console.log(`    ${ms.toFixed(1).padStart(8)} ${name}`);
    for (const [name, ms] of hotFunctions(profile, heaviest.ts, heaviest.ts + heaviest.dur).slice(0, 10))
      console.log(`    ${ms.toFixed(1).padStart(8)} ${name}`);
  }
  for (const [name, ms] of selfTimes(main, painted.ts, settled.ts).slice(0, 12))
    console.log(`  ${ms.toFixed(1).padStart(8)} ${name}`);
  // The profile's clock is the trace's (both monotonic µs).
  console.log('hot functions, response → painted:');
  for (const [name, ms] of hotFunctions(profile, response, painted.ts))
    console.log(`  ${ms.toFixed(1).padStart(8)} ${name}`);
  console.log('hot functions, until still:');
  for (const [name, ms] of hotFunctions(profile, painted.ts, settled.ts))
    console.log(`  ${ms.toFixed(1).padStart(8)} ${name}`);
  await tab.close();
} finally {
  await browser.close();
  await server.close();
}
