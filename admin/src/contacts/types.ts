import type { LeadOrigin } from '../leads/SourceLabel';
import type { ContactStatus } from '../leads/statuses';

// A row of GET /api/admin/contacts as leads-contract.md describes it. Hand-written until openapi.json carries
// the staff leads API.
export interface ContactMessage extends LeadOrigin {
  id: string;
  /** What the customer quotes (LJ-7K4M9P); the search box finds it. */
  reference: string;
  fullName: string;
  phone: string;
  email?: string | null;
  message: string;
  status: ContactStatus;
  adminNotes?: string | null;
  createdAt: string;
}
