import { useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, ResourceContextProvider, SaveButton, Toolbar, useDataProvider, useNotify } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { readApiError } from '../../shared/apiError';
import { ShopDate } from '../../leads/shopTime';
import type { DefaultMarkup, MarkupRules } from '../types';
import { bandErrors } from './markupRules';
import { MarkupRulesInputs } from './MarkupRulesInputs';
import { PricePreview } from './PricePreview';
import { RepricingProgress } from './RepricingProgress';

const QUERY_KEY = ['markup', 'default'];

const validate = (values: Record<string, unknown>) => {
  const bands = bandErrors((values.markup as MarkupRules | undefined)?.bands);
  return bands ? { markup: { bands } } : {};
};

/** Whether staff saved the default: until they do, runs of the suppliers on it are held (nothing goes live at cost). */
const SavedState = ({ markup }: { markup: DefaultMarkup }) =>
  markup.savedAt ? (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      Saved{markup.savedBy ? ` by ${markup.savedBy}` : ''} on <ShopDate value={markup.savedAt} />.
    </Typography>
  ) : (
    <Alert severity="warning" sx={{ mb: 2 }}>
      Not saved yet: runs of the suppliers on this markup are held for review, so no stone goes live at cost. Check the
      rules (a preview needs no feed) and save them; then confirm the held runs.
    </Alert>
  );

/**
 * /default-markup: the shop-wide markup, used by every supplier without rules of its own. Saving queues the
 * repricing of their stones, followed under the form; the server's field messages ('markup.bands.2.to') land on
 * the band fields.
 */
const DefaultMarkupPage = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [repricingJobId, setRepricingJobId] = useState<string>();
  const { data, error, refetch, isFetching } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.getDefaultMarkup(),
    retry: false,
  });

  const save = async (values: Record<string, unknown>) => {
    try {
      const { data: answer } = await dataProvider.saveDefaultMarkup(values.markup as MarkupRules);
      const { repricingJobId: jobId, ...saved } = answer;
      queryClient.setQueryData(QUERY_KEY, { data: saved });
      setRepricingJobId(jobId);
      notify('Default markup saved: its stones are being repriced', { type: 'success' });
      return undefined;
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure);
      const text = message ?? 'The markup could not be saved. Please try again.';
      notify(text, { type: 'error', messageArgs: { _: text } });
      // react-admin marks each named field (its dotted path is the input's source).
      return Object.keys(fieldErrors).length ? fieldErrors : undefined;
    }
  };

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="default-markup-title">
      <CardContent>
        <Typography id="default-markup-title" variant="h5" component="h2" gutterBottom>
          Default markup
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Prices the stones of every supplier without markup of its own. Saving reprices them (progress below).
        </Typography>
        {data && <SavedState markup={data.data} />}
        {error && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
                Retry
              </Button>
            }
          >
            The default markup could not be loaded.
          </Alert>
        ) : !data ? (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>Loading the default markup…</Typography>
          </Stack>
        ) : (
          // A custom page has no resource; the bands' iterator needs one (the markup belongs to the suppliers).
          <ResourceContextProvider value="suppliers">
            <Form
              record={{ id: 'default', markup: data.data.markup }}
              onSubmit={save}
              validate={validate}
              noValidate
              aria-label="Default markup"
            >
              <Stack spacing={2}>
                <MarkupRulesInputs source="markup" />
                <PricePreview source="markup" />
              </Stack>
              <Toolbar sx={{ mt: 2 }}>
                <SaveButton />
              </Toolbar>
              {repricingJobId && <RepricingProgress key={repricingJobId} jobId={repricingJobId} />}
            </Form>
          </ResourceContextProvider>
        )}
      </CardContent>
    </Card>
  );
};

// Default export for React.lazy.
export default DefaultMarkupPage;
