/** /docs-text.json: every docs page's text in sections, for the reference server's assistant. */
import { docsText } from '../lib/docs-text';

export async function GET() {
  return new Response(JSON.stringify(await docsText()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
