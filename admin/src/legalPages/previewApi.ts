import { API_URL, httpClient } from '../api';

/** POST /api/admin/legal-pages/preview: the Markdown as the storefront would show it, sanitised by the server. */
export async function previewLegalPage(markdown: string): Promise<string> {
  const { json } = await httpClient(`${API_URL}/admin/legal-pages/preview`, {
    method: 'POST',
    body: JSON.stringify({ markdown }),
  });
  return (json as { html: string }).html;
}
