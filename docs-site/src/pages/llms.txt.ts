/** /llms.txt: every docs page with its one-line description (https://llmstxt.org). */
import { llmsIndex } from '../lib/llms';

export async function GET() {
  return new Response(await llmsIndex(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
