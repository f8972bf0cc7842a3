// Kept out of index.html so the page's Content-Security-Policy needs no 'unsafe-inline'.
window.PapoChat.createChat({
  // Your n8n Chat Trigger URL (e.g. https://n8n.example.com/webhook/<id>/chat), or this
  // same-origin path when the reference webhook server (examples/webhook-server) serves the page.
  webhookUrl: '/webhook/chat',
  defaultLanguage: 'pt',
});
