import { createApiClient, type ApiClient, type paths } from '../api/client';

export type LeadPath = '/api/orders' | '/api/appointments' | '/api/contact';
export type LeadBody<Path extends LeadPath> = paths[Path]['post']['requestBody']['content']['application/json'];

/** What a form needs to know about its POST. */
export type LeadResult =
  | { ok: true; message?: string; id?: string; reference?: string }
  | { ok: false; status: number; message?: string; errors: Record<string, string> };

/** Where forms send their leads: a typed client (the storefront's, with its middleware) or an API base address. */
export interface LeadApiOptions {
  /**
   * The client to call through. The storefront passes its own, whose middleware adds the signed-in
   * shopper's bearer token, so the lead is listed in their account. Partner widgets pass none: a
   * partner's page has no session of ours, and the forms never read the shop's stored tokens.
   */
  client?: ApiClient;
  /** Shop origin without a trailing slash, used when no client is given ('' = this page's origin). */
  apiBase?: string;
}

export function resolveClient({ client, apiBase = '' }: LeadApiOptions): ApiClient {
  return client ?? createApiClient(apiBase);
}

/** POSTs a lead through the typed client. */
export async function postLead<Path extends LeadPath>(
  client: ApiClient,
  path: Path,
  body: LeadBody<Path>,
): Promise<LeadResult> {
  try {
    // `Path` already ties the body to its endpoint, and the three answer alike; openapi-fetch's
    // overloads cannot follow a generic path, so one of them stands for all three.
    const { data, error, response } = await client.POST(path as '/api/contact', {
      body: body as LeadBody<'/api/contact'>,
    });
    if (response.ok)
      return { ok: true, message: text(data?.message), id: text(data?.id), reference: text(data?.reference) };
    const answer = (error ?? {}) as { message?: unknown; msg?: unknown; errors?: unknown };
    return {
      ok: false,
      status: response.status,
      // The old appointment endpoint answered `msg`; the spec reads it first.
      message: text(answer.msg) ?? text(answer.message),
      errors: isMessageMap(answer.errors) ? answer.errors : {},
    };
  } catch {
    // Network failure, CORS refusal or an answer that is not JSON.
    return { ok: false, status: 0, errors: {} };
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function isMessageMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string')
  );
}
