/**
 * The little Markdown that data strings use (`code`, **bold**, [links](/docs/…)) as safe
 * HTML: everything is escaped first, then only these three forms become tags.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(((?:\/|https?:\/\/|#)[^)\s]*)\)/g, '<a href="$2">$1</a>');
}
