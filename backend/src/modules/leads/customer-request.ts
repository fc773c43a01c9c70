export enum CustomerRequestKind {
  Order = 'order',
  Appointment = 'appointment',
  Message = 'message',
}

/** One of a customer's own requests, as the module of its kind reads it (CustomerRequestDto documents it). */
export interface CustomerRequest {
  kind: CustomerRequestKind;
  id: string;
  reference: string;
  createdAt: Date;
  /** As staff set it on its kind. */
  status: string;
  summary: string;
}

/**
 * Whose requests an account lists (issue 28, point 2): those it sent signed in, and, once its owner
 * proved the account's address, those sent with that address as a guest (not those another account
 * sent). Lead addresses are stored normalised, as account addresses are.
 */
export interface RequestOwner {
  customerId: string;
  /** The account's address if proven (User.proofOfEmail), else null. */
  provenEmail: string | null;
}

/** The condition on a lead table for `owner`'s requests. */
export function requestsOf(
  owner: RequestOwner,
): { customerId: string } | { $or: [{ customerId: string }, { customerId: null; email: string }] } {
  return owner.provenEmail
    ? { $or: [{ customerId: owner.customerId }, { customerId: null, email: owner.provenEmail }] }
    : { customerId: owner.customerId };
}
