/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the chat sends messages; see README.md. */
  readonly VITE_CHAT_WEBHOOK_URL?: string;
}
