import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useInput } from 'react-admin';
import { DISPLAY_CURRENCY_CODES, type DisplayCurrencyCode } from '@gem-shop/widgets/api';
import { nextCode, parseRatesCsv, staleDays, withImportedRates, type CurrencyRow } from './currencyRates';
import type { SettingsFormValues } from './settingsForm';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

const asTyped = (value: string) => value;

/** A chosen file's text, by FileReader (jsdom, which the component tests run in, has no Blob.text()). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/** One currency's code, chosen among those no other row lists. */
const CodeSelect = ({ index, taken }: { index: number; taken: readonly string[] }) => {
  const { field, fieldState } = useInput({ source: `currencies.${index}.code`, parse: asTyped });
  return (
    <TextField
      select
      size="small"
      label="Currency"
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      // The field shows the code alone, so it fits its column; the list names each currency too.
      slotProps={{
        htmlInput: { 'aria-label': `Currency ${index + 1}` },
        select: { renderValue: (code) => String(code) },
      }}
    >
      {DISPLAY_CURRENCY_CODES.filter((code) => code === field.value || !taken.includes(code)).map((code) => (
        <MenuItem key={code} value={code}>
          {code} · {currencyNames.of(code)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The rate as typed; a new rate drops the old date (the server dates it when saved). */
const RateInput = ({ index, code }: { index: number; code: string }) => {
  const { setValue } = useFormContext();
  const { field, fieldState } = useInput({ source: `currencies.${index}.rate`, parse: asTyped });
  return (
    <TextField
      size="small"
      label={`${code} per US$1`}
      required
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        setValue(`currencies.${index}.rateSetAt`, '', { shouldDirty: true });
      }}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${code} rate per US dollar` } }}
    />
  );
};

const LanguagesInput = ({ index, code }: { index: number; code: string }) => {
  const { field, fieldState } = useInput({ source: `currencies.${index}.languages`, parse: asTyped });
  return (
    <TextField
      size="small"
      label="Languages"
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? 'The browser languages it is the default for, e.g. en-GB, fr'}
      slotProps={{ htmlInput: { 'aria-label': `${code} default for browser languages` } }}
    />
  );
};

/** When the rate was set, and a warning (worded, not only coloured) once it is older than a week. */
const RateDate = ({ row, index }: { row: CurrencyRow; index: number }) => {
  const { errors } = useFormState<SettingsFormValues>();
  const dateError = errors.currencies?.[index]?.rateSetAt?.message;
  const days = staleDays(row.rateSetAt, new Date());
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color={dateError ? 'error' : 'text.secondary'}>
        {dateError ?? (row.rateSetAt ? `Rate set ${dateFormat.format(new Date(row.rateSetAt))}` : 'Dated when saved')}
      </Typography>
      {days !== null && (
        <Alert severity="warning" variant="outlined" role="status" sx={{ py: 0 }}>
          Stale rate: the {row.code} rate was set {days} days ago, more than a week. Check it before shoppers rely on
          it.
        </Alert>
      )}
    </Stack>
  );
};

/**
 * "Display currencies" (issue 29): the currencies shoppers may read prices in besides US dollars, each
 * with its rate per dollar, the browser languages it is the default for and the date its rate was set;
 * rates can also come from a CSV file, which only fills the form until staff save.
 */
export const CurrencyRatesInput = () => {
  const { setValue, clearErrors } = useFormContext<SettingsFormValues>();
  const rows = useWatch<SettingsFormValues, 'currencies'>({ name: 'currencies' }) ?? [];
  const fileInput = useRef<HTMLInputElement>(null);
  const [imported, setImported] = useState<{ file: string; count: number; errors: string[] } | null>(null);
  const next = nextCode(rows);

  const update = (list: CurrencyRow[]) => {
    setValue('currencies', list, { shouldDirty: true });
    // Errors of the list are keyed by position: a change of the list clears them rather than shifting them.
    clearErrors('currencies');
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { rates, errors } = parseRatesCsv(await readText(file), new Date());
    if (rates.length) update(withImportedRates(rows, rates));
    setImported({ file: file.name, count: rates.length, errors });
  };

  return (
    <>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No display currencies: shoppers read every price in US dollars.
        </Typography>
      )}
      {rows.map((row, index) => (
        <Box
          key={index}
          role="group"
          aria-label={`${row.code} display currency`}
          sx={{
            display: 'grid',
            // One column until the console's content is wide enough for the four side by side.
            gridTemplateColumns: { xs: '1fr', md: '8rem 10rem minmax(0, 1fr) auto' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <CodeSelect index={index} taken={rows.map((other) => other.code)} />
          <RateInput index={index} code={row.code} />
          <Stack spacing={1}>
            <LanguagesInput index={index} code={row.code} />
            <RateDate row={row} index={index} />
          </Stack>
          <IconButton
            aria-label={`Remove ${row.code}`}
            onClick={() => update(rows.filter((_, at) => at !== index))}
            sx={{ justifySelf: 'start' }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          startIcon={<AddOutlined />}
          disabled={!next}
          onClick={() =>
            next && update([...rows, { code: next as DisplayCurrencyCode, rate: '', rateSetAt: '', languages: '' }])
          }
        >
          Add currency
        </Button>
        <Button startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
          Import rates from CSV
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-label="CSV file of rates"
          hidden
          onChange={(event) => void importFile(event)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        CSV: one line per currency, <code>code,rate</code> or <code>code,rate,date</code> (e.g. GBP,0.79,2026-11-20), a
        header line allowed. The rates fill the form; nothing is saved until you press Save.
      </Typography>
      {imported && (
        <Stack spacing={1}>
          <Alert severity={imported.count ? 'success' : 'info'} role="status">
            {imported.count
              ? `Read ${imported.count} rate${imported.count === 1 ? '' : 's'} from ${imported.file}. Press Save to keep them.`
              : `No rate could be read from ${imported.file}.`}
          </Alert>
          {imported.errors.length > 0 && (
            <Alert severity="error">
              {imported.errors.length === 1 ? '1 line was left out:' : `${imported.errors.length} lines were left out:`}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {imported.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </Box>
            </Alert>
          )}
        </Stack>
      )}
    </>
  );
};
