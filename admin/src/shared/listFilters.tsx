import type { ReactElement } from 'react';
import { DateInput, SearchInput, SelectInput } from 'react-admin';

/**
 * A list screen's filters as data: the search box, then its selects (and date pickers) in order, all always
 * shown. Each screen declares what differs (placeholder, choices, empty texts); the inputs are built here.
 */

/** The search box: its placeholder, its name for screen readers, and how wide it starts. */
export interface SearchDeclaration {
  placeholder: string;
  label: string;
  minWidth: number;
}

export interface FilterChoice {
  id: string | number | boolean;
  name: string;
}

/** A select; without emptyText its empty choice is a blank line, as react-admin draws it. */
export interface SelectDeclaration {
  source: string;
  label: string;
  choices: FilterChoice[];
  emptyText?: string;
}

/** A day picker. */
export interface DateDeclaration {
  source: string;
  label: string;
  type: 'date';
}

export type FilterDeclaration = SelectDeclaration | DateDeclaration;

/** The status select most screens begin with. */
export const statusFilter = (choices: FilterChoice[], emptyText = 'All Status'): SelectDeclaration => ({
  source: 'status',
  label: 'Status',
  choices,
  emptyText,
});

const inputOf = (filter: FilterDeclaration) =>
  'type' in filter ? (
    <DateInput key={filter.source} source={filter.source} label={filter.label} alwaysOn />
  ) : (
    <SelectInput
      key={filter.source}
      source={filter.source}
      label={filter.label}
      alwaysOn
      choices={filter.choices}
      emptyText={filter.emptyText}
    />
  );

/** The filter inputs of a react-admin List: the search, the declared filters, then any inputs of the screen's own. */
export const listFilters = ({
  search,
  filters = [],
  extra = [],
}: {
  search: SearchDeclaration;
  filters?: FilterDeclaration[];
  extra?: ReactElement[];
}): ReactElement[] => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={search.placeholder}
    sx={{ minWidth: search.minWidth }}
    slotProps={{ htmlInput: { 'aria-label': search.label } }}
  />,
  ...filters.map(inputOf),
  ...extra,
];
