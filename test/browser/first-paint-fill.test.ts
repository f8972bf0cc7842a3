/**
 * The first paint of a long restored conversation draws enough of its newest messages to fill
 * the view, however tall the page: a box of an estimated height never shows at the top.
 */
import { page } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { json, storedHistory } from '../helpers/fake-webhook.mjs';
import { deferred, mountChat, stubWebhook } from './harness';
import { list, nextFrame } from './long-history';

const SIZE = 1000;
/** One-line messages, the shortest a message is: the most of them a window holds. */
const history = Array.from({ length: SIZE }, (_, index) => ({
  sender: index % 2 === 0 ? ('user' as const) : ('bot' as const),
  text: `ok ${index}`,
}));
const NEWEST = `ok ${SIZE - 1}`;

describe('the first paint of a long conversation of one-line messages, in Chromium', () => {
  for (const height of [800, 2400]) {
    it(`fills a full-screen chat ${height} px tall with drawn messages`, async () => {
      await page.viewport(1280, height);
      const gate = deferred<void>();
      stubWebhook(async (call) => {
        if (call.payload.action !== 'loadPreviousSession') return json({ output: 'ok' });
        await gate.promise;
        return json(storedHistory(history));
      });
      const target = document.body.appendChild(document.createElement('div'));
      target.style.cssText = 'height: 100vh';
      const widget = mountChat({ mode: 'fullscreen', initialMessages: [], target });
      await expect.poll(() => widget.textarea()).toBeTruthy();
      // In the frame that first paints the newest message (its animation-frame callbacks run
      // before it is painted, and before the view's observer hears of it): how far the oldest
      // drawn message reaches up, against the top of the list's visible box.
      let gap: number | null = null;
      let seen = false;
      const observer = new MutationObserver(() => {
        const drawn = () => [...list(widget).querySelectorAll<HTMLElement>('.papo-message')];
        if (seen || !drawn().some((message) => message.textContent?.includes(NEWEST))) return;
        seen = true;
        requestAnimationFrame(() => {
          gap = drawn()[0]!.getBoundingClientRect().top - list(widget).getBoundingClientRect().top;
        });
      });
      observer.observe(widget.root, { childList: true, subtree: true });
      gate.resolve();
      while (gap === null) await nextFrame();
      observer.disconnect();
      expect(list(widget).clientHeight).toBeGreaterThan(height / 2);
      expect(gap).toBeLessThanOrEqual(0);
    });
  }
});
