import { afterEach, describe, expect, it } from 'vitest';
import { launcherStrings } from '../../src/core/i18n/languages';
import { createToggle } from '../../src/embed/launcher-dom';

afterEach(() => {
  document.body.replaceChildren();
});

describe('the toggle', () => {
  it('leaves its icon in place when rendered again in the same state, and swaps it on open', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const toggle = createToggle(host.attachShadow({ mode: 'open' }), { ...launcherStrings.pt });
    const closedIcon = toggle.button.firstChild;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(toggle.button, { childList: true });

    // What options arriving with the chat's code do: the same state, drawn again.
    toggle.render(false);
    changes.push(...observer.takeRecords());
    expect(changes).toEqual([]);
    expect(toggle.button.firstChild).toBe(closedIcon);

    toggle.render(true);
    expect(toggle.button.firstChild).not.toBe(closedIcon);
    expect(toggle.button.getAttribute('aria-expanded')).toBe('true');
    observer.disconnect();
  });
});
