/**
 * deep-chat on the host page, wired to the same fake webhook as the other widgets.
 * deep-chat is an element, not a launcher: it shows its chat (always open) where the page
 * puts it, so it goes in the page's 400 × 600 chat area (`#chat-box`, made here when the
 * page has none). It speaks its own protocol (`{ messages: [{ role, text }] }` in,
 * `{ text }` out), so its request and response interceptors translate to and from the
 * n8n-style webhook (`{ action, sessionId, chatInput }` in, `{ output }` out); it keeps no
 * session, so `loadHistory` asks the webhook for the stored one when the page has a
 * session id, as n8n and Papo do. Options come in `window.__deepChatOptions`.
 */
(() => {
  const { webhookUrl } = window.__deepChatOptions;
  const sessionId = localStorage.getItem('deep-chat/sessionId') ?? crypto.randomUUID();
  const post = (body) =>
    fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId, ...body }),
    }).then((response) => response.json());

  let box = document.getElementById('chat-box');
  if (!box) {
    box = document.createElement('div');
    box.id = 'chat-box';
    document.body.append(box);
  }
  const chat = document.createElement('deep-chat');
  // deep-chat sizes its chat by `chatStyle` (350 px high by default), not by its host's box.
  chat.chatStyle = { width: '100%', height: '100%', boxSizing: 'border-box' };
  chat.style.cssText = 'display: block; width: 100%; height: 100%';
  chat.connect = { url: webhookUrl, method: 'POST' };
  chat.requestInterceptor = (details) => {
    const last = details.body.messages.at(-1);
    return { ...details, body: { action: 'sendMessage', sessionId, chatInput: last?.text ?? '' } };
  };
  chat.responseInterceptor = (response) => ({ text: response.output });
  if (localStorage.getItem('deep-chat/sessionId')) {
    // Called again with a higher index when the visitor scrolls to the top: all came at once.
    chat.loadHistory = async (index) => {
      if (index > 0) return [false];
      const { data } = await post({ action: 'loadPreviousSession' });
      return data.map((entry) => ({
        role: entry.id.at(-1) === 'HumanMessage' ? 'user' : 'ai',
        text: entry.kwargs.content,
      }));
    };
  }
  box.append(chat);
  window.__chat = chat;
})();
