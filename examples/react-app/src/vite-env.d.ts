/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the chat sends messages (unset: /webhook/chat on the same origin); see examples/react-app/README.md. */
  readonly VITE_CHAT_WEBHOOK_URL?: string;
}
