/** Where bull-board is mounted; the session cookie is scoped to it so no other route ever sees it. */
export const DASHBOARD_PATH = '/api/admin/queues';

export const SESSION_COOKIE = 'queue_dashboard_session';

/** A ticket only has to survive the redirect from the console to the new tab. */
export const TICKET_LIFETIME_SECONDS = 60;
export const SESSION_LIFETIME_SECONDS = 60 * 60;

/**
 * Every dashboard token names what it is for, and is checked for exactly that purpose: a ticket
 * cannot stand in for a session cookie, nor either of them for the other.
 */
export const PURPOSE = { ticket: 'queue-dashboard:ticket', session: 'queue-dashboard:session' } as const;
export type DashboardPurpose = (typeof PURPOSE)[keyof typeof PURPOSE];
