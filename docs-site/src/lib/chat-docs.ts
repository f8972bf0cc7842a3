/**
 * What the /docs/Chat components show, read from the widget itself (never retyped): its
 * options with their defaults, its built-in Portuguese strings, its theme variables, the
 * script-tag installation and this site's chat file. The components render these as HTML
 * and /llms-full.txt (lib/llms.ts) as Markdown, so both say the same thing.
 */
import { builtInStrings, describeOptionDefaults } from 'papo-chat';
import pkg from 'papo-chat/package.json';
import sri from 'papo-chat/browser/sri.json';
import siteChatSource from '../scripts/chat.ts?raw';
import themeTokens from 'papo-chat/theme-tokens.json';
import { chatOptionDescriptions } from '../config/chat-options';

/** Every widget option: its name, its default (null when it has none) and what it does, in pt-BR. */
export function chatOptions(): { name: string; default: string | null; description: string }[] {
  const options = describeOptionDefaults();
  const undocumented = options.filter((option) => !chatOptionDescriptions[option.name]).map((option) => option.name);
  if (undocumented.length) {
    throw new Error(
      `/docs/Chat: widget option(s) ${undocumented.join(', ')} have no pt-BR description in src/config/chat-options.ts.`,
    );
  }
  return options.map((option) => ({
    name: option.name,
    default: option.default === '—' ? null : option.default,
    description: chatOptionDescriptions[option.name] ?? '',
  }));
}

/** The widget's built-in `pt` strings; a list shows as "a / b", an empty one as "(vazio)". */
export function portugueseStrings(): { key: string; text: string }[] {
  return Object.entries(builtInStrings.pt).map(([key, value]) => {
    const text = Array.isArray(value) ? value.join(' / ') : String(value);
    return { key, text: text === '' ? '(vazio)' : text };
  });
}

/** The `--chat--*` variables and their defaults, as the library's build lists them. */
export function themeVariables(): { name: string; value: string }[] {
  return Object.entries(themeTokens as Record<string, string>).map(([name, value]) => ({ name, value }));
}

/**
 * The script-tag installation with the real version and integrity hash (run the library's
 * `npm run build` at the repo root first): the HTML to paste, the file it calls, and a
 * note (Markdown) on the version and its hash.
 */
export function scriptTagInstall(): { html: string; js: string; note: string } {
  const integrity = (sri as Record<string, string>)['papo-chat.js'];
  if (!integrity) throw new Error('papo-chat/dist/browser/sri.json has no "papo-chat.js" entry: rebuild the library.');
  const src = `https://cdn.jsdelivr.net/npm/papo-chat@${pkg.version}/dist/browser/papo-chat.js`;
  return {
    html: `<script src="${src}"\n  integrity="${integrity}"\n  crossorigin="anonymous"></script>\n<script src="/chat.js"></script>`,
    js: `// chat.js\nPapoChat.createChat({\n  webhookUrl: 'https://n8n.suaempresa.example/webhook/<id>/chat',\n  defaultLanguage: 'pt',\n});`,
    note:
      `Esta é a versão \`${pkg.version}\` do \`papo-chat\`. O valor de \`integrity\` muda a cada versão: copie-o ` +
      'sempre daqui (ou do arquivo `dist/browser/sri.json` do pacote), porque o navegador recusa um script cujo hash não confere.',
  };
}

/** The very file that starts this site's chat. */
export const siteChatConfig = siteChatSource.trim();
