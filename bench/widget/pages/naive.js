/**
 * The "naive renderer" of issue 7, row 5: what a widget without incremental rendering does
 * with a streamed reply. It reads the same NDJSON stream Papo reads and, on every chunk,
 * re-parses the whole text so far with markdown-it (Papo's version and options) and
 * replaces the bubble's innerHTML.
 */
(() => {
  const markdown = window.markdownit('default', { html: false, linkify: true, breaks: true, maxNesting: 100 });
  const list = document.getElementById('chat-box');

  window.__naive = {
    async send(text) {
      const bubble = document.createElement('div');
      bubble.className = 'naive-message';
      bubble.dataset.streaming = 'true';
      list.append(bubble);
      const response = await fetch('/webhook/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
        body: JSON.stringify({ action: 'sendMessage', sessionId: 'naive', chatInput: text }),
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      let reply = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += value;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) {
          const chunk = JSON.parse(line);
          if (chunk.type !== 'item') continue;
          reply += chunk.content;
          bubble.innerHTML = markdown.render(reply);
          list.scrollTop = list.scrollHeight;
        }
      }
      delete bubble.dataset.streaming;
    },
  };
})();
