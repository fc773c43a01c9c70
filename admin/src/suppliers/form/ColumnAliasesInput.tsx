import { Autocomplete, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrayInput, SimpleFormIterator, TextInput, useDataProvider, useInput } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import type { ImportCategory } from '../../imports/types';
import { PreviewTable } from '../shared/PreviewTable';
import { useCustomCall } from '../shared/useCustomCall';
import type { ImportField, MappingPreview, SourceKind } from '../types';
import { aliasesObject, type SupplierFormValues } from './supplierForm';

/** The fields a column of this category can fill; none (a typed path still works) when the API cannot say. */
function useImportFields(category: ImportCategory): ImportField[] {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data } = useQuery({
    queryKey: ['imports', 'fields', category],
    queryFn: () => dataProvider.getImportFields(category),
    retry: false,
    staleTime: Infinity,
  });
  return data?.data.fields ?? [];
}

const optionLabel = (option: ImportField | string) => (typeof option === 'string' ? option : option.label);

/** The field a header fills: chosen from the import's fields by their template name, or a field path typed. */
const FieldPathInput = ({ fields }: { fields: ImportField[] }) => {
  const { id, field, fieldState } = useInput<string>({ source: 'field', parse: (value: string) => value });
  const chosen = fields.find((option) => option.field === field.value) ?? field.value ?? '';
  return (
    <Autocomplete<ImportField | string, false, false, true>
      freeSolo
      options={fields}
      value={chosen}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, value) => optionLabel(option) === optionLabel(value)}
      onChange={(_, value) => field.onChange(typeof value === 'string' ? value : (value?.field ?? ''))}
      onInputChange={(_, text, reason) => {
        // Typed text is a field path (or a template name, resolved when it is one).
        if (reason === 'input') field.onChange(fields.find((option) => option.label === text)?.field ?? text);
      }}
      renderOption={(props, option) => (
        <li {...props} key={optionLabel(option)}>
          <span>
            {optionLabel(option)}
            {typeof option !== 'string' && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {option.field}
              </Typography>
            )}
          </span>
        </li>
      )}
      sx={{ width: { xs: '100%', sm: 320 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          label="Fills the field"
          name={field.name}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          size="small"
          margin="dense"
        />
      )}
    />
  );
};

const viaLabels = { template: 'Template name', alias: 'Known alias', supplier: 'Supplier’s own' } as const;

const MappingTable = ({ preview }: { preview: MappingPreview }) => (
  <Stack spacing={2}>
    <PreviewTable
      label="Column mapping"
      head={['Column in the file', 'Fills', 'How']}
      rows={preview.columns.map((column) => [
        column.header,
        column.field ? (column.label ?? column.field) : <em>Not used</em>,
        column.via ? (
          <Chip size="small" variant="outlined" label={viaLabels[column.via]} />
        ) : (
          <Chip size="small" color="warning" label="Unknown" />
        ),
      ])}
    />
    <PreviewTable label="First rows" head={preview.columns.map((column) => column.header)} rows={preview.rows} />
  </Stack>
);

/** Preview mapping: the saved supplier's file, fetched now, mapped with the aliases as they are in the form. */
const MappingPreviewButton = ({ supplierId }: { supplierId: string }) => {
  const { getValues } = useFormContext<SupplierFormValues>();
  const { run, busy, data } = useCustomCall(
    (dataProvider) =>
      dataProvider.previewFeedMapping({ supplierId, columnAliases: aliasesObject(getValues('columnAliases')) }),
    { failure: 'The feed could not be previewed. Please try again.' },
  );
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" onClick={() => void run()} disabled={busy}>
          {busy ? 'Fetching the feed…' : 'Preview mapping'}
        </Button>
      </Box>
      {data && <MappingTable preview={data} />}
    </Stack>
  );
};

/**
 * The supplier's own header names (header → field) on top of the importer's aliases, and a preview of how the
 * feed's columns map. The preview fetches a saved remote supplier's file; a manual supplier's is its uploads'.
 */
export const ColumnAliasesInput = () => {
  const category = useWatch({ name: 'category' }) as ImportCategory;
  const sourceKind = useWatch({ name: 'sourceKind' }) as SourceKind;
  const supplierId = useWatch({ name: 'id' }) as string | undefined;
  const fields = useImportFields(category);
  return (
    <Stack sx={{ width: '100%' }} spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Template names and the trade’s usual names (Carat, Stock No, Colour…) are understood already. Add the headers
        only this supplier uses.
      </Typography>
      <ArrayInput source="columnAliases" label="Supplier’s headers">
        <SimpleFormIterator inline disableReordering disableClear getItemLabel={(index) => `Header ${index + 1}`}>
          <TextInput source="header" label="Header in the file" parse={(value: string) => value} />
          <FieldPathInput fields={fields} />
        </SimpleFormIterator>
      </ArrayInput>
      {sourceKind === 'manual' ? null : supplierId ? (
        <MappingPreviewButton supplierId={supplierId} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Save the supplier to preview how its feed’s columns map.
        </Typography>
      )}
    </Stack>
  );
};
