import { useMemo } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import {
  EditBase,
  RecordContextProvider,
  useAugmentedForm,
  useEditContext,
  useNotify,
  useSaveContext,
} from 'react-admin';
import { SETTINGS_ID, SETTINGS_RESOURCE } from '../dataProvider';
import { readApiError, readErrorBody } from '../shared/apiError';
import { CurrencyRatesInput } from './CurrencyRatesInput';
import { WEEKDAYS, type SavedSettings } from './settingsApi';
import { formErrors, toFormValues, toSettings, type SettingsFormValues } from './settingsForm';
import {
  DayHoursRow,
  HoursError,
  LocaleInput,
  NoticeInput,
  NotificationAddresses,
  OtherErrors,
  RegionAndPostcode,
  Section,
  Text,
  TimeZoneInput,
} from './SettingsInputs';

const SAVE_FAILED = 'The settings could not be saved. Please try again.';

const SaveBar = ({ saved }: { saved: SavedSettings }) => {
  const { saving } = useSaveContext();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      {saved.updatedAt && (
        <Typography variant="body2" color="text.secondary">
          Last saved {new Date(saved.updatedAt).toLocaleString()}
          {saved.updatedBy ? ` by ${saved.updatedBy.name || saved.updatedBy.email}` : ''}
        </Typography>
      )}
    </Stack>
  );
};

/**
 * The form over the edit controller's record: react-admin's form state (useAugmentedForm, as <Form>
 * builds it) on a <form> of its own name. Save goes through the controller (transform → update of
 * `settings/shop`); the server's field messages come back as the form's errors.
 */
const SettingsForm = () => {
  const { record } = useEditContext<SavedSettings & { id: string }>();
  const { save } = useSaveContext();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const { form, formHandleSubmit } = useAugmentedForm<SettingsFormValues>({
    record: values as unknown as Record<string, unknown> & { id: string },
    // The toast is the save's own (mutationOptions.onError), whatever the failure.
    disableInvalidFormNotification: true,
    onSubmit: async (data: Record<string, unknown>) => {
      // What the save answers is the refusal's `errors` (with react-admin's root.serverError, left out here).
      const errors = (await save?.(data)) as Record<string, unknown> | undefined;
      return errors ? formErrors(readErrorBody({ errors }).fieldErrors) : undefined;
    },
  });
  if (!record || !values) return null;
  return (
    <RecordContextProvider value={values}>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={formHandleSubmit}
          aria-label="Shop settings"
          sx={{ mt: 2, maxWidth: 960 }}
        >
          <Stack spacing={3}>
            <OtherErrors />
            <Section
              title="Shop details"
              description="Shown in the storefront’s header, footer and contact page, and in e-mails."
            >
              <Text source="name" label="Shop name" />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Text source="phone" label="Phone" type="tel" />
                <Text source="email" label="Email" type="email" />
              </Stack>
            </Section>

            <Section title="Showroom address">
              <Text source="address.line1" label="Address line 1" />
              <Text source="address.line2" label="Address line 2" required={false} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Text source="address.city" label="City" />
                <Text source="address.country" label="Country" />
              </Stack>
              <RegionAndPostcode />
            </Section>

            <Section
              title="Dates"
              description="How the storefront and the e-mails write dates and times. The console keeps its own."
            >
              <LocaleInput />
            </Section>

            <Section
              title="Opening hours"
              description="In the booking time zone. Consultations can be booked from opening to closing time."
            >
              <HoursError />
              {WEEKDAYS.map((day) => (
                <DayHoursRow key={day} day={day} />
              ))}
            </Section>

            <Section title="Booking">
              <TimeZoneInput />
              <NoticeInput />
            </Section>

            <Section
              title="Notifications"
              description="Who receives an e-mail for each new order, appointment and message. With none, the shop’s e-mail does."
            >
              <NotificationAddresses />
            </Section>

            <Section
              title="Replying to requests"
              description="Shoppers read it after “No payment is taken: this is a request for us to contact you, and we will get in touch …” in the order dialog and the confirmation e-mails."
            >
              <Text source="replyTime" label="Reply time" helperText="For example: within one working day" />
            </Section>

            <Section
              title="Returns and shipping"
              description="The About page and the starting texts of the Returns and Shipping pages state these (until staff save those pages)."
            >
              <Text
                source="returnDays"
                label="Return period (days)"
                type="number"
                helperText="0 to 365; 0 means no returns except for faults"
              />
              <Text
                source="shippingPromise"
                label="Shipping promise"
                helperText="For example: Free worldwide shipping, insured and tracked"
              />
            </Section>

            <Section
              title="Display currencies"
              description="Shoppers may read prices in these besides US dollars, the shop’s own currency: the USD price × the rate, rounded to whole units. Requests record both prices."
            >
              <CurrencyRatesInput />
            </Section>

            <SaveBar saved={record} />
          </Stack>
        </Box>
      </FormProvider>
    </RecordContextProvider>
  );
};

const Loading = () => (
  <Stack direction="row" spacing={2} sx={{ mt: 4, alignItems: 'center' }} role="status">
    <CircularProgress size={24} />
    <Typography>Loading settings…</Typography>
  </Stack>
);

/** The settings could not be fetched: Retry asks again (and shows the loading state meanwhile). */
const LoadFailed = () => {
  const { refetch, isFetching } = useEditContext();
  if (isFetching) return <Loading />;
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          Retry
        </Button>
      }
    >
      The settings could not be loaded.
    </Alert>
  );
};

/**
 * /admin/settings: the shop's facts, hours, booking rules and notification addresses (issue 10), the
 * singleton record `settings/shop` of the data provider, edited in place (no redirect, no undo).
 */
const SettingsPage = () => {
  const notify = useNotify();
  return (
    <EditBase
      resource={SETTINGS_RESOURCE}
      id={SETTINGS_ID}
      mutationMode="pessimistic"
      redirect={false}
      loading={<Loading />}
      error={<LoadFailed />}
      // The page says when the settings cannot be fetched; react-admin's default would also toast and redirect.
      queryOptions={{ onError: () => undefined }}
      transform={(values) => toSettings(values as unknown as SettingsFormValues)}
      mutationOptions={{
        onSuccess: () => notify('Settings saved', { type: 'success' }),
        onError: (error) => {
          const message = readApiError(error).message ?? SAVE_FAILED;
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      }}
    >
      <SettingsForm />
    </EditBase>
  );
};

// Default export for React.lazy.
export default SettingsPage;
