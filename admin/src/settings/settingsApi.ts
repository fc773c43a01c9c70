import { HttpError } from 'react-admin';
import { API_URL, httpClient } from '../api';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type DayHours = { day: Weekday; open?: string; close?: string; closed?: boolean };

/** The document of GET/PUT /api/admin/settings (backend shop-settings.ts). */
export interface ShopSettings {
  name: string;
  phone: string;
  email: string;
  address: { line1: string; line2?: string; city: string; postcode: string; country: string };
  openingHours: DayHours[];
  timeZone: string;
  bookingNoticeMinutes: number;
  leadNotifyEmails: string[];
}

export interface SavedSettings extends ShopSettings {
  updatedAt: string | null;
  updatedBy: { name: string; email: string } | null;
}

const SETTINGS_URL = `${API_URL}/admin/settings`;

export const fetchSettings = async () => (await httpClient(SETTINGS_URL)).json as SavedSettings;

export const saveSettings = async (settings: ShopSettings) =>
  (await httpClient(SETTINGS_URL, { method: 'PUT', body: JSON.stringify(settings) })).json as SavedSettings;

type ErrorBody = { message?: unknown; errors?: Record<string, unknown> } | undefined;

/** The server's sentence and per-field messages ('address.city', 'openingHours.saturday.close', 'leadNotifyEmails.1') of a refused save. */
export function saveProblem(error: unknown): { message?: string; errors: Record<string, string> } {
  const body = error instanceof HttpError ? (error.body as ErrorBody) : undefined;
  const errors = Object.fromEntries(Object.entries(body?.errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  return { message, errors };
}
