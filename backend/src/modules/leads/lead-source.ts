/** Where a lead was written: our storefront, or a widget on a partner's page. */
export enum LeadSource {
  Storefront = 'storefront',
  Widget = 'widget',
}

/** What the server knows about the request a lead arrived in (never taken from the body). */
export interface LeadRequest {
  ip: string;
  /** The request's Origin header. */
  origin?: string;
  /** The signed-in customer's account id (from the bearer token); staff and anonymous callers have none. */
  customerId?: string | null;
  /** That customer's account address: the request's contact e-mail when the form leaves it empty. */
  customerEmail?: string | null;
}

/** A widget lead's partner page, from the Origin header: `https://partner.example` or null when absent or not a web origin. */
export function originOf(header: string | undefined): string | null {
  if (!header || header.length > 300) return null;
  try {
    const url = new URL(header);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
