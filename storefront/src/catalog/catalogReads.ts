import { api } from '../apiClient';
import type { DiamondSearchQuery, JewelrySearchQuery } from './searchTypes';

/** One page of the diamond catalogue's search. */
export async function fetchDiamonds(query: DiamondSearchQuery) {
  // Lists go as one comma-separated value (shape=Round,Oval), like the shop's own addresses.
  const { data } = await api.GET('/api/diamonds', {
    params: { query },
    querySerializer: { array: { style: 'form', explode: false } },
  });
  if (!data) throw new Error('Failed to load diamonds');
  return data;
}

/** One page of the jewelry catalogue's search. */
export async function fetchJewelry(query: JewelrySearchQuery) {
  const { data } = await api.GET('/api/jewelry', { params: { query } });
  if (!data) throw new Error('Failed to load jewelry');
  return data;
}

/** The query key of one page of a catalogue's search ('diamonds' or 'jewelry'): the pages and earlyReads.ts share it. */
export const catalogSearchKey = (catalogue: string, query: unknown) => [catalogue, query];
