import { Box, Button, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { formatPrice } from '../../leads/money';
import { PreviewTable } from '../shared/PreviewTable';
import { useCustomCall } from '../shared/useCustomCall';
import type { MarkupRules } from '../types';

/**
 * "Preview prices": sample stones of the supplier (without one: of the suppliers on the default markup) priced by
 * the rules as typed, cost → current retail → new retail, before anything is saved. Invalid rules come back with
 * their fields named, and land on them.
 */
export const PricePreview = ({ supplierId, source = 'markup' }: { supplierId?: string; source?: string }) => {
  const { getValues, setError } = useFormContext();
  const { run, busy, data } = useCustomCall(
    (dataProvider) => dataProvider.previewMarkup({ supplierId, markup: getValues(source) as MarkupRules }),
    {
      failure: 'The prices could not be previewed. Please try again.',
      onFieldErrors: (errors) => {
        for (const [path, message] of Object.entries(errors)) setError(path, { type: 'server', message });
      },
    },
  );
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" onClick={() => void run()} disabled={busy}>
          {busy ? 'Pricing…' : 'Preview prices'}
        </Button>
      </Box>
      {data &&
        (data.samples.length ? (
          <PreviewTable
            label="Price preview"
            head={['Stock #', 'Carat', 'Cost', 'Current retail', 'New retail']}
            rows={data.samples.map((sample) => [
              sample.stockNumber,
              sample.carat ?? '—',
              formatPrice(sample.cost),
              formatPrice(sample.currentRetail),
              formatPrice(sample.retail),
            ])}
          />
        ) : (
          <Typography color="text.secondary">No stones to price yet: run the feed first.</Typography>
        ))}
    </Stack>
  );
};
