interface ImportMetaEnv {
  /** Where the chat sends messages; the same-origin `/webhook/chat` when unset (docs/decisions.md#names-and-defaults). */
  readonly PUBLIC_CHAT_WEBHOOK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
