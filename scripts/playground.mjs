// A terminal playground for the core until the docs site exists: chats through the built
// library with the webhook at $PAPO_WEBHOOK_URL, or with a small echo webhook started here
// on 127.0.0.1 that speaks the protocol (history, replies, streaming).
import { createServer } from 'node:http';
import { createInterface } from 'node:readline/promises';
import { createBrowserEnv, createChatStore } from '../dist/index.js';

function startEchoWebhook() {
  const history = new Map();
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const turns = history.get(body.sessionId) ?? [];
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (body.action === 'loadPreviousSession') return response.end(JSON.stringify({ data: turns }));
      const reply = `eco: ${body.chatInput}`;
      const message = (type, content) => ({
        lc: 1,
        type: 'constructor',
        id: ['langchain_core', 'messages', type],
        kwargs: { content },
      });
      history.set(body.sessionId, [...turns, message('HumanMessage', body.chatInput), message('AIMessage', reply)]);
      response.end(JSON.stringify({ output: reply }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const server = process.env.PAPO_WEBHOOK_URL ? null : await startEchoWebhook();
const webhookUrl = process.env.PAPO_WEBHOOK_URL ?? `http://127.0.0.1:${server.address().port}/webhook/chat`;
const storage = new Map();
const env = createBrowserEnv({
  storage: {
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => storage.set(key, value),
    removeItem: (key) => storage.delete(key),
  },
  warn: (message) => console.warn(`  ! ${message}`),
});
const chat = createChatStore({ webhookUrl, defaultLanguage: process.env.PAPO_LANGUAGE ?? 'pt' }, env);

let shown = 0;
chat.subscribe(() => {
  const { messages } = chat.getSnapshot();
  for (const message of messages.slice(shown)) {
    if (message.sender === 'bot') console.log(`  ${message.type === 'error' ? '⚠' : '🤖'} ${message.text}`);
  }
  shown = messages.length;
});

console.log(`papo-chat playground — webhook ${webhookUrl}${server ? ' (built-in echo)' : ''}. Ctrl+D to quit.\n`);
for (const message of chat.getSnapshot().initialMessages) console.log(`  🤖 ${message.text}`);
await chat.initialize();
const terminal = createInterface({ input: process.stdin, output: process.stdout, prompt: '> ' });
terminal.prompt();
for await (const line of terminal) {
  await chat.sendMessage(line);
  terminal.prompt();
}
chat.destroy();
server?.close();
