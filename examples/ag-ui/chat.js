// Kept out of index.html so the page's Content-Security-Policy needs no 'unsafe-inline'.
window.PapoChat.createChat({
  // Speak AG-UI to server.mjs's agent on this origin: each message is a run of the agent.
  transport: 'ag-ui',
  webhookUrl: '/api/agent',
  initialMessages: [
    'Hi! I am an AG-UI agent.',
    'Ask me about the weather in a city, e.g. "How is the weather in Lisboa?"',
  ],
});
