/**
 * /llms.txt, /llms-full.txt and each page's Markdown twin (`/docs/<id>.md`): the docs for
 * programs. The component tags of each page become Markdown written from the same data the
 * components render; /docs-text.json (lib/docs-text.ts) cuts the same Markdown into sections.
 */
import { getApi, getEndpoint, getMcpTool, getTable, statusCodeDocIds } from '../data';
import { chatOptions, portugueseStrings, scriptTagInstall, siteChatConfig, themeVariables } from './chat-docs';
import { energiaHttp } from '../data/api-energia';
import { mainHttp } from '../data/api-main';
import { skiaHttp } from '../data/api-skia';
import { mcpClientConfigs, mcpServer } from '../data/mcp';
import { site } from '../config/site';
import { requestSamples } from '../utils/code-samples';
import { reasonPhrase } from '../utils/http-status';
import { absolutizeLinks, markdownTable, mdxToMarkdown, type MarkdownRenderer } from '../utils/mdx-markdown';
import { docHref, flattenSidebar } from '../utils/sidebar';
import { loadDocs, type DocEntry } from './docs';

/** What the pages import into `{…}` expressions (see the `import` lines of the MDX files). */
const expressionScope = { mainHttp, energiaHttp, skiaHttp, mcpServer, mcpClientConfigs };

const fence = (lang: string, code: string) => `\n\`\`\`${lang}\n${code}\n\`\`\`\n`;
const link = (docId: string, label: string) => `[${label}](${docHref(docId)})`;

const renderers: Record<string, MarkdownRenderer> = {
  Endpoint: ({ id = '' }) => {
    const endpoint = getEndpoint(id);
    const api = getApi(endpoint.api);
    const urls = api.environments.map((env) => [env.label, `\`${env.baseUrl.replace(/\/+$/, '')}${endpoint.path}\``]);
    const auth = endpoint.noAuth
      ? 'Sem credencial.'
      : `Autenticação: cabeçalho \`${api.auth.header}: ${api.auth.prefix ?? ''}<credencial>\` (${link(api.auth.docId, 'autenticação')}).`;
    return `**${endpoint.method}** \`${endpoint.path}\`\n\n${markdownTable(['Ambiente', 'URL'], urls)}\n\n${auth}\n`;
  },
  ParamsTable: ({ id = '' }) => {
    const { params } = getEndpoint(id);
    if (!params.length) return 'Sem parâmetros além da autenticação.\n';
    const rows = params.map((p) => [
      `\`${p.name}\``,
      p.in,
      p.type,
      p.required ? 'sim' : 'não',
      `${p.description}${p.valuesDocId ? ` Valores: ${link(p.valuesDocId, p.valuesDocId)}.` : ''}`,
    ]);
    return `${markdownTable(['Nome', 'Onde', 'Tipo', 'Obrigatório', 'Descrição'], rows)}\n`;
  },
  RequestExample: ({ id = '' }) => {
    const endpoint = getEndpoint(id);
    const [curl] = requestSamples(endpoint, getApi(endpoint.api));
    return fence('bash', curl!.code);
  },
  ResponseExample: ({ id = '' }) => {
    const { response } = getEndpoint(id);
    return `Resposta de sucesso: \`${response.status}\`\n${fence('json', JSON.stringify(response.example, null, 2))}`;
  },
  HttpStatuses: ({ id = '' }) => {
    const endpoint = getEndpoint(id);
    const table = markdownTable(
      ['Código', 'Significado'],
      endpoint.httpStatuses.map((s) => [`${s.code} ${reasonPhrase(s.code)}`, s.meaning]),
    );
    const statusDoc = statusCodeDocIds[endpoint.api];
    return `${table}\n${statusDoc ? `\nVeja também ${link(statusDoc, 'os códigos HTTP da API')}.\n` : ''}`;
  },
  StatusTables: ({ id = '' }) =>
    (getEndpoint(id).statusTables ?? []).map((tableId) => `- ${link(tableId, getTable(tableId).title)}`).join('\n') +
    '\n',
  ReferenceTable: ({ id = '' }) => {
    const table = getTable(id);
    const rows = table.rows.map((row) => table.columns.map((column) => row[column.key] ?? '—'));
    return `${markdownTable(
      table.columns.map((column) => column.label),
      rows,
    )}\n`;
  },
  Environments: ({ api = 'main' }) => {
    const { environments } = getApi(api);
    return `${markdownTable(
      ['Ambiente', 'URL base', 'Descrição'],
      environments.map((e) => [e.label, `\`${e.baseUrl}\``, e.description]),
    )}\n`;
  },
  ApiStatusCodes: ({ api = 'main' }) => {
    const { httpStatuses } = getApi(api);
    return `${markdownTable(
      ['Código', 'Nome', 'Significado'],
      httpStatuses.map((s) => [s.code, reasonPhrase(s.code), s.meaning]),
    )}\n`;
  },
  McpTool: ({ id = '' }) => {
    const tool = getMcpTool(id);
    const args = markdownTable(
      ['Argumento', 'Tipo', 'Obrigatório', 'Descrição'],
      tool.arguments.map((a) => [`\`${a.name}\``, a.type, a.required ? 'sim' : 'não', a.description]),
    );
    const roles = { user: 'Usuário', assistant: 'Agente', tool: 'Ferramenta' } as const;
    const talk = tool.conversation.map((turn) => `- **${roles[turn.role]}:** ${turn.text}`).join('\n');
    return `Ferramenta \`${tool.name}\`: ${tool.description}\n\n${args}\n\nRota REST: \`${getEndpoint(tool.endpointId).path}\`.\n\nExemplo de conversa:\n\n${talk}\n`;
  },
  OptionsTable: () =>
    `${markdownTable(
      ['Opção', 'Padrão', 'O que faz'],
      chatOptions().map((o) => [
        `\`${o.name}\``,
        o.default === null ? 'sem padrão' : `\`${o.default}\``,
        o.description,
      ]),
    )}\n`,
  LanguageStrings: () =>
    `${markdownTable(
      ['Chave', 'Texto'],
      portugueseStrings().map((s) => [`\`${s.key}\``, s.text]),
    )}\n`,
  ThemeVariables: () =>
    `${markdownTable(
      ['Variável', 'Padrão'],
      themeVariables().map((t) => [`\`${t.name}\``, `\`${t.value}\``]),
    )}\n`,
  ScriptTagInstall: () => {
    const { html, js, note } = scriptTagInstall();
    return `${fence('html', html)}${fence('javascript', js)}\n${note}\n`;
  },
  SiteChatConfig: () => fence('typescript', siteChatConfig),
  Callout: ({ type = 'note' }, children) => {
    const label = { note: 'Nota', tip: 'Dica', warning: 'Atenção' }[type] ?? 'Nota';
    return `> **${label}:** ${children.replace(/\n/g, '\n> ')}\n`;
  },
};

/** The docs in sidebar order (then any the sidebar does not list). */
async function orderedDocs(): Promise<DocEntry[]> {
  const { entries, version } = await loadDocs();
  const order = Object.values(version.sidebars).flatMap((items) => flattenSidebar(items).map((l) => l.docId));
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...entries].sort((a, b) => rank(a.id) - rank(b.id));
}

const absolute = (path: string) => new URL(path, site.url).href;

/**
 * Where a doc's Markdown twin is: the page's URL plus `.md`, as Mintlify and Fumadocs serve
 * them, a plain file any static host sends as text (docs/decisions.md#the-docs-text).
 */
export const markdownHref = (docId: string) => `${docHref(docId)}.md`;

export async function llmsIndex(): Promise<string> {
  const docs = await orderedDocs();
  const lines = docs.map((doc) => `- [${doc.data.title}](${absolute(markdownHref(doc.id))}): ${doc.data.description}`);
  return `# ${site.title}\n\n> ${site.tagline} ${site.description}\n\nO texto completo de todas as páginas está em ${absolute('/llms-full.txt')}; cada página abaixo é um arquivo Markdown (o endereço da página com \`.md\` no fim).\n\n## Documentação\n\n${lines.join('\n')}\n`;
}

/**
 * Every doc in sidebar order with its body as Markdown, the components written out from
 * their data: the one reading of the docs that /llms-full.txt and /docs-text.json share.
 */
export async function docsAsMarkdown(): Promise<{ doc: DocEntry; markdown: string }[]> {
  const docs = await orderedDocs();
  return docs.map((doc) => ({ doc, markdown: mdxToMarkdown(doc.body ?? '', renderers, expressionScope) }));
}

/** One doc as a Markdown file: title, address, description, then the body with absolute links. */
export function markdownPage({ doc, markdown }: { doc: DocEntry; markdown: string }): string {
  const body = absolutizeLinks(markdown, site.url);
  return `# ${doc.data.title}\n\nURL: ${absolute(docHref(doc.id))}\n\n> ${doc.data.description}\n\n${body}\n`;
}

export async function llmsFull(): Promise<string> {
  const pages = (await docsAsMarkdown()).map(markdownPage);
  return `# ${site.title} — documentação completa\n\n> ${site.tagline}\n\n${pages.join('\n---\n\n')}`;
}
