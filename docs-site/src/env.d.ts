interface ImportMetaEnv {
  /** Where the chat sends messages; the same-origin `/webhook/chat` when unset (DECISIONS.md). */
  readonly PUBLIC_CHAT_WEBHOOK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
