import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { LeadFormDto } from './lead-fields.js';
import { LeadSource, originOf, type LeadRequest } from './lead-source.js';
import { RateLimiter } from '../rate-limit/index.js';
import { LeadReferences } from './lead-references.repository.js';
import { normaliseEmail } from '../../common/text/index.js';

export const LEAD_RATE_LIMITED = 'Too many requests. Please try again later.';

/** Where a lead came from, whose account sent it, its contact e-mail, whether it is spam and its reference, as stored on every lead. */
export interface LeadOrigin {
  reference: string;
  /**
   * The address given, else the signed-in customer's (issue 28, point 1), normalised
   * (common/text normaliseEmail) so a guest's requests are found by the address the account proves.
   */
  email: string | null;
  source: LeadSource;
  sourceOrigin: string | null;
  customerId: string | null;
  spam: boolean;
}

/** The steps every public lead form shares: the rate limit per IP, the source, the sender's account, the honeypot and the reference. */
@Injectable()
export class LeadIntake {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly references: LeadReferences,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the submission against its IP (per form); throws the 429 once over the limit. */
  async admit(
    form: 'orders' | 'appointments' | 'contact',
    body: LeadFormDto & { email?: string },
    request: LeadRequest,
  ): Promise<LeadOrigin> {
    await this.limiter.consumeKey(`lead:${form}:ip:${request.ip}`, this.config.leads.rateLimitPerIp, LEAD_RATE_LIMITED);
    const source = body.source ?? LeadSource.Storefront;
    return {
      reference: await this.references.next(),
      email: contactEmail(body.email, request),
      source,
      sourceOrigin: source === LeadSource.Widget ? originOf(request.origin) : null,
      customerId: request.customerId ?? null,
      spam: Boolean(body.website),
    };
  }
}

/** The e-mail a request is answered at: the one typed, else the signed-in customer's. */
function contactEmail(typed: string | undefined, request: LeadRequest): string | null {
  const address = typed ?? request.customerEmail;
  return address ? normaliseEmail(address) : null;
}
