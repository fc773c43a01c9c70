import { API_URL, httpClient } from '../api';
import type { HomeContentStats } from './types';

// The calls react-admin's simple-rest provider does not make: stats, toggle, reorder and the
// multipart create/update (the provider only sends JSON).

const base = (resource: string) => `${API_URL}/admin/${resource}`;

export const fetchStats = async (resource: string) => (await httpClient(`${base(resource)}/stats`)).json as HomeContentStats;

export const toggleActive = (resource: string, id: string) => httpClient(`${base(resource)}/${id}/toggle`, { method: 'PUT' });

/** PUT /reorder with `{ [reorderKey]: [{ id, order }] }`. */
export const saveOrder = (resource: string, reorderKey: string, orders: { id: string; order: number }[]) =>
  httpClient(`${base(resource)}/reorder`, { method: 'PUT', body: JSON.stringify({ [reorderKey]: orders }) });

/** POST (no id) or PUT /:id, multipart: the text fields, and the image when one was chosen. */
export function saveContent(resource: string, id: string | undefined, fields: Record<string, string>, image?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', image);
  return httpClient(id ? `${base(resource)}/${id}` : base(resource), { method: id ? 'PUT' : 'POST', body });
}
