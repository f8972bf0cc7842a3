/**
 * The proxy: what a site puts between the page and an OpenAI-compatible server (OpenAI,
 * Ollama, vLLM, LiteLLM, OpenRouter…). It adds what the page must not hold or choose (the
 * API key, the model, the system prompt), forwards the visitor's conversation, and streams
 * the server's answer back unchanged. Node's own fetch; no SDK.
 */

/** What the model is told before the visitor's messages; the page cannot change it. */
const SYSTEM = 'You answer questions on a demo page of Papo, a chat widget. Keep answers short.';

/**
 * Where Chat Completions are posted: `baseUrl` as the `openai` SDK's `baseURL` takes it
 * (`https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`…), `/chat/completions` appended
 * unless it is there already.
 */
export function completionsUrl(baseUrl) {
  let url;
  try {
    url = new URL(baseUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`OPENAI_BASE_URL must be an http(s) URL such as https://api.openai.com/v1, got "${baseUrl}".`);
  }
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/chat/completions') ? path : `${path}/chat/completions`;
  return url.href;
}

/**
 * A function that forwards a conversation (`{ role: 'user' | 'assistant', content }[]`) to
 * the server and resolves with the `Response` to stream back: the server's own when it
 * answered 2xx; a 502 naming only its status otherwise (its body, which may quote the key,
 * goes to this console, not to the page).
 * @param {{ baseUrl: string, apiKey?: string, model: string, fetch?: typeof fetch }} server
 */
export function forwarder({ baseUrl, apiKey, model, fetch: send = fetch }) {
  const url = completionsUrl(baseUrl);
  return async function forward(messages, signal) {
    let answer;
    try {
      answer = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, messages: [{ role: 'system', content: SYSTEM }, ...messages], stream: true }),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      console.error(`Could not reach ${url}:`, error);
      return failed(`Could not reach the OpenAI-compatible server; the example's console says why.`);
    }
    if (!answer.ok) {
      console.error(`${url} answered ${answer.status}:`, await answer.text().catch(() => ''));
      return failed(`The OpenAI-compatible server answered ${answer.status}; the example's console says why.`);
    }
    return answer;
  };
}

const failed = (text) =>
  new Response(`${text}\n`, { status: 502, headers: { 'content-type': 'text/plain; charset=utf-8' } });
