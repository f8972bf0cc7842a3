/**
 * Request examples generated from the endpoint data (CONTENT.md: never retype a URL):
 * curl, JavaScript (fetch) and Python (requests), against the API's first environment.
 */
import type { ApiDefinition, Endpoint } from '../data/types';

export interface RequestSpec {
  method: string;
  url: string;
  /** Header name and value; the credential is a shell/env placeholder per language. */
  /** Absent for a route called without credentials (`noAuth`). */
  authHeader?: { name: string; prefix: string; envVar: string };
  headers: [string, string][];
  body?: unknown;
}

/** The environment variable the examples read the credential from, e.g. ATESTA_TOKEN. */
export function credentialEnvVar(api: Pick<ApiDefinition, 'id' | 'auth'>): string {
  const product = api.id === 'main' ? 'ATESTA' : `ATESTA_${api.id.toUpperCase()}`;
  return `${product}_${api.auth.type === 'apiKey' ? 'API_KEY' : 'TOKEN'}`;
}

export function buildRequest(endpoint: Endpoint, api: ApiDefinition): RequestSpec {
  const environment = api.environments[0];
  if (!environment) throw new Error(`API "${api.id}" has no environment to build the example URL from.`);
  let path = endpoint.path;
  for (const param of endpoint.params.filter((p) => p.in === 'path')) {
    const value = encodeURIComponent(String(param.example ?? `<${param.name}>`));
    path = path.replace(`{${param.name}}`, value).replace(`:${param.name}`, value);
  }
  const query = new URLSearchParams();
  for (const param of endpoint.params) {
    if (param.in === 'query' && param.example !== undefined) query.append(param.name, String(param.example));
  }
  const search = query.toString();
  const authName = api.auth.header.toLowerCase();
  const headers = endpoint.params
    .filter((p) => p.in === 'header' && p.example !== undefined && p.name.toLowerCase() !== authName)
    .map((p): [string, string] => [p.name, String(p.example)]);
  const hasBody = endpoint.method !== 'GET' && endpoint.requestExample !== undefined;
  if (hasBody) headers.push(['Content-Type', 'application/json']);
  return {
    method: endpoint.method,
    url: `${environment.baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`,
    ...(endpoint.noAuth
      ? {}
      : { authHeader: { name: api.auth.header, prefix: api.auth.prefix ?? '', envVar: credentialEnvVar(api) } }),
    headers,
    ...(hasBody ? { body: endpoint.requestExample } : {}),
  };
}

const singleQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** Text for inside a double-quoted shell string, where `$VAR` still expands. */
const shellEscapeDouble = (text: string) => text.replace(/[\\"$`]/g, '\\$&');

export function toCurl(request: RequestSpec): string {
  const auth = request.authHeader;
  const lines = [
    `curl --request ${request.method}`,
    `  --url ${singleQuoted(request.url)}`,
    ...(auth ? [`  --header "${shellEscapeDouble(`${auth.name}: ${auth.prefix}`)}$${auth.envVar}"`] : []),
    ...request.headers.map(([key, value]) => `  --header ${singleQuoted(`${key}: ${value}`)}`),
  ];
  if (request.body !== undefined) lines.push(`  --data ${singleQuoted(JSON.stringify(request.body, null, 2))}`);
  return lines.join(' \\\n');
}

const jsString = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;
const jsKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key));

/** JSON as the body of a fetch call, indented to sit inside `JSON.stringify(…)`. */
function indentAfterFirstLine(text: string, indent: string): string {
  return text.replace(/\n/g, `\n${indent}`);
}

export function toJavaScript(request: RequestSpec): string {
  const auth = request.authHeader;
  const headerLines = [
    ...(auth
      ? [`    ${jsKey(auth.name)}: \`${auth.prefix.replace(/[`\\$]/g, '\\$&')}\${process.env.${auth.envVar}}\`,`]
      : []),
    ...request.headers.map(([key, value]) => `    ${jsKey(key)}: ${jsString(value)},`),
  ];
  const lines = [
    `const resposta = await fetch(${jsString(request.url)}, {`,
    `  method: '${request.method}',`,
    ...(headerLines.length ? ['  headers: {', ...headerLines, '  },'] : []),
  ];
  if (request.body !== undefined) {
    lines.push(`  body: JSON.stringify(${indentAfterFirstLine(JSON.stringify(request.body, null, 2), '  ')}),`);
  }
  lines.push(
    '});',
    'if (!resposta.ok) throw new Error(`A API respondeu ${resposta.status}`);',
    'const dados = await resposta.json();',
    'console.log(dados);',
  );
  return lines.join('\n');
}

/** A JSON value as a Python literal (True/False/None), indented by four spaces per level. */
export function toPythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const closePad = '    '.repeat(level);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((item) => `${pad}${toPythonLiteral(item, level + 1)},`).join('\n')}\n${closePad}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  const body = entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${toPythonLiteral(item, level + 1)},`);
  return `{\n${body.join('\n')}\n${closePad}}`;
}

export function toPython(request: RequestSpec): string {
  const auth = request.authHeader;
  const headers = [
    ...(auth
      ? [
          `        ${JSON.stringify(auth.name)}: f${JSON.stringify(`${auth.prefix.replace(/[{}]/g, '$&$&')}{os.environ['${auth.envVar}']}`)},`,
        ]
      : []),
    ...request.headers
      .filter(([key]) => key !== 'Content-Type') // requests sets it for json=
      .map(([key, value]) => `        ${JSON.stringify(key)}: ${JSON.stringify(value)},`),
  ];
  const lines = [
    ...(auth ? ['import os', ''] : []),
    'import requests',
    '',
    `resposta = requests.${request.method.toLowerCase()}(`,
    `    ${JSON.stringify(request.url)},`,
    ...(headers.length ? ['    headers={', ...headers, '    },'] : []),
  ];
  if (request.body !== undefined) lines.push(`    json=${toPythonLiteral(request.body, 1)},`);
  lines.push('    timeout=30,', ')', 'resposta.raise_for_status()', 'print(resposta.json())');
  return lines.join('\n');
}

export interface CodeSample {
  id: 'curl' | 'javascript' | 'python';
  label: string;
  lang: 'bash' | 'javascript' | 'python';
  code: string;
}

export function requestSamples(endpoint: Endpoint, api: ApiDefinition): CodeSample[] {
  const request = buildRequest(endpoint, api);
  return [
    { id: 'curl', label: 'curl', lang: 'bash', code: toCurl(request) },
    { id: 'javascript', label: 'JavaScript', lang: 'javascript', code: toJavaScript(request) },
    { id: 'python', label: 'Python', lang: 'python', code: toPython(request) },
  ];
}
