import type { LeadContact } from '@gem-shop/widgets/forms';
import { useSession } from './useSession';

/**
 * The signed-in customer's name, e-mail and phone, for the lead forms' `contact` prop (order dialog,
 * contact and booking forms fill them in); undefined for visitors and staff.
 */
export function useSessionContact(): LeadContact | undefined {
  const { session } = useSession();
  if (session?.kind !== 'customer') return undefined;
  const { name, email, phoneNumber } = session.user;
  return { fullName: name, email, phone: phoneNumber };
}
