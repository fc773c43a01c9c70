import { useQuery } from '@tanstack/react-query';
import {
  BooleanInput,
  SelectInput,
  useDataProvider,
  useListContext,
  type BooleanInputProps,
  type SelectInputProps,
} from 'react-admin';
import { LEAD_SOURCES, type LeadSource } from '@gem-shop/widgets/api';
import type { LeadOrigins } from '../dataProvider';
import { listFilters, statusFilter, type FilterDeclaration, type SearchDeclaration } from '../shared/listFilters';
import { choicesOf, type BadgeKind } from './statuses';

const sourceNames: Record<LeadSource, string> = { storefront: 'Storefront', widget: 'Widget' };
export const sourceChoices = LEAD_SOURCES.map((id) => ({ id, name: sourceNames[id] }));

// Filter inputs take the props react-admin's filter form passes (source, size, helperText...).

/** Where the lead came from: the shop's own pages or a partner's widget. */
export const SourceInput = (props: Partial<SelectInputProps>) => (
  <SelectInput source="source" label="Source" choices={sourceChoices} emptyText="All Sources" {...props} />
);

/**
 * Spam (honeypot) leads are hidden unless this is on. Off removes the key, so the filter reads {} rather than
 * { spam: false }.
 */
export const ShowSpamInput = (props: Partial<BooleanInputProps>) => (
  <BooleanInput
    source="spam"
    label="Show spam"
    parse={(checked: boolean) => (checked ? true : null)}
    format={(value: unknown) => value === true}
    {...props}
  />
);

/** One answer for the three lead lists, cached like the dashboard's. */
export const leadOriginsQueryKey = ['admin', 'lead-origins'] as const;

/** The origins in an answer; anything else (an older server, a proxy's page) counts as none. */
const originsOf = (answer: Partial<LeadOrigins> | undefined): string[] =>
  Array.isArray(answer?.data) ? answer.data.filter((origin): origin is string => typeof origin === 'string') : [];

/**
 * The partner page a widget lead came from, by its exact origin (what the rows show as 'Widget · host').
 * The choices are the origins the server has seen (GET /api/admin/lead-origins, through the data provider
 * so a 401 signs out as anywhere else). While they load, when the call fails and when there are none yet,
 * the input stays in place, disabled, rather than offering an empty menu. An origin already in the filter
 * (a bookmarked address) is always a choice, so it shows and can be cleared.
 */
export const PartnerSiteInput = (props: Partial<SelectInputProps>) => {
  const dataProvider = useDataProvider();
  const { filterValues } = useListContext();
  const { data: origins = [] } = useQuery({
    queryKey: leadOriginsQueryKey,
    queryFn: async () => originsOf(await dataProvider.getLeadOrigins()),
    staleTime: 60 * 1000,
    retry: false,
  });
  const current = filterValues?.sourceOrigin;
  const shown = typeof current === 'string' && current && !origins.includes(current) ? [...origins, current] : origins;
  return (
    <SelectInput
      source="sourceOrigin"
      label="Partner Site"
      choices={shown.map((origin) => ({ id: origin, name: origin }))}
      // Origins are addresses, not translation keys.
      translateChoice={false}
      emptyText="All Partner Sites"
      disabled={shown.length === 0}
      {...props}
    />
  );
};

/**
 * The filters of a lead list (orders, appointments, contact messages): the search and the kind's status
 * select, the kind's own filters, then where the lead came from (source, partner site) and whether spam shows.
 */
export const leadFilters = ({
  search,
  status,
  filters = [],
}: {
  search: SearchDeclaration;
  status: BadgeKind;
  filters?: FilterDeclaration[];
}) =>
  listFilters({
    search,
    filters: [statusFilter(choicesOf(status)), ...filters],
    extra: [
      <SourceInput key="source" source="source" alwaysOn />,
      <PartnerSiteInput key="sourceOrigin" source="sourceOrigin" alwaysOn />,
      <ShowSpamInput key="spam" source="spam" alwaysOn />,
    ],
  });
