/** Right to left in Chromium: the language or `dir` mirrors the toggle's corner, the window and the bubbles. */
import { describe, expect, it } from 'vitest';
import { json } from '../helpers/fake-webhook.mjs';
import { mountChat, openChat, stubWebhook, type Widget } from './harness';

type MountedWidget = ReturnType<typeof mountChat>;

const arabic = { defaultLanguage: 'ar', i18n: { ar: { initialMessages: ['مرحبًا'] } } };

/** Which half of the viewport an element's centre is in. */
function side(element: Element): 'left' | 'right' {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2 < innerWidth / 2 ? 'left' : 'right';
}

/** Which side of the message list a bubble leans to. */
function bubbleSide(widget: Widget, bubble: Element): 'left' | 'right' {
  const list = widget.root.querySelector('.papo-messages')!.getBoundingClientRect();
  const box = bubble.getBoundingClientRect();
  return box.left - list.left < list.right - box.right ? 'left' : 'right';
}

function withHistory() {
  stubWebhook((call) =>
    call.payload.action === 'loadPreviousSession'
      ? json({ data: [] })
      : json({ output: 'Papo works with `npm install papo-chat`.' }),
  );
}

async function sendOne(widget: MountedWidget) {
  // An Arabic chat's toggle takes its words from the Arabic pack once it is here: clicked by
  // its name, it is clicked once it has the one it keeps.
  if (widget.host.getAttribute('dir') === 'rtl')
    await expect.poll(() => widget.toggle().ariaLabel).toBe('فتح المحادثة');
  await openChat(widget);
  expect(await widget.instance.sendMessage('كيف أبدأ؟ How do I start?')).toBe(true);
  // The store has the reply; the list draws it in a render of its own.
  await expect.poll(() => widget.messages('bot').at(-1)?.textContent).toContain('npm install papo-chat');
  await expect.poll(() => widget.messages('user').length).toBe(1);
}

describe('right to left, in Chromium', () => {
  it('reads left to right in English: toggle and window on the right, the visitor on the right', async () => {
    withHistory();
    const widget = mountChat({ defaultLanguage: 'en' });
    expect(widget.host.getAttribute('dir')).toBe('ltr');
    expect(side(widget.toggle())).toBe('right');
    await sendOne(widget);
    expect(side(widget.chatWindow()!)).toBe('right');
    expect(bubbleSide(widget, widget.messages('user')[0]!)).toBe('right');
    expect(bubbleSide(widget, widget.messages('bot')[0]!)).toBe('left');
  });

  it("mirrors for Arabic with dir 'auto': toggle and window on the left, the visitor on the left", async () => {
    withHistory();
    const widget = mountChat(arabic);
    expect(widget.host.getAttribute('dir')).toBe('rtl');
    expect(side(widget.toggle())).toBe('left');
    await sendOne(widget);
    expect(side(widget.chatWindow()!)).toBe('left');
    expect(bubbleSide(widget, widget.messages('user')[0]!)).toBe('left');
    expect(bubbleSide(widget, widget.messages('bot')[0]!)).toBe('right');
    // The input mirrors too: the send button is at the line's end, left of the message box.
    const send = widget.root.querySelector('.papo-input__send')!.getBoundingClientRect();
    expect(send.right).toBeLessThanOrEqual(widget.textarea()!.getBoundingClientRect().left);
  });

  it('gives each message its own direction, and code reads left to right', async () => {
    withHistory();
    const widget = mountChat(arabic);
    await sendOne(widget);
    const reply = widget.messages('bot').at(-1)!;
    // A Latin reply in an Arabic chat reads left to right; its code too.
    expect(getComputedStyle(reply.querySelector('.papo-markdown__block')!).direction).toBe('ltr');
    expect(getComputedStyle(reply.querySelector('code')!).direction).toBe('ltr');
    const question = widget.messages('user')[0]!.querySelector('.papo-message__plain')!;
    expect(getComputedStyle(question).direction).toBe('rtl');
  });

  it("takes an explicit dir over the language's", async () => {
    stubWebhook();
    const english = mountChat({
      defaultLanguage: 'en',
      dir: 'rtl',
      target: document.body.appendChild(document.createElement('div')),
    });
    const arabicLtr = mountChat({
      ...arabic,
      dir: 'ltr',
      target: document.body.appendChild(document.createElement('div')),
    });
    expect(side(english.toggle())).toBe('left');
    expect(side(arabicLtr.toggle())).toBe('right');
  });
});
