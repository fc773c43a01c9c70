import type { ReactNode } from 'react';
import { useGetOne, useResourceContext, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router';

/**
 * The record whose id is in the address (/admin/orders/<id>: the links in staff e-mails), shown in its
 * details dialog over its list. Each lead resource registers its list as its `edit` view too (see its
 * index.ts), so react-admin's `/<resource>/:id` route exists; closing goes back to the list.
 */
export function LeadFromAddress<Lead extends RaRecord>({
  render,
}: {
  render: (lead: Lead, close: () => void) => ReactNode;
}) {
  const { id } = useParams();
  const resource = useResourceContext();
  const navigate = useNavigate();
  const { data } = useGetOne<Lead>(resource!, { id: id! }, { enabled: !!id && !!resource });
  if (!id || !data) return null;
  return render(data, () => navigate(`/${resource}`));
}
