import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { formatPrice } from '../../leads/money';
import { PreviewTable } from '../shared/PreviewTable';
import { useCustomCall } from '../shared/useCustomCall';
import type { MarkupRules } from '../types';

/** The typed stone's fields: kept out of the form, whose values are the supplier's or the default's record. */
type Typed = { cost: string; carat: string };
const TYPED_FIELDS = ['cost', 'carat'] as const;

const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * "Preview prices": a cost and carat staff type (no feed needed), and sample stones of the supplier (without one:
 * of the suppliers on the default markup), priced by the rules as typed, cost → current retail → new retail,
 * before anything is saved. Invalid rules come back with their fields named, and land on them; an invalid cost
 * or carat lands on its own field here.
 */
export const PricePreview = ({ supplierId, source = 'markup' }: { supplierId?: string; source?: string }) => {
  const { getValues, setError } = useFormContext();
  const [typed, setTyped] = useState<Typed>({ cost: '', carat: '' });
  const [typedErrors, setTypedErrors] = useState<Partial<Typed>>({});
  const { run, busy, data } = useCustomCall(
    (dataProvider) =>
      dataProvider.previewMarkup({
        supplierId,
        markup: getValues(source) as MarkupRules,
        cost: numberOf(typed.cost),
        carat: numberOf(typed.carat),
      }),
    {
      failure: 'The prices could not be previewed. Please try again.',
      onFieldErrors: (errors) => {
        for (const [path, message] of Object.entries(errors))
          if (!(TYPED_FIELDS as readonly string[]).includes(path)) setError(path, { type: 'server', message });
        setTypedErrors({ cost: errors.cost, carat: errors.carat });
      },
    },
  );
  const preview = () => {
    setTypedErrors({});
    void run();
  };
  const edit = (field: keyof Typed) => (event: ChangeEvent<HTMLInputElement>) =>
    setTyped((current) => ({ ...current, [field]: event.target.value }));
  // Enter in a typed field previews: it would otherwise submit the form around it, saving the markup.
  const previewOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!busy) preview();
  };

  const rows = [
    ...(data?.typed
      ? [
          [
            'Typed in',
            data.typed.carat ?? '—',
            formatPrice(data.typed.cost),
            formatPrice(data.typed.currentRetail),
            formatPrice(data.typed.retail),
          ],
        ]
      : []),
    ...(data?.samples ?? []).map((sample) => [
      sample.stockNumber,
      sample.carat ?? '—',
      formatPrice(sample.cost),
      formatPrice(sample.currentRetail),
      formatPrice(sample.retail),
    ]),
  ];
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Price a stone of your own: type its cost, and its carat for bands by carat.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          <TextField
            label="Cost ($)"
            type="number"
            size="small"
            value={typed.cost}
            onChange={edit('cost')}
            onKeyDown={previewOnEnter}
            error={Boolean(typedErrors.cost)}
            helperText={typedErrors.cost}
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          />
          <TextField
            label="Carat"
            type="number"
            size="small"
            value={typed.carat}
            onChange={edit('carat')}
            onKeyDown={previewOnEnter}
            error={Boolean(typedErrors.carat)}
            helperText={typedErrors.carat}
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          />
          <Box>
            <Button variant="outlined" onClick={preview} disabled={busy}>
              {busy ? 'Pricing…' : 'Preview prices'}
            </Button>
          </Box>
        </Stack>
      </Box>
      {data &&
        (rows.length ? (
          <PreviewTable
            label="Price preview"
            head={['Stock #', 'Carat', 'Cost', 'Current retail', 'New retail']}
            rows={rows}
          />
        ) : (
          <Typography color="text.secondary">
            No stones to price yet: type a cost above to see its price, or run the feed.
          </Typography>
        ))}
    </Stack>
  );
};
