// Kept out of index.html so the page's Content-Security-Policy needs no 'unsafe-inline'.
window.PapoChat.createChat({
  // Speak to an AI SDK route as useChat does: server.mjs answers POST /api/chat on this origin.
  transport: 'ai-sdk',
  webhookUrl: '/api/chat',
  initialMessages: [
    'Hi! I am an AI SDK route.',
    'Ask me about the weather in a city, e.g. "How is the weather in Lisboa?"',
  ],
});
