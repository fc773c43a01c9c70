import { BooleanInput, SelectInput, type BooleanInputProps, type SelectInputProps } from 'react-admin';

export const sourceChoices = [
  { id: 'storefront', name: 'Storefront' },
  { id: 'widget', name: 'Widget' },
];

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
