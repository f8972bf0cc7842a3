// Kept out of index.html so the page's Content-Security-Policy needs no 'unsafe-inline'.
window.PapoChat.createChat({
  // Speak OpenAI's Chat Completions to server.mjs, on this origin: it holds the key and picks the model.
  transport: 'openai',
  webhookUrl: '/api/chat',
  initialMessages: [
    'Hi! I answer through an OpenAI-compatible endpoint.',
    'Ask me about the weather in a city, e.g. "How is the weather in Lisboa?"',
  ],
});
