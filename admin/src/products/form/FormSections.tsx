import { useEffect, useMemo, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { FieldSpec, SectionSpec } from './productSections';
import { fieldValidators } from './validators';

/** Lists come back from the server as arrays and are edited as comma-separated text (the server splits it). */
const listAsText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

const valueAt = (record: unknown, source: string) =>
  source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

/**
 * The field's options as choices. A stored value outside the list stays a choice, so the edit dialog
 * shows what the product holds (imports take the bulk guide's longer metal list, for one).
 */
const useFieldChoices = (field: FieldSpec, options: readonly string[] = field.options ?? []) => {
  const stored = valueAt(useRecordContext(), field.source);
  return useMemo(() => {
    const kept =
      field.kind === 'select' && typeof stored === 'string' && stored && !options.includes(stored)
        ? [...options, stored]
        : options;
    return kept.map((option) => ({ id: option, name: option }));
  }, [field, options, stored]);
};

const NONE: readonly string[] = [];

/**
 * A select whose choices follow another field (the sub-categories of the chosen category): disabled, saying why,
 * while that field offers none; a choice the new value no longer offers is cleared when staff change it.
 */
const DependentSelectInput = ({
  field,
  dependsOn,
  common,
}: {
  field: FieldSpec;
  dependsOn: NonNullable<FieldSpec['optionsOf']>;
  common: Record<string, unknown> & { source: string };
}) => {
  const parent = useWatch({ name: dependsOn.source }) as string | null | undefined;
  const offered = (parent && dependsOn.options[parent]) || NONE;
  const choices = useFieldChoices(field, offered);
  const { getValues, setValue } = useFormContext();
  const shownParent = useRef(parent);
  useEffect(() => {
    if (shownParent.current === parent) return;
    shownParent.current = parent;
    const current = getValues(field.source) as string | null | undefined;
    if (current && !offered.includes(current)) setValue(field.source, null, { shouldDirty: true });
  }, [parent, offered, field.source, getValues, setValue]);
  const why = !parent ? `Choose a ${dependsOn.label} first` : offered.length ? undefined : `None for ${parent}`;
  return (
    <SelectInput
      {...common}
      choices={choices}
      disabled={choices.length === 0}
      helperText={why ?? (common.helperText as string | undefined)}
      // The reason stays readable while the select is disabled (MUI greys disabled helper text below contrast).
      sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
    />
  );
};

const FieldInput = ({ field }: { field: FieldSpec }) => {
  const validate = useMemo(() => fieldValidators(field), [field]);
  const choices = useFieldChoices(field);
  const common = {
    source: field.source,
    label: field.label,
    validate,
    defaultValue: field.defaultValue,
    helperText: field.helperText,
    fullWidth: true,
  };
  switch (field.kind) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    case 'number':
    case 'integer':
      return <NumberInput {...common} step={field.step} min={field.min} max={field.max} />;
    case 'select':
      return field.optionsOf ? (
        <DependentSelectInput field={field} dependsOn={field.optionsOf} common={common} />
      ) : (
        <SelectInput {...common} choices={choices} />
      );
    case 'date':
      return <DateInput {...common} />;
    case 'checkboxes': {
      // Its props include the checkbox element's narrower `defaultValue`; no checkbox group has one.
      const { defaultValue: _none, ...props } = common;
      return <CheckboxGroupInput {...props} choices={choices} row />;
    }
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'list':
      return <TextInput {...common} format={listAsText} />;
    default:
      return <TextInput {...common} />;
  }
};

/**
 * The product form's sections: a level-3 heading each, over a grid of as many columns of at least 280 px as the
 * form's own width holds (1 on phones, 2 in the edit dialog, 3 on a wide page), so no label is cut short.
 */
export const FormSections = ({ sections }: { sections: SectionSpec[] }) => (
  <>
    {sections.map((section) => (
      <Box component="section" key={section.title} sx={{ width: '100%', mb: 3 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {section.title}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
            columnGap: 2,
          }}
        >
          {section.fields.map((field) => (
            <Box key={field.source} sx={field.fullWidth ? { gridColumn: '1 / -1' } : undefined}>
              <FieldInput field={field} />
            </Box>
          ))}
        </Box>
      </Box>
    ))}
  </>
);
