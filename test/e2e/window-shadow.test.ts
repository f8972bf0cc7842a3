// @vitest-environment node
/**
 * The open window's shadow is drawn whole, also beside the toggle the pointer rests on
 * (run `npm run build:lib` first). The toggle grows on hover (a transform): Chromium drew
 * that area again without the window's shadow, cutting it off just left of the toggle,
 * until the toggle was given a layer of its own (`will-change`, launcher-styles.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../helpers/static-server.mjs';
import { connectChromium } from './chromium-connection';
import { BUNDLE, EXAMPLE } from './plain-html-example';
import { openWatchedPage } from './watched-page';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await startStaticServer({ roots: [EXAMPLE, BUNDLE], webhook: { reply: () => 'Ok!' } });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The colours of the page's screenshot at `points`, decoded in the page (no image library; the page's CSP allows no data: fetch). */
async function colours(page: Page, points: [number, number][]): Promise<number[][]> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, points }) => {
      const image = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (char) => char.charCodeAt(0))]));
      const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
      context.drawImage(image, 0, 0);
      return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    },
    { png, points },
  );
}

describe("the open window's shadow", () => {
  it('is the same beside the hovered toggle as farther along the bottom edge', async () => {
    const { page, problems, close } = await openWatchedPage(browser, server, '/');
    const shadow = (selector: string) => page.locator(`[data-papo-chat] >> ${selector}`);
    const toggle = shadow('.papo-toggle');
    // A real pointer: it stays on the toggle, which grows under it.
    await toggle.click();
    await shadow('.papo-root .papo-input__textarea').waitFor();
    // Every transition over (the window's opening, the toggle's growing).
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-papo-chat]')!.shadowRoot!.getAnimations().length))
      .toBe(0);
    const window = (await shadow('.papo-root .papo-window').boundingBox())!;
    const button = (await toggle.boundingBox())!;
    const y = Math.round(window.y + window.height + 2);
    // Just left of the toggle, and 60 px farther left: both under the window's bottom edge.
    const [beside, along, background] = (await colours(page, [
      [Math.round(button.x - 4), y],
      [Math.round(button.x - 60), y],
      [10, 10],
    ])) as [number[], number[], number[]];
    // There is a shadow there at all (darker than the page), and it is not cut beside the toggle.
    expect(Math.max(...along.map((value, index) => background[index]! - value))).toBeGreaterThan(5);
    for (const [index, value] of along.entries()) expect(Math.abs(beside[index]! - value)).toBeLessThanOrEqual(3);
    expect(problems.errors).toEqual([]);
    await close();
  });
});
