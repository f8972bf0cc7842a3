/**
 * Injected into every benchmark page before its own scripts (Playwright addInitScript).
 * It records what only the page can see (long tasks, layout shifts, long animation frames,
 * when the history response arrived) and offers the frame-accurate waits the measurements
 * need. Classic script, no modules: it runs before anything else on the page.
 */
(() => {
  const bench = {
    longTasks: [],
    layoutShifts: [],
    animationFrames: [],
    historyResponseAt: null,
    heldIdle: [],
  };
  window.__bench = bench;

  // Papo preloads its chat on idle, which a headless browser is at once: holding the idle
  // callbacks lets a measurement decide when "idle" happens (as test/e2e does).
  window.requestIdleCallback = (callback) => bench.heldIdle.push(callback) && bench.heldIdle.length;
  window.cancelIdleCallback = () => {};
  bench.releaseIdle = () => {
    const held = bench.heldIdle.splice(0);
    for (const callback of held) callback({ didTimeout: false, timeRemaining: () => 50 });
    return held.length;
  };

  const observe = (type, into) => {
    try {
      new PerformanceObserver((list) => into.push(...list.getEntries())).observe({ type, buffered: true });
    } catch {
      // An entry type this Chromium does not know: the list stays empty.
    }
  };
  observe('longtask', bench.longTasks);
  observe('layout-shift', bench.layoutShifts);
  observe('long-animation-frame', bench.animationFrames);

  // The moment the restored history's response arrived, whichever widget asked for it.
  const realFetch = window.fetch;
  window.fetch = async function fetch(input, init) {
    const response = await realFetch.call(this, input, init);
    if (typeof init?.body === 'string' && init.body.includes('loadPreviousSession')) {
      bench.historyResponseAt = performance.now();
    }
    return response;
  };

  bench.summary = () => ({
    longTaskCount: bench.longTasks.length,
    longTaskTotal: bench.longTasks.reduce((sum, entry) => sum + entry.duration, 0),
    cls: bench.layoutShifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
  });

  /** The chat's root: Papo and deep-chat live in a shadow root, n8n in the document. */
  const chatRoot = () =>
    document.querySelector('[data-papo-chat]')?.shadowRoot ??
    document.querySelector('deep-chat')?.shadowRoot ??
    document;
  bench.toggle = () => chatRoot().querySelector('.papo-toggle, .chat-window-toggle');
  // deep-chat's input is a contenteditable div, not a textarea.
  bench.input = () =>
    chatRoot().querySelector(
      '.papo-input__textarea, textarea[data-test-id="chat-input"], #text-input[contenteditable]',
    );

  /** The chat's own message box, after any takeover (Papo's drawn chat has its own box until then). */
  bench.chatInput = () =>
    chatRoot().querySelector('.papo-root .papo-input__textarea, textarea[data-test-id="chat-input"]');
  /** The element with the keyboard focus, inside the widget's shadow root if it has one. */
  bench.focused = () => chatRoot().activeElement ?? document.activeElement;

  /** Present, shown, enabled and focusable: the visitor can type now. */
  bench.inputReady = () => {
    const input = bench.input();
    if (!input || input.disabled || input.tabIndex < 0 || input.closest('[inert]')) return false;
    if (!input.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = input.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };

  /** Resolves with the time of the first animation frame in which `condition()` holds. */
  bench.firstFrame = (condition) =>
    new Promise((resolve) => {
      const check = () => (condition() ? resolve(performance.now()) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });

  /**
   * Clicks the toggle as a script would (no pointer events, so no hover prefetch) and
   * returns ms from the click event's timestamp to the frame where the input is ready.
   */
  bench.clickToInteractive = async () => {
    const toggle = bench.toggle();
    let clickedAt = null;
    toggle.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
    toggle.click();
    const readyAt = await bench.firstFrame(bench.inputReady);
    // Whether keys typed now go into it without a click into it first.
    const focused = bench.focused() === bench.input();
    // What the wait was made of: each request the click started, on the click's clock.
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= clickedAt)
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime - clickedAt,
        end: entry.responseEnd - clickedAt,
      }));
    return { ms: readyAt - clickedAt, clickedAt, readyAt, requests, focused };
  };

  bench.messages = () =>
    chatRoot().querySelectorAll('.papo-message, .chat-message, .naive-message, .outer-message-container');

  /**
   * Every message of a `count`-long history is drawn: in the DOM, or, for Papo, which keeps
   * only the messages near the view in it, placed (aria-setsize) and no longer busy.
   */
  bench.allDrawn = (count) => {
    const list = chatRoot().querySelector('.papo-messages');
    if (!list) return bench.messages().length >= count;
    const item = list.querySelector('[aria-setsize]');
    return !list.hasAttribute('aria-busy') && Number(item?.getAttribute('aria-setsize')) >= count;
  };

  /** The last message holds `marker`, is complete and on screen: the list has been painted. */
  bench.listPainted = (marker) => {
    const messages = bench.messages();
    const last = messages[messages.length - 1];
    if (!last || last.hasAttribute('data-streaming') || !last.textContent.includes(marker)) return false;
    const box = last.getBoundingClientRect();
    return box.height > 0 && box.top < innerHeight && box.bottom > 0;
  };

  /** The last reply is complete and shows its start with a "Show all" button (Papo). */
  bench.replyCut = () => {
    const messages = bench.messages();
    const last = messages[messages.length - 1];
    return Boolean(last && !last.hasAttribute('data-streaming') && last.querySelector('.papo-markdown__show-all'));
  };

  /** Resolves once the entries of the frames so far have reached the observers. */
  bench.framesReported = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

  /**
   * Resolves with the gaps between frames until Papo's message list has not changed for 30
   * frames in a row: every group near the view drawn, nothing left to do.
   */
  bench.untilStill = async () => {
    const list = chatRoot().querySelector('.papo-messages');
    const stop = bench.watchFrames();
    let changed = true;
    const observer = new MutationObserver(() => (changed = true));
    observer.observe(list, { childList: true, subtree: true, attributes: true });
    for (let still = 0; still < 30; still = changed ? 0 : still + 1) {
      changed = false;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    observer.disconnect();
    // The first gap runs from the call, not from a frame.
    return stop().slice(1);
  };

  /** Largest gap between animation frames while `running()` is true, sampled from now on. */
  bench.watchFrames = () => {
    const deltas = [];
    let last = performance.now();
    let stopped = false;
    const tick = (now) => {
      deltas.push(now - last);
      last = now;
      if (!stopped) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return () => {
      stopped = true;
      return deltas;
    };
  };
})();
