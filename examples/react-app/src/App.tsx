import { PapoChat } from 'papo-chat/react';

/** Any page of the app; the chat button sits in the bottom-right corner. */
export function App() {
  return (
    <main>
      <h1>Atesta Docs</h1>
      <p>A inteligência artificial torna a análise de documentos muito mais rápida.</p>
      <PapoChat
        // Your n8n Chat Trigger URL, or the reference webhook server (examples/webhook-server).
        webhookUrl={import.meta.env.VITE_CHAT_WEBHOOK_URL ?? 'http://localhost:5678/webhook/chat'}
        defaultLanguage="pt"
        onError={(error) => console.error(error.code, error.message)}
      />
    </main>
  );
}
