import { useRef, useState } from 'react';
import { Alert, Autocomplete, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ArrayInput, SimpleFormIterator, TextInput, useDataProvider, useInput, useSourceContext } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import type { ImportCategory } from '../../imports/types';
import { PreviewTable } from '../shared/PreviewTable';
import { useCustomCall } from '../shared/useCustomCall';
import type { MappingPreview, SourceKind, TemplateColumn } from '../types';
import { aliasesObject, type SupplierFormValues } from './supplierForm';

/** The category's template columns (GET /imports/columns/:category); none while loading or when it cannot say. */
function useTemplateColumns(category: ImportCategory): TemplateColumn[] {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data } = useQuery({
    queryKey: ['imports', 'columns', category],
    queryFn: () => dataProvider.getTemplateColumns(category),
    enabled: Boolean(category),
    retry: false,
    staleTime: Infinity,
  });
  return data?.data.columns ?? [];
}

/** The trade names a column already understands, shortened for the option's hint. */
const knownNames = (column: TemplateColumn) =>
  column.aliases.length > 4 ? `${column.aliases.slice(0, 4).join(', ')}…` : column.aliases.join(', ');

/**
 * The server refuses a header name on `columnAliases.<the supplier's header>` (the API keeps them as an object):
 * its row's message, until staff choose another column.
 */
function useServerAliasError(): { message?: string; clear: () => void } {
  const sourceContext = useSourceContext();
  const header = useWatch({ name: sourceContext.getSource('header') }) as string | undefined;
  const { errors } = useFormState();
  const { clearErrors } = useFormContext();
  const path = `columnAliases.${header ?? ''}`;
  const message = header ? (get(errors, path) as { message?: string } | undefined)?.message : undefined;
  return { message, clear: () => message && clearErrors(path) };
}

/** The template column a supplier's header stands for, chosen by its header (e.g. Stock #). */
const TemplateColumnInput = ({ columns }: { columns: TemplateColumn[] }) => {
  const { id, field, fieldState } = useInput<string>({ source: 'column', parse: (value: string) => value });
  const serverError = useServerAliasError();
  const chosen = columns.find((option) => option.header === field.value) ?? null;
  return (
    <Autocomplete<TemplateColumn>
      options={columns}
      value={chosen}
      getOptionLabel={(option) => option.header}
      isOptionEqualToValue={(option, value) => option.header === value.header}
      onChange={(_, value) => {
        serverError.clear();
        field.onChange(value?.header ?? '');
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.header}
            {option.required && ' (required)'}
            {option.aliases.length > 0 && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                Also: {knownNames(option)}
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
          label="Template column"
          name={field.name}
          onBlur={field.onBlur}
          error={fieldState.invalid || Boolean(serverError.message)}
          helperText={fieldState.error?.message ?? serverError.message}
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
    {preview.missing.length > 0 && (
      <Alert severity="warning">
        No column fills {preview.missing.join(', ')}: the feed’s rows would be refused. Add the supplier’s header for{' '}
        {preview.missing.length === 1 ? 'it' : 'them'} above.
      </Alert>
    )}
    <PreviewTable
      label="Column mapping"
      head={['Column in the file', 'Template column', 'How']}
      rows={preview.columns.map((column) => [
        column.header,
        column.column ?? <em>Not used</em>,
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

/** Preview mapping: the saved supplier's file, fetched now, mapped with the header names as they are in the form. */
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
 * Preview with a sample: a manual supplier has no feed to fetch, so staff choose a file of its (the head is sent, the
 * first 256 KiB) and see the same mapping, with the category and header names as they are in the form.
 */
const SamplePreviewButton = () => {
  const { getValues } = useFormContext<SupplierFormValues>();
  const [file, setFile] = useState<File>();
  const chosen = useRef<File>(undefined); // read by the call made in the same event as the choice
  const { run, busy, data } = useCustomCall(
    (dataProvider) =>
      dataProvider.previewSampleMapping({
        file: chosen.current!,
        category: getValues('category'),
        columnAliases: aliasesObject(getValues('columnAliases')),
      }),
    { failure: 'The sample could not be previewed. Please try again.' },
  );
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        This supplier’s files are uploaded by hand: choose one of them (or its first rows) to preview how its columns
        map. Nothing is imported.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" component="label" disabled={busy}>
          {busy ? 'Reading the sample…' : 'Preview with a sample file'}
          <input
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="Sample file"
            onChange={(event) => {
              const picked = event.target.files?.[0];
              event.target.value = ''; // the same file chosen again previews again
              if (!picked) return;
              chosen.current = picked;
              setFile(picked);
              void run();
            }}
          />
        </Button>
        {file && (
          <>
            <Typography variant="body2">{file.name}</Typography>
            <Button size="small" onClick={() => void run()} disabled={busy}>
              Preview again
            </Button>
          </>
        )}
      </Stack>
      {data && <MappingTable preview={data} />}
    </Stack>
  );
};

/**
 * The supplier's own header names (its header → a template column) on top of the importer's aliases, and a preview
 * of how the feed's columns map. The preview fetches a saved remote supplier's file; a manual supplier's is uploaded.
 */
export const ColumnAliasesInput = () => {
  const category = useWatch({ name: 'category' }) as ImportCategory;
  const sourceKind = useWatch({ name: 'sourceKind' }) as SourceKind;
  const supplierId = useWatch({ name: 'id' }) as string | undefined;
  const columns = useTemplateColumns(category);
  return (
    <Stack sx={{ width: '100%' }} spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Template names and the trade’s usual names (Carat, Stock No, Colour…) are understood already. Add the headers
        only this supplier uses, each with the template column it stands for.
      </Typography>
      <ArrayInput source="columnAliases" label="Supplier’s headers">
        <SimpleFormIterator inline disableReordering disableClear getItemLabel={(index) => `Header ${index + 1}`}>
          <TextInput source="header" label="Header in the file" parse={(value: string) => value} />
          <TemplateColumnInput columns={columns} />
        </SimpleFormIterator>
      </ArrayInput>
      {sourceKind === 'manual' ? (
        <SamplePreviewButton />
      ) : supplierId ? (
        <MappingPreviewButton supplierId={supplierId} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Save the supplier to preview how its feed’s columns map.
        </Typography>
      )}
    </Stack>
  );
};
