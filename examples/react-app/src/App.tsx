import { PapoChat } from 'papo-chat/react';

/** Any page of the app; the chat button sits in the bottom-right corner. */
export function App() {
  return (
    <main>
      <h1>Atesta Docs</h1>
      <p>A inteligência artificial torna a análise de documentos muito mais rápida.</p>
      <PapoChat
        // VITE_CHAT_WEBHOOK_URL: your n8n Chat Trigger URL (README.md). Unset: the reference
        // webhook server on the app's own origin, as `npm run example:react` serves it.
        webhookUrl={import.meta.env.VITE_CHAT_WEBHOOK_URL || '/webhook/chat'}
        defaultLanguage="pt"
        onError={(error) => console.error(error.code, error.message)}
      />
    </main>
  );
}
